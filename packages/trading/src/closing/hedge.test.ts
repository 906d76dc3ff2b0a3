import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASSIC_LADDER } from '../ladder/price-ladder.js';
import { fromHundredths, toHundredths } from '../money/decimal.js';
import { runnerPosition } from '../positions/runner-position.js';
import { withMatchedBet } from '../positions/with-matched-bet.js';
import { HEDGE_ZERO_STAKE, NO_ODDS_TO_CASH_OUT } from './closing-constants.js';
import { hedgeAtBestOdds, hedgeAtOdd } from './hedge.js';
import { levelledGapBoundCents } from './level-bound.js';

describe('hedge', () => {
  it('hedges a net back at the best lay', () => {
    // back 10 @ 3: D = 30 → LAY 30 / 2.5 = 12 → win 2, lose 2
    expect(
      hedgeAtBestOdds('5_0', { matchedBacks: [[3, 10]] }, { bestBackOdd: 2.4, bestLayOdd: 2.5 }),
    ).toEqual({
      ok: true,
      bet: { runnerId: '5_0', side: 'LAY', odd: 2.5, stake: 12, type: 'hedge' },
      profitIfWinAfter: 2,
      profitIfLoseAfter: 2,
    });
  });

  it('hedges a net lay at the best back', () => {
    // lay 10 @ 4: D = −40 → BACK 40 / 5 = 8
    const result = hedgeAtBestOdds('5_0', { matchedLays: [[4, 10]] }, { bestBackOdd: 5, bestLayOdd: 5.1 });
    expect(result).toMatchObject({ ok: true, bet: { side: 'BACK', odd: 5, stake: 8 } });
  });

  it('refuses a zero-stake hedge with the spec message', () => {
    // back 0.01 @ 1.5: D = 0.005 + 0.01 = 0.015 → 0.015 / 1000 rounds to 0.00
    expect(hedgeAtOdd('5_0', { matchedBacks: [[1.5, 0.01]] }, 1000)).toEqual({
      ok: false,
      reason: 'ZERO_STAKE',
      message: HEDGE_ZERO_STAKE,
    });
    expect(hedgeAtBestOdds('5_0', {}, { bestBackOdd: 2, bestLayOdd: 2.02 })).toMatchObject({
      message: HEDGE_ZERO_STAKE,
    });
    expect(HEDGE_ZERO_STAKE).toBe(
      'Hedge not possible at this odd because would result in a zero stake value bet.',
    );
  });

  it('reports missing odds, bad odds and bad orders', () => {
    expect(hedgeAtBestOdds('5_0', { matchedBacks: [[3, 10]] }, { bestBackOdd: 2.4 })).toEqual({
      ok: false,
      reason: 'MISSING_ODDS',
      message: NO_ODDS_TO_CASH_OUT,
    });
    expect(hedgeAtOdd('5_0', { matchedBacks: [[3, 10]] }, 0.5)).toMatchObject({
      ok: false,
      reason: 'INVALID_ODD',
    });
    expect(hedgeAtOdd('5_0', { matchedBacks: [[3, -10]] }, 2)).toMatchObject({
      ok: false,
      reason: 'INVALID_AMOUNT',
    });
  });

  const odds = fc
    .integer({ min: 0, max: CLASSIC_LADDER.size - 1 })
    .map((i) => CLASSIC_LADDER.priceAt(i) ?? 2);
  const leg = fc.tuple(odds, fc.integer({ min: 0, max: 100_000 }).map(fromHundredths));

  it('leaves the hedged runner’s win and lose profits within 1 + ⌊odd / 2⌋ cents', () => {
    fc.assert(
      fc.property(
        fc.array(leg, { maxLength: 4 }),
        fc.array(leg, { maxLength: 4 }),
        odds,
        (backs, lays, odd) => {
          const orders = { matchedBacks: backs, matchedLays: lays };
          const hedge = hedgeAtOdd('5_0', orders, odd);
          if (!hedge.ok) {
            expect(hedge.reason).toBe('ZERO_STAKE');
            return;
          }
          expect(hedge.bet.stake).toBeGreaterThan(0);
          // Replay the hedge as a matched bet and read the position back.
          const side = hedge.bet.side === 'BACK' ? 'B' : 'L';
          const after = runnerPosition('5_0', withMatchedBet(orders, side, hedge.bet.odd, hedge.bet.stake));
          if (!after.ok) throw new Error(after.error.message);
          expect(after.value.profit).toBe(hedge.profitIfWinAfter);
          expect(after.value.profitIfLose).toBe(hedge.profitIfLoseAfter);
          // The product's guarantee (level-bound.ts) for one closing bet, in whole cents.
          const gap = Math.abs(toHundredths(after.value.profit) - toHundredths(after.value.profitIfLose));
          expect(gap).toBeLessThanOrEqual(levelledGapBoundCents([odd]));
        },
      ),
    );
  });
});
