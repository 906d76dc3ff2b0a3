import { describe, expect, it } from 'vitest';
import { searchPath } from '@/lib/search/search-location';
import { pageFromParam, textQueryFor } from './search-query';

describe('textQueryFor', () => {
  it('adds the trailing * that makes the last word a prefix', () => {
    expect(textQueryFor('Arsenal')).toBe('Arsenal*');
    expect(textQueryFor('  man city ')).toBe('man city*');
    expect(textQueryFor('arsen*')).toBe('arsen*');
  });

  it('drops trailing punctuation so no lone wildcard word is sent', () => {
    expect(textQueryFor('Arsenal.')).toBe('Arsenal*');
    expect(textQueryFor('Man Utd -')).toBe('Man Utd*');
  });

  it('searches nothing for blank text or text without a letter or digit', () => {
    expect(textQueryFor('')).toBeUndefined();
    expect(textQueryFor('   ')).toBeUndefined();
    expect(textQueryFor('*')).toBeUndefined();
    expect(textQueryFor('--')).toBeUndefined();
  });
});

describe('search URLs', () => {
  it('puts the trimmed text in q', () => {
    expect(searchPath(' Arsenal v Spurs ')).toBe('/search?q=Arsenal%20v%20Spurs');
    expect(searchPath('a&b=c')).toBe('/search?q=a%26b%3Dc');
  });

  it('reads the page as a whole number from 1, anything else as the first page', () => {
    expect(pageFromParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'two', '1e3', '99999999'])
      expect(pageFromParam(bad)).toBe(1);
  });
});
