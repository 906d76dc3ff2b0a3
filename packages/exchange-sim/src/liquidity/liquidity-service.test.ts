import { describe, expect, it, vi } from 'vitest';
import { placeOrders } from '../core/place-orders.js';
import type { SimRunner } from '../core/market.js';
import { flush, limitBet, nextMarket, worldFixture } from '../lifecycle/world-testing.js';
import { MAKER_ACCOUNTS } from './synthetic-accounts.js';

const MINUTE = 60_000;
const bestBack = (runner: SimRunner) => runner.book.restingLays.best()?.tick;
const bestLay = (runner: SimRunner) => runner.book.restingBacks.best()?.tick;

function quotedMatchOdds() {
  const fixture = worldFixture({ sports: ['SOCCER'], historyMs: 0, horizonMs: 4 * 60 * MINUTE });
  const entry = nextMarket(fixture.world, fixture.clock.now() + 30 * MINUTE, 'MATCH_ODDS');
  fixture.clock.advance(1_000);
  fixture.world.liquidity!.quoteMarket(entry.market.marketId);
  return { ...fixture, entry };
}

describe('synthetic liquidity', () => {
  it('keeps books uncrossed and two-sided, 1–3 ticks wide on favourites, near a 100–103 % book', () => {
    const { entry } = quotedMatchOdds();
    let overround = 0;
    for (const runner of entry.market.runners) {
      const back = bestBack(runner)!;
      const lay = bestLay(runner)!;
      expect(back).toBeLessThan(lay);
      expect(runner.book.restingLays.depth).toBeGreaterThanOrEqual(2);
      expect(runner.book.restingBacks.depth).toBeGreaterThanOrEqual(2);
      const price = entry.market.ladder.priceAt(back)!;
      overround += 1 / price;
      if (price < 5) expect(lay - back).toBeLessThanOrEqual(3);
    }
    expect(overround).toBeGreaterThan(0.99);
    expect(overround).toBeLessThan(1.06);
  });

  it('matches a user back at the best available price against synthetic layers', async () => {
    const { simulator, entry } = quotedMatchOdds();
    const runner = entry.market.runners[0]!;
    const price = entry.market.ladder.priceAt(bestBack(runner)!)!;
    const report = await placeOrders(
      simulator.exchange,
      { accountId: '100001', canBet: true },
      {
        marketId: entry.market.marketId,
        instructions: [limitBet(runner.selectionId, 'BACK', price, 5)],
      },
    );
    expect(report.instructionReports[0]).toMatchObject({
      orderStatus: 'EXECUTION_COMPLETE',
      sizeMatched: 5,
      averagePriceMatched: price,
    });
    expect(runner.book.lastTradedTick).toBe(bestBack(runner) ?? runner.book.lastTradedTick);
  });

  it('matches a resting user back when the price drifts through it', async () => {
    const { simulator, world, entry } = quotedMatchOdds();
    const runner = entry.market.runners[0]!;
    const ladder = entry.market.ladder;
    const target = bestLay(runner)! + 6;
    const report = await placeOrders(
      simulator.exchange,
      { accountId: '100001', canBet: true },
      {
        marketId: entry.market.marketId,
        instructions: [limitBet(runner.selectionId, 'BACK', ladder.priceAt(target)!, 5)],
      },
    );
    const order = simulator.exchange.orders.get(report.instructionReports[0]!.betId!)!;
    expect(order.remaining).toBe(500);
    // The runner drifts well past the user's price: makers' new lay quotes cross the resting back.
    const model = entry.event.model;
    const fair = model.fairValues.bind(model);
    model.fairValues = (market) => {
      const values = [...fair(market)];
      if (market === entry.world) values[0] = 1 / ladder.priceAt(target + 8)!;
      return values;
    };
    world.liquidity!.quoteMarket(entry.market.marketId);
    await flush();
    expect(order.matched).toBe(500);
    expect(order.averagePriceMatched).toBe(ladder.priceAt(target));
    expect(bestBack(runner)!).toBeLessThan(bestLay(runner)!);
  });

  it('logs a refused maker placement once per kind of refusal (it would leave the market without quotes)', async () => {
    const { simulator, world, entry } = quotedMatchOdds();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const maker of MAKER_ACCOUNTS)
        simulator.exchange.injectFault(maker.accountId, 'SERVICE_UNAVAILABLE', 4);
      world.liquidity!.quoteMarket(entry.market.marketId);
      await flush();
      world.liquidity!.quoteMarket(entry.market.marketId);
      await flush();
      // Several batches were refused (each took one injected fault) and one line says so.
      let faultsLeft = 0;
      for (const maker of MAKER_ACCOUNTS)
        while (simulator.exchange.takeFault(maker.accountId) !== undefined) faultsLeft += 1;
      expect(4 * MAKER_ACCOUNTS.length - faultsLeft).toBeGreaterThan(1);
      const refusals = warn.mock.calls.filter(([text]) => String(text).includes('was refused'));
      expect(refusals).toHaveLength(1);
      expect(String(refusals[0]![0])).toContain(`${entry.market.marketId} was refused (SERVICE_UNAVAILABLE`);
    } finally {
      warn.mockRestore();
    }
  });
});
