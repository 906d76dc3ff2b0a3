import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { SPEC_TEXT_PREFIXES, SPEC_TEXTS, specTextKey } from './spec-texts';

describe('spec texts', () => {
  it('has English translations equal to the spec texts of the packages', () => {
    for (const [text, key] of [...SPEC_TEXTS, ...SPEC_TEXT_PREFIXES])
      expect(en.betting.texts[key]).toBe(text);
  });

  it('finds prefixed texts and keeps their value', () => {
    expect(specTextKey('Error - Review Your Input ODD_ERROR')).toEqual({
      key: 'reviewInput',
      rest: ' ODD_ERROR',
    });
    expect(specTextKey('Minimum stake for this odd is: 0.06')).toEqual({
      key: 'minimumStake',
      rest: ' 0.06',
    });
    expect(specTextKey('something else')).toBeUndefined();
  });
});
