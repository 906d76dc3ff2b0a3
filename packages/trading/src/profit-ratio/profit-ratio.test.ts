import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPrices, CLASSIC_LADDER } from '../ladder/index.js';
import { fromHundredths } from '../money/decimal.js';
import {
  PROFIT_RATIO_MAX,
  PROFIT_RATIO_MIN,
  isProfitRatioAcceptable,
  profitRounding,
} from './profit-ratio.js';

const classicPrices = allPrices(CLASSIC_LADDER);
const stakes = fc.integer({ min: 1, max: 100000 }).map(fromHundredths);

describe('profit-ratio rule (trading-core §5)', () => {
  it('uses the −20 % … +25 % bounds', () => {
    expect([PROFIT_RATIO_MIN, PROFIT_RATIO_MAX]).toEqual([-0.2, 0.25]);
  });

  it('rounds the exact profit half away from zero', () => {
    // 1.15 × 0.30 = 0.345 → 0.35 (+1.4 %).
    expect(profitRounding(1.15, 1.3)).toEqual({ exact: 0.345, rounded: 0.35, ratio: (3500 - 3450) / 3450 });
    // 0.01 × 0.5 = 0.005 → 0.01 (+100 %).
    expect(profitRounding(0.01, 1.5)).toEqual({ exact: 0.005, rounded: 0.01, ratio: 1 });
  });

  it('accepts and refuses worked examples', () => {
    expect(isProfitRatioAcceptable(0.01, 1.5)).toBe(false); // 0.005 → 0.01: +100 %
    expect(isProfitRatioAcceptable(0.03, 1.5)).toBe(false); // 0.015 → 0.02: +33 %
    expect(isProfitRatioAcceptable(0.04, 1.5)).toBe(true); // 0.02 → 0.02: 0 %
    expect(isProfitRatioAcceptable(0.07, 1.5)).toBe(true); // 0.035 → 0.04: +14 %
    expect(isProfitRatioAcceptable(0.49, 1.01)).toBe(false); // 0.0049 → 0.00: −100 %
    expect(isProfitRatioAcceptable(0.79, 1.01)).toBe(false); // 0.0079 → 0.01: +26.6 %
    expect(isProfitRatioAcceptable(2, 1.01)).toBe(true); // 0.02 → 0.02
  });

  it('includes both bounds exactly', () => {
    expect(isProfitRatioAcceptable(0.8, 1.01)).toBe(true); // 0.008 → 0.01: +25 % exactly
    expect(isProfitRatioAcceptable(1.25, 1.01)).toBe(true); // 0.0125 → 0.01: −20 % exactly
    expect(isProfitRatioAcceptable(1.26, 1.01)).toBe(false); // 0.0126 → 0.01: −20.6 %
    expect(isProfitRatioAcceptable(1.59, 1.01)).toBe(false); // 0.0159 → 0.02: +25.8 %
    expect(isProfitRatioAcceptable(1.6, 1.01)).toBe(true); // 0.016 → 0.02: +25 % exactly
  });

  it('refuses invalid input instead of guessing', () => {
    for (const [stake, odd] of [
      [0, 2],
      [-1, 2],
      [1, 1],
      [1.005, 2],
      [1, 2.005],
      [Number.NaN, 2],
    ] as const) {
      expect(isProfitRatioAcceptable(stake, odd)).toBe(false);
    }
  });

  it('agrees with the ratio definition wherever the ratio is not on a bound', () => {
    fc.assert(
      fc.property(stakes, fc.constantFrom(...classicPrices), (stake, odd) => {
        const { exact, rounded, ratio } = profitRounding(stake, odd);
        expect(Math.abs(rounded - exact)).toBeLessThanOrEqual(0.005 + 1e-12 * exact);
        const onBound =
          Math.abs(ratio - PROFIT_RATIO_MIN) < 1e-9 || Math.abs(ratio - PROFIT_RATIO_MAX) < 1e-9;
        if (onBound) return;
        expect(isProfitRatioAcceptable(stake, odd)).toBe(
          ratio >= PROFIT_RATIO_MIN && ratio <= PROFIT_RATIO_MAX,
        );
      }),
    );
  });

  it('always accepts a stake whose exact profit is at least 0.025 (half a penny is then at most 20 %)', () => {
    fc.assert(
      fc.property(stakes, fc.constantFrom(...classicPrices), (stake, odd) => {
        if (profitRounding(stake, odd).exact >= 0.025) expect(isProfitRatioAcceptable(stake, odd)).toBe(true);
      }),
    );
  });

  it('treats a lay the same way: the lay liability stake × (odd − 1) is the rounded amount', () => {
    // A lay of 0.03 @ 1.5 has liability 0.015, recorded as 0.02: +33 %, refused like the back.
    expect(profitRounding(0.03, 1.5).exact).toBe(0.015);
    expect(isProfitRatioAcceptable(0.03, 1.5)).toBe(false);
  });
});
