import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHundredths } from '../money/decimal.js';
import {
  PROFIT_RATIO_ACCEPT_BUTTON,
  PROFIT_RATIO_INFO_TEXT,
  PROFIT_RATIO_TITLE_MULTIPLE,
  PROFIT_RATIO_TITLE_SINGLE,
  minimumStakeForOddLine,
  profitRatioWarning,
} from './profit-ratio-warning.js';

describe('profit-ratio warning (trading-core §2, §5)', () => {
  it('uses the spec texts', () => {
    expect(PROFIT_RATIO_TITLE_SINGLE).toBe('Stake not accepted');
    expect(PROFIT_RATIO_TITLE_MULTIPLE).toBe('Stake(s) not accepted');
    expect(PROFIT_RATIO_INFO_TEXT).toBe(
      'Bet(s) identified above will be automatically adjusted. Note: resulting Profit/Loss may be different.',
    );
    expect(PROFIT_RATIO_ACCEPT_BUTTON).toBe('Accept stake changes and submit bet(s)');
    expect(minimumStakeForOddLine(0.8)).toBe('Minimum stake for this odd is: 0.80');
    expect(minimumStakeForOddLine(12)).toBe('Minimum stake for this odd is: 12.00');
  });

  it('shows no warning without adjusted bets, the singular title for one, the plural for more', () => {
    expect(profitRatioWarning([])).toBeUndefined();
    expect(profitRatioWarning([{ betRef: 'a', originalStake: 0.01, adjustedStake: 0.8 }])).toEqual({
      title: 'Stake not accepted',
      bets: [
        { betRef: 'a', originalStake: 0.01, adjustedStake: 0.8, line: 'Minimum stake for this odd is: 0.80' },
      ],
      infoText: PROFIT_RATIO_INFO_TEXT,
      acceptButton: PROFIT_RATIO_ACCEPT_BUTTON,
    });
    const two = profitRatioWarning([
      { betRef: 'a', originalStake: 0.01, adjustedStake: 0.8 },
      { betRef: 'b', originalStake: 0.03, adjustedStake: 0.04 },
    ]);
    expect(two?.title).toBe('Stake(s) not accepted');
    expect(two?.bets.map((bet) => bet.line)).toEqual([
      'Minimum stake for this odd is: 0.80',
      'Minimum stake for this odd is: 0.04',
    ]);
  });

  it('prints any 2-decimal stake with exactly 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (cents) => {
        const line = minimumStakeForOddLine(fromHundredths(cents));
        expect(line).toMatch(/^Minimum stake for this odd is: \d+\.\d\d$/);
        expect(Number(line.split(': ')[1])).toBe(fromHundredths(cents));
      }),
    );
  });
});
