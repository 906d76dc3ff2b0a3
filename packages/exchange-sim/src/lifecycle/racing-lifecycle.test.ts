import { describe, expect, it } from 'vitest';
import { placeOrders } from '../core/place-orders.js';
import { flush, limitBet, worldFixture } from './world-testing.js';

const MINUTE = 60_000;

describe('racing lifecycle', () => {
  it('removes a non-runner with a reduction factor, reconciles BSP and settles win, place and each way', async () => {
    const { clock, simulator, world } = worldFixture({
      sports: ['HORSE_RACING'],
      historyMs: 0,
      horizonMs: 6 * 60 * MINUTE,
      timings: { nonRunnerChance: 1 },
    });
    const entries = [...world.registry.markets.values()];
    const win = entries
      .filter(
        (e) =>
          e.world.kind === 'WIN' &&
          e.event.startTime - clock.now() > 30 * MINUTE &&
          e.market.runners.length >= 8,
      )
      .filter((e) => entries.some((o) => o.event === e.event && o.world.kind === 'EACH_WAY'))
      .sort((a, b) => a.event.startTime - b.event.startTime)[0]!;
    const race = entries.filter((e) => e.event === win.event);
    clock.advance(1_000);
    expect(win.market.status).toBe('OPEN');

    // A back on each of the first two runners at their best price, matched by synthetic layers.
    const betIds: string[] = [];
    for (const runner of win.market.runners.slice(0, 2)) {
      const best = runner.book.restingLays.best()!;
      const report = await placeOrders(
        simulator.exchange,
        { accountId: '100001', canBet: true },
        {
          marketId: win.market.marketId,
          instructions: [limitBet(runner.selectionId, 'BACK', win.market.ladder.priceAt(best.tick)!, 2)],
        },
      );
      expect(report.instructionReports[0]!.sizeMatched).toBe(2);
      betIds.push(report.instructionReports[0]!.betId!);
    }
    const before = betIds.map((id) => simulator.exchange.orders.get(id)!.averagePriceMatched!);

    clock.advance(win.event.startTime - clock.now() - MINUTE);
    const removed = win.market.runners.filter((r) => r.status === 'REMOVED');
    expect(removed).toHaveLength(1);
    expect(removed[0]!.removalDate).toBeDefined();
    expect(removed[0]!.adjustmentFactor).toBeGreaterThan(0);
    for (const entry of race)
      expect(entry.market.runners.filter((r) => r.status === 'REMOVED')).toHaveLength(1);
    betIds.forEach((id, index) => {
      const order = simulator.exchange.orders.get(id)!;
      if (order.selectionId === removed[0]!.selectionId) expect(order.matched).toBe(0);
      else expect(order.averagePriceMatched!).toBeLessThan(before[index]!);
    });

    clock.advance(MINUTE + 1_000);
    expect(win.market.inPlay).toBe(true);
    expect(win.market.betDelay).toBe(1);
    expect(win.market.bspReconciled).toBe(true);
    for (const runner of win.market.runners) {
      if (runner.status === 'ACTIVE') expect(runner.bsp).toBeGreaterThan(1);
    }
    for (let step = 0; step < 40 && win.market.status !== 'CLOSED'; step += 1) {
      clock.advance(MINUTE);
      await flush();
    }
    const count = (entry: (typeof race)[number], status: string) =>
      entry.market.runners.filter((r) => r.status === status).length;
    for (const entry of race) {
      expect(entry.market.status).toBe('CLOSED');
      if (entry.world.kind === 'WIN') expect(count(entry, 'WINNER')).toBe(1);
      if (entry.world.kind === 'PLACE')
        expect(count(entry, 'WINNER')).toBe(entry.market.spec.numberOfWinners);
      if (entry.world.kind === 'EACH_WAY') {
        expect(count(entry, 'WINNER')).toBe(1);
        expect(count(entry, 'PLACED')).toBe(entry.market.spec.numberOfWinners - 1);
      }
    }
    const winner = win.market.runners.find((r) => r.status === 'WINNER')!;
    const place = race.find((e) => e.world.kind === 'PLACE')!;
    expect(place.market.runner(winner.selectionId)!.status).toBe('WINNER');
    // Two bets on two runners, one runner removed at most: a settled bet carries the reduction.
    const settled = simulator.exchange.cleared.filter(
      (c) => c.accountId === '100001' && c.betStatus === 'SETTLED',
    );
    expect(settled.some((c) => c.priceReduced)).toBe(true);
    // Synthetic quotes on every OPEN race of the 6 hours ahead: more than 5 s on a loaded machine.
  }, 30_000);
});
