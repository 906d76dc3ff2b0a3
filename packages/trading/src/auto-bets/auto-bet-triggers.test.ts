import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASSIC_LADDER } from '../ladder/price-ladder.js';
import type { AutoBet } from './auto-bet.js';
import { AUTO_BET_SENT_MESSAGE } from './auto-bet-messages.js';
import { activeAutoBets } from './auto-bet-schedule.js';
import {
  NO_BEST_PRICE,
  autoBetPriceReached,
  autoBetReadyToPlace,
  fireTriggeredAutoBets,
} from './auto-bet-triggers.js';

const armed = (overrides: Partial<AutoBet>): AutoBet => ({
  autoBetType: 'STOP_LOSS',
  betId: 'T1_STOP_LOSS',
  triggerBetId: 'T1',
  eventId: 1,
  marketId: '1.1',
  runnerId: 11,
  side: 'LAY',
  odd: 3.1,
  stakeOriginal: 10,
  stakeRemaining: 10,
  newStake: 10,
  stakeSent: 0,
  userCurrency: 'GBP',
  ...overrides,
});
const prices = (bestBack: number, bestLay: number) => ({ bestBack, bestLay });

describe('price rule (trading-core §4)', () => {
  it('fires a LAY stop loss after a BACK at 3.0 / 2 ticks once the best lay is 3.1 or more', () => {
    const rule = { autoBetType: 'STOP_LOSS', side: 'LAY', odd: 3.1 } as const;
    expect(autoBetPriceReached(rule, prices(3, 3.05))).toBe(false);
    expect(autoBetPriceReached(rule, prices(3.05, 3.1))).toBe(true);
    expect(autoBetPriceReached(rule, prices(3.1, 3.2))).toBe(true);
    // the best back alone does not decide for a LAY auto bet
    expect(autoBetPriceReached(rule, prices(3.5, 3.05))).toBe(false);
  });

  it('fires a BACK stop loss after a LAY at 3.0 once the best back is 2.96 or less', () => {
    const rule = { autoBetType: 'STOP_LOSS', side: 'BACK', odd: 2.96 } as const;
    expect(autoBetPriceReached(rule, prices(2.98, 3))).toBe(false);
    expect(autoBetPriceReached(rule, prices(2.96, 2.98))).toBe(true);
  });

  it('fires a take profit when the market can fill it at its odd or better', () => {
    // after a BACK at 3.0: LAY at 2.96, fillable once the best lay price is 2.96 or lower
    const lay = { autoBetType: 'TICK_OFFSET', side: 'LAY', odd: 2.96 } as const;
    expect(autoBetPriceReached(lay, prices(2.96, 2.98))).toBe(false);
    expect(autoBetPriceReached(lay, prices(2.94, 2.96))).toBe(true);
    // after a LAY at 3.0: BACK at 3.1, fillable once the best back price is 3.1 or higher
    const back = { autoBetType: 'TICK_OFFSET', side: 'BACK', odd: 3.1 } as const;
    expect(autoBetPriceReached(back, prices(3.05, 3.1))).toBe(false);
    expect(autoBetPriceReached(back, prices(3.1, 3.15))).toBe(true);
  });

  it('never fires without a price', () => {
    expect(
      autoBetPriceReached({ autoBetType: 'STOP_LOSS', side: 'LAY', odd: 3.1 }, prices(3, NO_BEST_PRICE)),
    ).toBe(false);
    expect(
      autoBetPriceReached({ autoBetType: 'STOP_LOSS', side: 'BACK', odd: 3.1 }, prices(NO_BEST_PRICE, 3)),
    ).toBe(false);
  });

  it('is on one side of the odd only: take profit and stop loss at the same odd agree only at the odd itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CLASSIC_LADDER.size - 1 }),
        fc.integer({ min: 0, max: CLASSIC_LADDER.size - 1 }),
        fc.constantFrom('BACK' as const, 'LAY' as const),
        (oddIndex, priceIndex, side) => {
          const odd = CLASSIC_LADDER.priceAt(oddIndex) ?? 0;
          const price = CLASSIC_LADDER.priceAt(priceIndex) ?? 0;
          const quote = prices(price, price);
          const takeProfit = autoBetPriceReached({ autoBetType: 'TICK_OFFSET', side, odd }, quote);
          const stopLoss = autoBetPriceReached({ autoBetType: 'STOP_LOSS', side, odd }, quote);
          expect(takeProfit || stopLoss).toBe(true);
          expect(takeProfit && stopLoss).toBe(priceIndex === oddIndex);
          // a LAY take profit wants the price at or under the odd
          if (side === 'LAY') expect(takeProfit).toBe(priceIndex <= oddIndex);
          else expect(takeProfit).toBe(priceIndex >= oddIndex);
        },
      ),
    );
  });
});

describe('fireTriggeredAutoBets (trading-core §4/§5)', () => {
  it('needs newStake at or above the currency minimum stake', () => {
    const reached = prices(3.1, 3.15);
    expect(autoBetReadyToPlace(armed({ newStake: 0.99 }), reached)).toBe(false);
    expect(autoBetReadyToPlace(armed({ newStake: 1 }), reached)).toBe(true);
    // AUD minimum is 5
    expect(autoBetReadyToPlace(armed({ newStake: 4.99, userCurrency: 'AUD' }), reached)).toBe(false);
    expect(autoBetReadyToPlace(armed({ newStake: 5, userCurrency: 'aud' }), reached)).toBe(true);
    expect(autoBetReadyToPlace(armed({ userCurrency: 'XYZ' }), reached)).toBe(false);
    expect(autoBetReadyToPlace(armed({}), undefined)).toBe(false);
  });

  it('places, clears from the active schedule, toasts, and never places the same stake twice', () => {
    const schedule = [
      armed({ newStake: 4, stakeRemaining: 10 }),
      armed({ betId: 'T2_STOP_LOSS', triggerBetId: 'T2', runnerId: 12 }),
    ];
    const pricesFor = (_market: string, runner: number | string) =>
      runner === 11 ? prices(3.1, 3.15) : prices(3, 3.05);
    const step = fireTriggeredAutoBets(schedule, pricesFor);
    expect(step.toast).toBe(AUTO_BET_SENT_MESSAGE);
    expect(step.placements).toEqual([schedule[0]]);
    // 4 sent, 6 of the trigger still to cover
    expect(step.schedule[0]).toMatchObject({ newStake: 0, stakeSent: 4, stakeRemaining: 6 });
    expect(activeAutoBets(step.schedule).map((a) => a.betId)).toEqual(['T2_STOP_LOSS']);
    const again = fireTriggeredAutoBets(step.schedule, pricesFor);
    expect(again.placements).toEqual([]);
    expect(again.schedule).toBe(step.schedule);
    expect(again.toast).toBeUndefined();
  });

  it('removes the record once all of the trigger stake is covered', () => {
    const step = fireTriggeredAutoBets([armed({})], () => prices(3.1, 3.2));
    expect(step.placements.map((p) => p.newStake)).toEqual([10]);
    expect(step.schedule).toEqual([]);
  });
});
