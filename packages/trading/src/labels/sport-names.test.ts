import { describe, expect, it } from 'vitest';
import { sportName, sportNameLanguage } from './sport-names.js';

describe('sport names in the interface language', () => {
  it('reads the language part of a locale, anything but Portuguese as English', () => {
    expect(['pt', 'pt-BR', 'PT_pt', ' pt '].map((locale) => sportNameLanguage(locale))).toEqual([
      'pt',
      'pt',
      'pt',
      'pt',
    ]);
    expect(['en', 'es', '', undefined, 42].map((locale) => sportNameLanguage(locale))).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });

  it('names a known sport by its id in Portuguese, and keeps the exchange name otherwise', () => {
    expect(sportName('7522', 'Basketball', 'pt')).toBe('Basquete');
    expect(sportName('7522', 'Basketball', 'en')).toBe('Basketball');
    expect(sportName('99999', 'Bandy', 'pt')).toBe('Bandy');
  });
});
