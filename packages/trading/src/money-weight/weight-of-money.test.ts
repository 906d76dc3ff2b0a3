import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_MONEY_WEIGHT } from './money-weight-settings.js';
import { weightOfMoney } from './weight-of-money.js';

describe('weight of money (trading-core §5)', () => {
  it('weighs the first three levels by the settings', () => {
    // back: 100×50 + 200×30 + 300×20 = 5000 + 6000 + 6000 = 17000
    // lay:  100×50 + 100×30 + 100×20 = 10000
    // 17000 / 27000 = 62.96…% → 63%
    expect(weightOfMoney([100, 200, 300], [100, 100, 100], DEFAULT_MONEY_WEIGHT)).toEqual({
      kind: 'percent',
      backPercent: 63,
      layPercent: 37,
      text: '63%',
      tone: 'green',
    });
  });

  it('ignores levels past the third and counts missing levels as 0', () => {
    // back: 10×50 = 500; lay: 10×50 = 500 → 50%, not green
    expect(weightOfMoney([10, 0, 0, 1_000_000], [10], DEFAULT_MONEY_WEIGHT)).toMatchObject({
      backPercent: 50,
      tone: 'plain',
    });
  });

  it('rounds half up to whole percent and colours on the shown value', () => {
    // back 1×50 = 50, lay 7×50 = 350: 50/400 = 12.5% → 13%
    expect(weightOfMoney([1], [7], DEFAULT_MONEY_WEIGHT)).toMatchObject({ backPercent: 13, layPercent: 87 });
    // back 201×50 = 10050, lay 199×50 = 9950: 50.25% → 50%, shown 50% so not green
    expect(weightOfMoney([201], [199], DEFAULT_MONEY_WEIGHT)).toMatchObject({
      backPercent: 50,
      tone: 'plain',
    });
    // back 203, lay 197: 50.75% → 51%, green
    expect(weightOfMoney([203], [197], DEFAULT_MONEY_WEIGHT)).toMatchObject({
      backPercent: 51,
      tone: 'green',
    });
  });

  it('shows a dash for zero total and for invalid input', () => {
    expect(weightOfMoney([], [], DEFAULT_MONEY_WEIGHT)).toEqual({
      kind: 'none',
      text: '-',
      reason: 'NO_VOLUME',
    });
    expect(weightOfMoney([5], [5], { bestOdd: 0, secondOdd: 50, thirdOdd: 50 })).toMatchObject({ text: '-' });
    expect(weightOfMoney([-1], [5], DEFAULT_MONEY_WEIGHT)).toEqual({
      kind: 'none',
      text: '-',
      reason: 'INVALID_INPUT',
    });
    expect(weightOfMoney([Number.NaN], [5], DEFAULT_MONEY_WEIGHT)).toMatchObject({ reason: 'INVALID_INPUT' });
  });

  it('is 0–100, the two sides add up to 100, and it matches the exact ratio to the nearest percent', () => {
    const sizes = fc.array(
      fc.integer({ min: 0, max: 10_000_000 }).map((h) => h / 100),
      { maxLength: 5 },
    );
    const weight = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(sizes, sizes, weight, weight, weight, (back, lay, bestOdd, secondOdd, thirdOdd) => {
        const result = weightOfMoney(back, lay, { bestOdd, secondOdd, thirdOdd });
        const side = (s: number[]) =>
          [bestOdd, secondOdd, thirdOdd].reduce((sum, w, i) => sum + Math.round((s[i] ?? 0) * 100) * w, 0);
        const b = side(back);
        const total = b + side(lay);
        if (total === 0) {
          expect(result).toMatchObject({ kind: 'none', text: '-' });
          return;
        }
        if (result.kind !== 'percent') throw new Error('expected a percentage');
        expect(result.backPercent).toBeGreaterThanOrEqual(0);
        expect(result.backPercent).toBeLessThanOrEqual(100);
        expect(result.backPercent + result.layPercent).toBe(100);
        expect(Math.abs(result.backPercent - (100 * b) / total)).toBeLessThanOrEqual(0.5);
        expect(result.tone === 'green').toBe(result.backPercent > 50);
      }),
    );
  });
});
