import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, stripSecrets } from './strip-secrets.js';

describe('stripSecrets', () => {
  it('drops credential fields at any depth and blanks bearer values', () => {
    expect(
      stripSecrets({
        token: 'a',
        Authorization: 'b',
        nested: [{ refresh_token: 'c', password: 'd', keep: 'BEARER e', n: 1, ok: null }],
      }),
    ).toEqual({ nested: [{ keep: REDACTED, n: 1, ok: null }] });
  });

  it('cleans JSON kept as text (local storage) and leaves other text alone', () => {
    expect(stripSecrets({ state: '{"auth":{"token":"x","name":"n"}}', note: '{not json' })).toEqual({
      state: '{"auth":{"name":"n"}}',
      note: '{not json',
    });
    expect(stripSecrets({ state: '['.repeat(50) + ']'.repeat(50) })).toEqual({ state: REDACTED });
  });

  it('changes nothing in values that hold no credentials', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, field]) => [key, ...texts(field)])
          : [];
    const harmless = (text: string) =>
      !/token|authori|password|secret|cookie|bearer/i.test(text) && !/^\s*[[{]/.test(text);
    const plain = fc.jsonValue().filter((value) => texts(value).every(harmless));
    fc.assert(
      fc.property(plain, (value) => {
        expect(stripSecrets(value)).toEqual(value);
      }),
    );
  });
});
