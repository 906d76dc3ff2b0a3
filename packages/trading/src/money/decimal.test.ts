import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalPlaces,
  fromHundredths,
  round2,
  roundTo,
  sumMoney,
  toHundredths,
  truncateTo,
} from './decimal.js';

describe('decimal helpers', () => {
  it('rounds half away from zero on the decimal value, not its binary neighbour', () => {
    expect(round2(1.005)).toBe(1.01); // 1.005 * 100 is 100.49999999999999 in binary
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(roundTo(1.23456, 4)).toBe(1.2346);
    expect(roundTo(1.5e-7, 2)).toBe(0);
    expect(round2(-0.001)).toBe(0);
    expect(Object.is(round2(-0.001), -0)).toBe(false);
  });

  it('truncates towards zero', () => {
    expect(truncateTo(0.29, 2)).toBe(0.29);
    expect(truncateTo(1.999, 2)).toBe(1.99);
    expect(truncateTo(-1.999, 2)).toBe(-1.99);
  });

  it('converts to and from hundredths exactly', () => {
    expect(toHundredths(1.13)).toBe(113);
    expect(fromHundredths(113)).toBe(1.13);
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(decimalPlaces(1.25)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(10)).toBe(0);
  });

  it('round2 of any 2-decimal amount is itself, and hundredths round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const amount = fromHundredths(cents);
        expect(round2(amount)).toBe(amount);
        expect(toHundredths(amount)).toBe(cents);
      }),
    );
  });

  it('round2 is within half a penny of its input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(Math.abs(round2(value) - value)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
