import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAKE_MODE,
  INVALID_STAKE_MODE_MESSAGE,
  STAKE_MODES,
  STAKE_MODE_LABELS,
  isStakeMode,
  validateStakeMode,
} from './stake-mode.js';

describe('stake modes (trading-core §4, §5)', () => {
  it('are the four modes with the spec labels', () => {
    expect(STAKE_MODES).toEqual(['STAKE', 'LIABILITY', 'PROFIT', 'MIX']);
    expect(STAKE_MODE_LABELS).toEqual({
      STAKE: 'Your Stake',
      LIABILITY: 'Your Liability',
      PROFIT: 'Your Profit Value',
      MIX: 'Your Inverse Stake',
    });
    expect(DEFAULT_STAKE_MODE).toBe('STAKE');
  });

  it('accepts only the four modes, with the spec message otherwise', () => {
    expect(INVALID_STAKE_MODE_MESSAGE).toBe('Invalid input, please reload the page and try again.');
    expect(validateStakeMode('PROFIT')).toEqual({ ok: true, mode: 'PROFIT' });
    for (const value of ['stake', 'Mix', '', ' STAKE', undefined, null, 1, {}]) {
      expect(validateStakeMode(value)).toEqual({ ok: false, message: INVALID_STAKE_MODE_MESSAGE });
    }
  });

  it('recognises a value exactly when it is one of the four strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...STAKE_MODES), fc.anything()), (value) => {
        expect(isStakeMode(value)).toBe((STAKE_MODES as readonly unknown[]).includes(value));
      }),
    );
  });
});
