import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASSIC_LADDER } from '../ladder/price-ladder.js';
import { fromHundredths, round2, sumMoney } from '../money/decimal.js';
import { runnerPosition } from './runner-position.js';
import type { RunnerOrdersInput } from './position-types.js';

const odds = fc.integer({ min: 0, max: CLASSIC_LADDER.size - 1 }).map((i) => CLASSIC_LADDER.priceAt(i) ?? 2);
const stakeCents = fc.integer({ min: 0, max: 500_000 });
const leg = fc.tuple(odds, stakeCents.map(fromHundredths));

function position(orders: RunnerOrdersInput) {
  const result = runnerPosition('1_0', orders);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('runnerPosition — worked example', () => {
  // Backs 10 @ 3.0 and 5 @ 2.5, lay 4 @ 2.0:
  //   win  = 10×2 + 5×1.5 − 4×1 = 20 + 7.5 − 4 = 23.5
  //   lose = 4 − (10 + 5)       = −11
  //   back average = (10×3 + 5×2.5) / 15 = 42.5 / 15 = 2.8333…  → 2.8333
  // Unmatched back 2 @ 4 and lay 3 @ 1.5 as if matched:
  //   session win  = 23.5 + 2×3 − 3×0.5 = 28
  //   session lose = −11 − 2 + 3       = −10
  const orders: RunnerOrdersInput = {
    matchedBacks: [
      [3, 10],
      [2.5, 5],
    ],
    matchedLays: new Map([[2, 4]]),
    unmatched: [
      { side: 'B', price: 4, sizeRemaining: 2 },
      { side: 'L', price: 1.5, sizeRemaining: 3 },
    ],
  };

  it('computes actualGains', () => {
    expect(position(orders)).toEqual({
      runnerId: '1_0',
      profit: 23.5,
      profitIfLose: -11,
      sessionProfit: 28,
      sessionProfitIfLose: -10,
      backStakeTotal: 15,
      backOddAverage: 2.8333,
      layStakeTotal: 4,
      layOddAverage: 2,
    });
  });

  it('rounds profit once, half away from zero', () => {
    // 0.50 @ 1.01 wins 0.005 → 0.01; two of them win 0.01 exactly (not 0.01 + 0.01).
    expect(position({ matchedBacks: [[1.01, 0.5]] }).profit).toBe(0.01);
    expect(
      position({
        matchedBacks: [
          [1.01, 0.5],
          [1.01, 0.5],
        ],
      }).profit,
    ).toBe(0.01);
    // Average of 1 @ 1.01 and 2 @ 1.02 = 3.05 / 3 = 1.01666… → 1.0167
    expect(
      position({
        matchedBacks: [
          [1.01, 1],
          [1.02, 2],
        ],
      }).backOddAverage,
    ).toBe(1.0167);
  });

  it('reports zero averages and totals with no bets', () => {
    expect(position({})).toMatchObject({ profit: 0, profitIfLose: 0, backOddAverage: 0, layOddAverage: 0 });
  });

  it('refuses invalid amounts with a typed error', () => {
    const bad: RunnerOrdersInput[] = [
      { matchedBacks: [[2, Number.NaN]] },
      { matchedBacks: [[2, -1]] },
      { matchedLays: [[1, 5]] },
      { matchedLays: [[1001, 5]] },
      { matchedBacks: [[2.005, 5]] },
      { matchedBacks: [[2, 1.001]] },
      { unmatched: [{ side: 'L', price: 3, sizeRemaining: Number.POSITIVE_INFINITY }] },
    ];
    for (const orders of bad) {
      const result = runnerPosition('9_0', orders);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.reason).toBe('INVALID_AMOUNT');
        expect(result.error.message).toContain('runner 9_0');
      }
    }
  });
});

describe('runnerPosition — properties', () => {
  it('back P&L if it wins is Σ stake × (odd − 1), and −Σ stake if it loses', () => {
    fc.assert(
      fc.property(fc.array(leg, { maxLength: 8 }), (backs) => {
        const p = position({ matchedBacks: backs });
        // Reference in whole ten-thousandths: stake¢ × (odd¢ − 100).
        const units = backs.reduce((t, [o, s]) => t + Math.round(s * 100) * (Math.round(o * 100) - 100), 0);
        expect(p.profit).toBe(round2(units / 10_000));
        expect(p.profitIfLose).toBe(-sumMoney(backs.map(([, s]) => s)) + 0);
        expect(p.backStakeTotal).toBe(sumMoney(backs.map(([, s]) => s)));
      }),
    );
  });

  it('a back and an equal lay at the same odd cancel out', () => {
    fc.assert(
      fc.property(fc.array(leg, { maxLength: 6 }), leg, (others, [o, s]) => {
        const base = position({ matchedBacks: others });
        const hedged = position({ matchedBacks: [...others, [o, s]], matchedLays: [[o, s]] });
        expect(hedged.profit).toBe(base.profit);
        expect(hedged.profitIfLose).toBe(base.profitIfLose);
        const flat = position({ matchedBacks: [[o, s]], matchedLays: [[o, s]] });
        expect([flat.profit, flat.profitIfLose]).toEqual([0, 0]);
      }),
    );
  });

  it('lays mirror backs', () => {
    fc.assert(
      fc.property(fc.array(leg, { maxLength: 6 }), (bets) => {
        const back = position({ matchedBacks: bets });
        const lay = position({ matchedLays: bets });
        expect(lay.profit).toBe(-back.profit + 0);
        expect(lay.profitIfLose).toBe(-back.profitIfLose + 0);
        expect(lay.layOddAverage).toBe(back.backOddAverage);
      }),
    );
  });

  it('unmatched bets change only the session figures, as if matched', () => {
    fc.assert(
      fc.property(fc.array(leg, { maxLength: 4 }), fc.array(leg, { maxLength: 4 }), (matched, pending) => {
        const unmatched = pending.map(([price, sizeRemaining]) => ({
          side: 'B' as const,
          price,
          sizeRemaining,
        }));
        const withPending = position({ matchedBacks: matched, unmatched });
        const allMatched = position({ matchedBacks: [...matched, ...pending] });
        const onlyMatched = position({ matchedBacks: matched });
        expect(withPending.profit).toBe(onlyMatched.profit);
        expect(withPending.sessionProfit).toBe(allMatched.profit);
        expect(withPending.sessionProfitIfLose).toBe(allMatched.profitIfLose);
      }),
    );
  });

  it('the average odd lies between the lowest and highest matched odd', () => {
    fc.assert(
      fc.property(fc.array(leg, { minLength: 1, maxLength: 8 }), (bets) => {
        const staked = bets.filter(([, s]) => s > 0);
        const avg = position({ matchedBacks: bets }).backOddAverage;
        if (staked.length === 0) {
          expect(avg).toBe(0);
          return;
        }
        const prices = staked.map(([o]) => o);
        expect(avg).toBeGreaterThanOrEqual(Math.min(...prices));
        expect(avg).toBeLessThanOrEqual(Math.max(...prices));
      }),
    );
  });
});
