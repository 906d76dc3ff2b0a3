import { describe, expect, it } from 'vitest';
import { countryFlag, sportIcon } from './event-icons';

describe('event icons', () => {
  it('gives each sport of the exchange its icon and others a generic one', () => {
    expect(sportIcon('1')).toBe('⚽');
    expect(sportIcon('7')).toBe('🏇');
    expect(sportIcon('4339')).toBe('🐕');
    expect(sportIcon('61420')).toBe('🏆');
    expect(sportIcon(undefined)).toBe('🏆');
  });

  it('turns a two-letter country code into its flag and refuses anything else', () => {
    expect(countryFlag('GB')).toBe('🇬🇧');
    expect(countryFlag('BR')).toBe('🇧🇷');
    expect(countryFlag('gb')).toBeUndefined();
    expect(countryFlag('GBR')).toBeUndefined();
    expect(countryFlag(undefined)).toBeUndefined();
  });
});
