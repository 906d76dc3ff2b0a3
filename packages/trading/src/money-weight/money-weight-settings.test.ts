import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_MONEY_WEIGHT,
  MONEY_WEIGHT_SAVE_MESSAGE,
  MONEY_WEIGHT_TOTAL_MESSAGE,
  checkMoneyWeight,
  moneyWeightTotal,
  resetMoneyWeight,
  saveMoneyWeight,
  setMoneyWeight,
  type MoneyWeightLevel,
} from './money-weight-settings.js';

describe('money weight settings (trading-core §5, §9)', () => {
  it('defaults and resets to 50/30/20', () => {
    expect(DEFAULT_MONEY_WEIGHT).toEqual({ bestOdd: 50, secondOdd: 30, thirdOdd: 20 });
    expect(resetMoneyWeight()).toEqual({ bestOdd: 50, secondOdd: 30, thirdOdd: 20 });
    expect(checkMoneyWeight(DEFAULT_MONEY_WEIGHT)).toEqual({ valid: true });
  });

  it('ignores a change outside 0…100 or not whole', () => {
    for (const value of [-1, 101, 50.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(setMoneyWeight(DEFAULT_MONEY_WEIGHT, 'bestOdd', value)).toBe(DEFAULT_MONEY_WEIGHT);
    }
    expect(setMoneyWeight(DEFAULT_MONEY_WEIGHT, 'bestOdd', 0)).toEqual({
      bestOdd: 0,
      secondOdd: 30,
      thirdOdd: 20,
    });
    expect(setMoneyWeight(DEFAULT_MONEY_WEIGHT, 'thirdOdd', 100)).toEqual({
      bestOdd: 50,
      secondOdd: 30,
      thirdOdd: 100,
    });
  });

  it('is invalid unless the total is exactly 100, and saving then refuses', () => {
    // 60 + 30 + 20 = 110
    const over = setMoneyWeight(DEFAULT_MONEY_WEIGHT, 'bestOdd', 60);
    expect(moneyWeightTotal(over)).toBe(110);
    expect(checkMoneyWeight(over)).toEqual({ valid: false, message: 'Total must amount to 100%' });
    expect(saveMoneyWeight(over)).toEqual({ ok: false, message: 'Please check weight of money values' });
    expect(MONEY_WEIGHT_TOTAL_MESSAGE).toBe('Total must amount to 100%');
    expect(MONEY_WEIGHT_SAVE_MESSAGE).toBe('Please check weight of money values');
    // 40 + 40 + 20 = 100
    const fine = setMoneyWeight(setMoneyWeight(DEFAULT_MONEY_WEIGHT, 'bestOdd', 40), 'secondOdd', 40);
    expect(saveMoneyWeight(fine)).toEqual({ ok: true, settings: fine });
    // 99 + 1 + 0 = 100
    expect(checkMoneyWeight({ bestOdd: 99, secondOdd: 1, thirdOdd: 0 }).valid).toBe(true);
    expect(checkMoneyWeight({ bestOdd: 120, secondOdd: -20, thirdOdd: 0 }).valid).toBe(false);
  });

  it('any update keeps every value within 0…100, and validity means a total of 100', () => {
    const level = fc.constantFrom<MoneyWeightLevel>('bestOdd', 'secondOdd', 'thirdOdd');
    const value = fc.oneof(fc.integer({ min: -200, max: 300 }), fc.double());
    fc.assert(
      fc.property(fc.array(fc.tuple(level, value), { maxLength: 20 }), (changes) => {
        let settings = DEFAULT_MONEY_WEIGHT;
        for (const [l, v] of changes) {
          settings = setMoneyWeight(settings, l, v);
          for (const x of [settings.bestOdd, settings.secondOdd, settings.thirdOdd]) {
            expect(Number.isInteger(x) && x >= 0 && x <= 100).toBe(true);
          }
          expect(checkMoneyWeight(settings).valid).toBe(moneyWeightTotal(settings) === 100);
        }
      }),
    );
  });
});
