import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import type { SimMarket } from '../core/market.js';
import { cancelOrders } from '../core/amend-orders.js';
import { placeOrders } from '../core/place-orders.js';
import { Simulator } from '../simulator.js';
import { accountSpec, limit } from '../testing/fixtures.js';
import { loadHistoricalMarket } from './historical-replay.js';
import { REPLAY_ACCOUNT_ID } from './replay-account.js';

const DIR = '/work/shared/acceptance-data/historical';

/** Best offers in the engine: to back (resting lays, highest) and to lay (resting backs, lowest). */
function best(market: SimMarket, selectionId: number) {
  const book = market.runner(selectionId)!.book;
  const back = book.restingLays.best();
  const lay = book.restingBacks.best();
  return {
    back: back === undefined ? undefined : [market.ladder.priceAt(back.tick), back.total / 100],
    lay: lay === undefined ? undefined : [market.ladder.priceAt(lay.tick), lay.total / 100],
    ltp: book.lastTradedTick === undefined ? undefined : market.ladder.priceAt(book.lastTradedTick),
    totalMatched: book.totalMatched / 100,
  };
}

// 1.197931750, runner 39823721 (trap 6), read from the file by replaying its atb/atl/trd lines:
//   line 1   pt 1650392673420: atb best 1.49 × 9.67,  atl best 1.5 × 22.88,  ltp 1.49, Σtrd 2115.65
//   line 40  pt 1650392712494: atb best 1.5 × 33.49,  atl best 1.51 × 7.98,  ltp 1.51, Σtrd 3646.22
//   line 120 pt 1650392793223: atb best 1.52 × 205.29, atl best 1.54 × 118.05, ltp 1.54, Σtrd 10096.72
const GREYHOUND = join(DIR, '1.197931750');
const TRAP_6 = 39823721;

describe('recorded book in the engine', () => {
  it('shows the recorded best prices, last traded price and traded total', async () => {
    const clock = new ManualClock();
    const simulator = new Simulator({ clock });
    const first = await loadHistoricalMarket(simulator, GREYHOUND);
    expect(best(first.market, TRAP_6)).toEqual({
      back: [1.49, 9.67],
      lay: [1.5, 22.88],
      ltp: 1.49,
      totalMatched: 2115.65,
    });

    const { market, service } = await loadHistoricalMarket(simulator, GREYHOUND, { startAt: 1650392712494 });
    // The file's id was taken by the first load: the next free one.
    expect(market.marketId).toBe('1.197931751');
    expect(best(market, TRAP_6)).toEqual({
      back: [1.5, 33.49],
      lay: [1.51, 7.98],
      ltp: 1.51,
      totalMatched: 3646.22,
    });
    service.start();
    clock.advance(1650392793223 - 1650392712494);
    expect(best(market, TRAP_6)).toEqual({
      back: [1.52, 205.29],
      lay: [1.54, 118.05],
      ltp: 1.54,
      totalMatched: 10096.72,
    });
    service.stop();
  });

  it('matches a person’s orders against the recorded book and settles them with the recorded result', async () => {
    const clock = new ManualClock();
    const simulator = new Simulator({ clock });
    simulator.exchange.addAccount(accountSpec('punter', 1000));
    const { market, service } = await loadHistoricalMarket(simulator, GREYHOUND, { startAt: 1650392712494 });
    const context = { accountId: 'punter', canBet: true };
    // Back 5 at 1.5: the recorded 33.49 offered at 1.5 takes it.
    const back = await placeOrders(simulator.exchange, context, {
      marketId: market.marketId,
      instructions: [limit(TRAP_6, 'BACK', 1.5, 5)],
    });
    expect(back.instructionReports[0]).toMatchObject({
      orderStatus: 'EXECUTION_COMPLETE',
      sizeMatched: 5,
      averagePriceMatched: 1.5,
    });
    expect(best(market, TRAP_6).back).toEqual([1.5, 28.49]);
    // Lay 10 at 1.51: only the recorded 7.98 is there; the rest waits at 1.51 for backers.
    const lay = await placeOrders(simulator.exchange, context, {
      marketId: market.marketId,
      instructions: [limit(TRAP_6, 'LAY', 1.51, 10)],
    });
    expect(lay.instructionReports[0]).toMatchObject({ orderStatus: 'EXECUTABLE', sizeMatched: 7.98 });
    expect(best(market, TRAP_6).back).toEqual([1.51, 2.02]);
    const counterparties = [...simulator.exchange.orders.values()].filter(
      (order) => order.accountId === REPLAY_ACCOUNT_ID && order.matched > 0,
    );
    expect(counterparties.reduce((sum, order) => sum + order.matched, 0)).toBe(500 + 798);

    cancelOrders(simulator.exchange, 'punter', { marketId: market.marketId });

    service.start();
    clock.advance(24 * 3600_000);
    expect(market.status).toBe('CLOSED');
    // Trap 2 won (the file's CLOSED definition): the back of 5 on trap 6 lost 5, the 7.98 laid on
    // it won 7.98. Net +2.98, commission 5% (marketBaseRate 5) = 0.149 → 0.15.
    const punter = simulator.exchange.accounts.get('punter')!;
    expect(punter.balanceCents).toBe(100_000 - 500 + 798 - 15);
  });
});
