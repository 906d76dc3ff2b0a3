import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  fromTenThousandths,
  hasAtMostTwoDecimals,
  toTenThousandths,
  winningsUnits,
} from '../money/exact-units.js';

describe('integer stake arithmetic', () => {
  it('computes stake × (odd − 1) exactly in ten-thousandths', () => {
    // 1.15 × (1.3 − 1) = 0.345 → 3450 ten-thousandths (floats give 0.34500000000000003).
    expect(winningsUnits(1.15, 1.3)).toBe(3450);
    expect(fromTenThousandths(3450)).toBe(0.345);
    expect(toTenThousandths(0.345)).toBe(3450);
  });

  it('divides rounding half up', () => {
    expect(divideRounded(125, 10)).toBe(13); // 12.5 → 13
    expect(divideRounded(124, 10)).toBe(12);
    expect(divideRounded(0, 7)).toBe(0);
    expect(divideRounded(9007199254740990, 3)).toBe(3002399751580330);
  });

  it('knows 2-decimal amounts', () => {
    expect(hasAtMostTwoDecimals(1.01)).toBe(true);
    expect(hasAtMostTwoDecimals(1000)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('divideRounded matches BigInt arithmetic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 1e6 }),
        (n, d) => {
          const expected = (2n * BigInt(n) + BigInt(d)) / (2n * BigInt(d));
          expect(BigInt(divideRounded(n, d))).toBe(expected);
        },
      ),
    );
  });
});
