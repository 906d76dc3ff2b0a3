import { describe, expect, it } from 'vitest';
import { placeOrders } from '../core/place-orders.js';
import type { MarketStatus } from '../core/types.js';
import { soccerOutcome } from './models/soccer-model.js';
import { flush, limitBet, nextMarket, worldFixture } from './world-testing.js';

const MINUTE = 60_000;

describe('event lifecycle', () => {
  it('gives the same catalogue for the same seed and start', () => {
    const ids = (seed: number) =>
      [...worldFixture({ liquidity: false }, seed).simulator.exchange.markets.values()].map(
        (m) => `${m.marketId} ${m.spec.event.name}`,
      );
    expect(ids(3)).toEqual(ids(3));
    expect(ids(4)).not.toEqual(ids(3));
  });

  it('runs a football match: open, in play, suspended on goals, settled from the score', async () => {
    const { clock, simulator, world } = worldFixture({ sports: ['SOCCER'], liquidity: false, historyMs: 0 });
    const odds = nextMarket(world, clock.now(), 'MATCH_ODDS');
    const { market, event } = odds;
    const siblings = [...world.registry.markets.values()].filter((e) => e.event === event);
    clock.advance(Math.max(0, event.startTime - clock.now() - 10 * MINUTE));
    expect(market.status).toBe('OPEN');
    const home = market.runners[0]!;
    const back = placeOrders(
      simulator.exchange,
      { accountId: '100001', canBet: true },
      { marketId: market.marketId, instructions: [limitBet(home.selectionId, 'BACK', 3, 4)] },
    );
    const lay = placeOrders(
      simulator.exchange,
      { accountId: '100004', canBet: true },
      { marketId: market.marketId, instructions: [limitBet(home.selectionId, 'LAY', 3, 4)] },
    );
    expect((await back).status).toBe('SUCCESS');
    expect((await lay).instructionReports[0]!.sizeMatched).toBe(4);

    clock.advance(10 * MINUTE);
    expect(market.inPlay).toBe(true);
    expect(market.betDelay).toBe(5);
    expect(market.status).toBe('SUSPENDED');
    clock.advance(10_000);
    expect(market.status).toBe('OPEN');

    const seen = new Set<MarketStatus>();
    let suspendedOnIncident = false;
    for (let step = 0; step < 300 && market.status !== 'CLOSED'; step += 1) {
      clock.advance(MINUTE / 2);
      seen.add(market.status);
      if (market.status === 'SUSPENDED' && market.suspendReason?.startsWith('Goal') === true)
        suspendedOnIncident = true;
      await flush();
    }
    expect(market.status).toBe('CLOSED');
    const goals = simulator.scoreboard.get(event.event.id)!.updateDetails.filter((u) => u.type === 'Goal');
    // Seed 3's first fixture has goals: each one suspended the market.
    expect(goals.length).toBeGreaterThan(0);
    expect(suspendedOnIncident).toBe(true);
    const state = simulator.scoreboard.get(event.event.id)!;
    expect(state.matchStatus).toBe('FINISHED');
    expect(state.broadcasts.tv).toBeInstanceOf(Array);
    const h = Number(state.score.home.score);
    const a = Number(state.score.away.score);
    expect(goals.length).toBe(h + a);
    for (const entry of siblings) {
      expect(entry.market.status).toBe('CLOSED');
      entry.market.runners.forEach((runner, index) => {
        const holds = soccerOutcome(entry.world.outcomes[index]!, h, a, runner.handicap);
        if (holds !== 'void') expect(runner.status).toBe(holds ? 'WINNER' : 'LOSER');
      });
    }
    const cleared = simulator.exchange.cleared.filter(
      (c) => c.accountId === '100001' && c.marketId === market.marketId,
    );
    expect(cleared).toHaveLength(1);
    expect(cleared[0]!.betOutcome).toBe(h > a ? 'WON' : 'LOST');

    clock.advance(61 * MINUTE);
    expect(simulator.exchange.markets.has(market.marketId)).toBe(false);
    expect(simulator.scoreboard.get(event.event.id)).toBeUndefined();
  });

  it('settles tennis set betting from the sets played and keeps a tennis live score', () => {
    const { clock, simulator, world } = worldFixture({ sports: ['TENNIS'], liquidity: false, historyMs: 0 });
    const sets = nextMarket(world, clock.now(), 'SET_BETTING');
    clock.advance(sets.event.startTime - clock.now() + 30 * MINUTE);
    const live = simulator.scoreboard.get(sets.event.event.id)!;
    for (const field of ['sets', 'games', 'aces', 'doubleFaults', 'serviceBreaks'] as const) {
      expect(typeof live.score.home[field]).toBe('string');
    }
    expect(live.score.home.isServing).not.toBe(live.score.away.isServing);
    for (let step = 0; step < 60 && sets.market.status !== 'CLOSED'; step += 1) clock.advance(5 * MINUTE);
    expect(sets.market.status).toBe('CLOSED');
    const final = simulator.scoreboard.get(sets.event.event.id)!;
    const score = `${final.score.home.sets} - ${final.score.away.sets}`;
    expect(sets.market.runners.find((r) => r.status === 'WINNER')!.runnerName).toBe(score);
  });
});
