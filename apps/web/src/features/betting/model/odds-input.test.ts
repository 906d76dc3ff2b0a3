import { CLASSIC_LADDER, lineRangeLadder } from '@greenbook/trading';
import { describe, expect, it } from 'vitest';
import { checkOddText, oddOnBlur, stepOdd } from './odds-input';

describe('odds in confirmation (trading-core §5)', () => {
  it('is ready only for a ladder price', () => {
    expect(checkOddText(CLASSIC_LADDER, '3.05')).toEqual({ ready: true, remainder: 0 });
    expect(checkOddText(CLASSIC_LADDER, '3.07')).toEqual({ ready: false, remainder: 0.02 });
    expect(checkOddText(CLASSIC_LADDER, '1001').ready).toBe(false);
    expect(checkOddText(CLASSIC_LADDER, 'abc').ready).toBe(false);
  });

  it('snaps down on blur, and sets an out-of-range odd to the bound with a flash', () => {
    expect(oddOnBlur(CLASSIC_LADDER, '3.07', 2)).toEqual({ price: 3.05, flash: false });
    expect(oddOnBlur(CLASSIC_LADDER, '1500', 2)).toEqual({ price: 1000, flash: true });
    expect(oddOnBlur(CLASSIC_LADDER, '1', 2)).toEqual({ price: 1.01, flash: true });
  });

  it('uses the line range of the market', () => {
    const ladder = lineRangeLadder({ interval: 0.5, minUnit: 0.5, maxUnit: 100 });
    expect(oddOnBlur(ladder, '7.7', 1)).toEqual({ price: 7.5, flash: false });
  });

  it('steps one tick', () => {
    expect(stepOdd(CLASSIC_LADDER, 2, 1)).toBe(2.02);
    expect(stepOdd(CLASSIC_LADDER, 2, -1)).toBe(1.99);
    expect(stepOdd(CLASSIC_LADDER, 1000, 1)).toBe(1000);
  });
});
