import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASSIC_LADDER } from '../ladder/price-ladder.js';
import { fromHundredths } from '../money/decimal.js';
import { exactRunnerPosition } from '../positions/runner-position.js';
import type { RunnerOrdersInput } from '../positions/position-types.js';
import { betTowardsTarget, closingOdd, closingSide, greenUpAtOdd, usableOdd } from './green-up.js';

function exact(orders: RunnerOrdersInput) {
  const result = exactRunnerPosition('1_0', orders);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('usableOdd / closingOdd', () => {
  it('accepts only ladder-range prices with 2 decimals', () => {
    expect([1.01, 2.5, 1000].map(usableOdd)).toEqual([1.01, 2.5, 1000]);
    expect([undefined, -1, 0, 1, 1.005, 1001, Number.NaN].map(usableOdd)).toEqual(Array(7).fill(undefined));
  });

  it('lays at the best lay and backs at the best back', () => {
    expect(closingOdd('LAY', { bestBackOdd: 2.4, bestLayOdd: 2.5 })).toBe(2.5);
    expect(closingOdd('BACK', { bestBackOdd: 2.4, bestLayOdd: 2.5 })).toBe(2.4);
    expect(closingOdd('BACK', { bestBackOdd: -1, bestLayOdd: 2.5 })).toBeUndefined();
  });
});

describe('greenUpAtOdd', () => {
  it('lays a net back: back 10 @ 3 closed at 2.5', () => {
    // win 20, lose −10, D = 30 → LAY 30 / 2.5 = 12 → win 20 − 12×1.5 = 2, lose −10 + 12 = 2
    const result = greenUpAtOdd(exact({ matchedBacks: [[3, 10]] }), 2.5);
    expect(result).toMatchObject({ kind: 'BET', bet: { side: 'LAY', stake: 12, odd: 2.5 } });
    if (result.kind === 'BET')
      expect([result.bet.winUnitsAfter, result.bet.loseUnitsAfter]).toEqual([20_000, 20_000]);
  });

  it('backs a net lay: lay 10 @ 4 closed at 5', () => {
    // win −30, lose 10, D = −40 → BACK 40 / 5 = 8 → win −30 + 8×4 = 2, lose 10 − 8 = 2
    const result = greenUpAtOdd(exact({ matchedLays: [[4, 10]] }), 5);
    expect(result).toMatchObject({ kind: 'BET', bet: { side: 'BACK', stake: 8 } });
  });

  it('rounds the stake to 2 dp: back 10 @ 3 closed at 7', () => {
    // 30 / 7 = 4.2857… → 4.29: win 20 − 4.29×6 = −5.74, lose −10 + 4.29 = −5.71 (0.03 ≤ 0.005×7)
    const result = greenUpAtOdd(exact({ matchedBacks: [[3, 10]] }), 7);
    expect(result).toMatchObject({
      kind: 'BET',
      bet: { stake: 4.29, winUnitsAfter: -57_400, loseUnitsAfter: -57_100 },
    });
  });

  it('says LEVEL for a level runner and INVALID_ODD for a bad odd', () => {
    expect(greenUpAtOdd(exact({}), 2)).toEqual({ kind: 'LEVEL' });
    expect(greenUpAtOdd(exact({ matchedBacks: [[2, 1]] }), 1)).toEqual({ kind: 'INVALID_ODD' });
  });

  const odds = fc
    .integer({ min: 0, max: CLASSIC_LADDER.size - 1 })
    .map((i) => CLASSIC_LADDER.priceAt(i) ?? 2);
  const leg = fc.tuple(odds, fc.integer({ min: 0, max: 100_000 }).map(fromHundredths));
  const orders = fc.record({
    matchedBacks: fc.array(leg, { maxLength: 4 }),
    matchedLays: fc.array(leg, { maxLength: 4 }),
  });

  it('leaves win and lose within 0.005 × odd of each other (exactly, in units)', () => {
    fc.assert(
      fc.property(orders, odds, (o, odd) => {
        const position = exact(o);
        const result = greenUpAtOdd(position, odd);
        if (result.kind === 'LEVEL') {
          expect(position.winUnits).toBe(position.loseUnits);
          return;
        }
        expect(result.kind).toBe('BET');
        if (result.kind !== 'BET') return;
        // 0.005 × odd in units of 10^-4 = odd¢ / 2.
        const gap = Math.abs(result.bet.winUnitsAfter - result.bet.loseUnitsAfter);
        expect(2 * gap).toBeLessThanOrEqual(Math.round(odd * 100));
        expect(result.bet.side).toBe(closingSide(position));
      }),
    );
  });

  it('moves the difference to any target within 0.005 × odd', () => {
    fc.assert(
      fc.property(orders, odds, fc.integer({ min: -1e8, max: 1e8 }), (o, odd, target) => {
        const result = betTowardsTarget(exact(o), target, odd);
        if (result.kind !== 'BET') return;
        const gap = Math.abs(result.bet.winUnitsAfter - result.bet.loseUnitsAfter - target);
        expect(2 * gap).toBeLessThanOrEqual(Math.round(odd * 100));
      }),
    );
  });
});
