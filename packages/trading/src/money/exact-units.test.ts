import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divideRounded, unitsToMoney, wholeHundredths } from '../money/exact-units.js';

describe('wholeHundredths', () => {
  it('reads 2-decimal amounts exactly, tolerating float noise', () => {
    expect(wholeHundredths(3.33)).toBe(333);
    expect(wholeHundredths(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(wholeHundredths(1.005)).toBeUndefined(); // a third decimal
    expect(wholeHundredths(Number.NaN)).toBeUndefined();
    expect(wholeHundredths(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(wholeHundredths(-2.5)).toBe(-250);
  });
});

describe('unitsToMoney', () => {
  it('rounds ten-thousandths half away from zero to 2 dp', () => {
    expect(unitsToMoney(50)).toBe(0.01); // 0.0050 → 0.01
    expect(unitsToMoney(49)).toBe(0); // 0.0049 → 0.00
    expect(unitsToMoney(-50)).toBe(-0.01);
    expect(unitsToMoney(235_000)).toBe(23.5);
  });
});

describe('divideRounded', () => {
  it('rounds the exact quotient half away from zero', () => {
    expect(divideRounded(7, 2)).toBe(4);
    expect(divideRounded(-7, 2)).toBe(-4);
    expect(divideRounded(5, 3)).toBe(2);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(0, 3)).toBe(0);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });

  it('is within half of the true quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 1e7 }), (n, d) => {
        const q = divideRounded(n, d);
        // |n - q·d| ≤ d/2, with ties going away from zero.
        const remainder = n - q * d;
        expect(2 * Math.abs(remainder)).toBeLessThanOrEqual(d);
        if (2 * Math.abs(remainder) === d) expect(Math.abs(q * d)).toBeGreaterThan(Math.abs(n));
      }),
    );
  });
});
