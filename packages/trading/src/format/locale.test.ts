import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangeLocale, interfaceLanguage, normalizeLocale } from './locale.js';

describe('normalizeLocale (account-and-product §3)', () => {
  it('turns underscores into hyphens and fixes case', () => {
    expect(normalizeLocale('en_GB')).toBe('en-GB');
    expect(normalizeLocale('pt_br')).toBe('pt-BR');
    expect(normalizeLocale(' es ')).toBe('es');
    expect(normalizeLocale('EN')).toBe('en');
  });

  it('falls back to en when missing or invalid', () => {
    expect(normalizeLocale(undefined)).toBe('en');
    expect(normalizeLocale('')).toBe('en');
    expect(normalizeLocale('en_')).toBe('en');
    expect(normalizeLocale('not a locale')).toBe('en');
    expect(normalizeLocale('12_34')).toBe('en');
  });

  it('never returns an underscore or an invalid tag', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const locale = normalizeLocale(raw);
        expect(locale).not.toContain('_');
        expect(() => Intl.getCanonicalLocales(locale)).not.toThrow();
      }),
    );
  });
});

describe('exchangeLocale / interfaceLanguage (account-and-product §3/§9)', () => {
  it('takes the language part as localeBF', () => {
    expect(exchangeLocale('pt_BR')).toBe('pt');
    expect(exchangeLocale('en-GB')).toBe('en');
    expect(exchangeLocale('bogus locale')).toBe('en');
  });

  it('supports en and pt, anything else is en', () => {
    expect(interfaceLanguage('pt_PT')).toBe('pt');
    expect(interfaceLanguage('PT')).toBe('pt');
    expect(interfaceLanguage('en_US')).toBe('en');
    expect(interfaceLanguage('es_ES')).toBe('en');
    expect(interfaceLanguage(undefined)).toBe('en');
  });
});
