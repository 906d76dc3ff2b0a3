import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPrices, CLASSIC_LADDER } from '../ladder/index.js';
import { fromHundredths, toHundredths } from '../money/decimal.js';
import { isProfitRatioAcceptable } from './profit-ratio.js';
import { STAKE_ADJUSTMENT_MAX, adjustStakeForProfitRatio } from './stake-adjustment.js';

const classicPrices = allPrices(CLASSIC_LADDER);

describe('stake adjustment (trading-core §5 profit-ratio rule, §9 maximum 0.8)', () => {
  it('has the spec maximum', () => {
    expect(STAKE_ADJUSTMENT_MAX).toBe(0.8);
  });

  it('keeps an accepted stake', () => {
    expect(adjustStakeForProfitRatio(2, 1.5)).toEqual({ kind: 'accepted', stake: 2 });
    expect(adjustStakeForProfitRatio(2.004, 1.5)).toEqual({ kind: 'accepted', stake: 2 });
  });

  it('moves to the nearest accepted stake', () => {
    // 0.01 @ 1.01: stakes up to 0.79 round 0.0079 to 0.01 (> +25 %) or to 0.00; 0.80 gives exactly +25 %.
    expect(adjustStakeForProfitRatio(0.01, 1.01)).toEqual({
      kind: 'adjusted',
      originalStake: 0.01,
      adjustedStake: 0.8,
    });
    // 1.26 @ 1.01: 1.25 (−20 %, accepted) is 0.01 below; the next above is 1.60.
    expect(adjustStakeForProfitRatio(1.26, 1.01)).toEqual({
      kind: 'adjusted',
      originalStake: 1.26,
      adjustedStake: 1.25,
    });
    // 0.05 @ 1.26: 0.013 → 0.01 (−23 %); 0.04 gives 0.0104 → 0.01 (−3.8 %); 0.06 gives 0.0156 → 0.02 (+28 %).
    expect(adjustStakeForProfitRatio(0.05, 1.26)).toEqual({
      kind: 'adjusted',
      originalStake: 0.05,
      adjustedStake: 0.04,
    });
    // 0.01 @ 1.5: 0.02 gives 0.01 → 0.01 exactly.
    expect(adjustStakeForProfitRatio(0.01, 1.5)).toEqual({
      kind: 'adjusted',
      originalStake: 0.01,
      adjustedStake: 0.02,
    });
  });

  it('takes the higher stake on a tie', () => {
    // 0.03 @ 1.5 (0.015 → 0.02, +33 %): 0.02 and 0.04 are both accepted and both 0.01 away → 0.04.
    expect(isProfitRatioAcceptable(0.02, 1.5) && isProfitRatioAcceptable(0.04, 1.5)).toBe(true);
    expect(adjustStakeForProfitRatio(0.03, 1.5)).toEqual({
      kind: 'adjusted',
      originalStake: 0.03,
      adjustedStake: 0.04,
    });
  });

  it('says so when no accepted stake is within the maximum', () => {
    // 0.01 @ 1.01 needs 0.79; with a 0.5 limit there is none.
    expect(adjustStakeForProfitRatio(0.01, 1.01, 0.5)).toEqual({
      kind: 'no-acceptable-stake',
      originalStake: 0.01,
      maxAdjustment: 0.5,
    });
    expect(adjustStakeForProfitRatio(0.01, 1.01, 0.79)).toMatchObject({
      kind: 'adjusted',
      adjustedStake: 0.8,
    });
    expect(adjustStakeForProfitRatio(0.01, 1.01, 0.789)).toMatchObject({ kind: 'no-acceptable-stake' });
  });

  it('refuses invalid input', () => {
    expect(adjustStakeForProfitRatio(0, 2)).toEqual({ kind: 'invalid', reason: 'invalid-stake' });
    expect(adjustStakeForProfitRatio(0.004, 2)).toEqual({ kind: 'invalid', reason: 'invalid-stake' });
    expect(adjustStakeForProfitRatio(Number.NaN, 2)).toEqual({ kind: 'invalid', reason: 'invalid-stake' });
    expect(adjustStakeForProfitRatio(1, 1)).toEqual({ kind: 'invalid', reason: 'invalid-odd' });
    expect(adjustStakeForProfitRatio(1, 1.555)).toEqual({ kind: 'invalid', reason: 'invalid-odd' });
    expect(adjustStakeForProfitRatio(1, 2, -1)).toEqual({ kind: 'invalid', reason: 'invalid-stake' });
  });

  it('always finds an accepted stake within 0.8 on the CLASSIC ladder (exhaustive for stakes up to 5.00)', () => {
    for (const odd of classicPrices) {
      for (let cents = 1; cents <= 500; cents += 1) {
        const result = adjustStakeForProfitRatio(fromHundredths(cents), odd);
        expect(result.kind === 'accepted' || result.kind === 'adjusted').toBe(true);
      }
    }
  });

  it('gives an accepted stake within the limit with none strictly nearer, higher on a tie', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.constantFrom(...classicPrices),
        fc.integer({ min: 0, max: 100 }),
        (cents, odd, limitCents) => {
          const limit = fromHundredths(limitCents);
          const result = adjustStakeForProfitRatio(fromHundredths(cents), odd, limit);
          const accepted = (c: number) => c > 0 && isProfitRatioAcceptable(fromHundredths(c), odd);
          if (result.kind === 'invalid') throw new Error('unexpected invalid');
          if (result.kind === 'accepted') {
            expect(accepted(cents)).toBe(true);
            return;
          }
          expect(accepted(cents)).toBe(false);
          const nearerOrEqual = (distance: number) =>
            Array.from({ length: distance }, (_, i) => i + 1).filter(
              (d) => accepted(cents + d) || accepted(cents - d),
            );
          if (result.kind === 'no-acceptable-stake') {
            expect(nearerOrEqual(limitCents)).toEqual([]);
            return;
          }
          const distance = toHundredths(result.adjustedStake) - cents;
          expect(accepted(cents + distance)).toBe(true);
          expect(Math.abs(distance)).toBeLessThanOrEqual(limitCents);
          expect(nearerOrEqual(Math.abs(distance) - 1)).toEqual([]);
          if (distance < 0) expect(accepted(cents - distance)).toBe(false); // a tie would have gone up
        },
      ),
    );
  });
});
