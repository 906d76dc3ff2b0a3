import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalPlaces,
  fromHundredths,
  round2,
  roundTo,
  shiftDecimal,
  sumMoney,
  toHundredths,
  truncateTo,
} from './decimal.js';

/** shiftDecimal as it was first written: always through the decimal string form. */
function shiftByString(value: number, places: number): number {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

describe('shiftDecimal', () => {
  const places = fc.integer({ min: -12, max: 12 });
  const same = (value: number, by: number): void => {
    expect(shiftDecimal(value, by)).toBe(shiftByString(value, by));
  };

  it('gives the double of the string form for decimals of any number of places', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc.integer({ min: 0, max: 15 }),
        places,
        (units, decimals, by) => same(shiftByString(units, -decimals), by),
      ),
      { numRuns: 20_000 },
    );
  });

  it('gives the double of the string form for any double, whole numbers and the edges', () => {
    fc.assert(fc.property(fc.double(), places, same), { numRuns: 20_000 });
    fc.assert(fc.property(fc.integer(), places, same), { numRuns: 5_000 });
    for (const value of [
      0,
      -0,
      2 ** 44,
      -(2 ** 44),
      2 ** 53,
      1.005,
      2.675,
      0.1 + 0.2,
      1e-7,
      5e-324,
      Infinity,
      NaN,
    ])
      for (const by of [-23, -22, -8, -2, 0, 2, 8, 22, 23, 0.5]) same(value, by);
  });
});

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
