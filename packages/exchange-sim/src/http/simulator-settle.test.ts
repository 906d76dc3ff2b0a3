import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiNg } from '../api-ng/testing/api-ng-harness.js';
import { placeOrders } from '../core/place-orders.js';
import { flush, limitBet, worldFixture } from '../lifecycle/world-testing.js';
import { SIM_DEFAULTS } from '../simulator.js';
import { limit } from '../testing/fixtures.js';
import { exchangeSimPlugin } from './plugin.js';
import { SETTLE_PATH } from './simulator-settle.js';

type Harness = Awaited<ReturnType<typeof startApiNg>>;
let harness: Harness | undefined;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await harness?.close();
  await close?.();
  harness = undefined;
  close = undefined;
});

interface Cleared {
  clearedOrders: Array<{
    marketId: string;
    betId: string;
    betOutcome: string;
    profit: number;
    commission?: number;
  }>;
}

const MINUTE = 60_000;

describe('simulator settle control', () => {
  it('settles a market now with the chosen winner: people see it in their cleared orders', async () => {
    harness = await startApiNg({ marketControls: true });
    const market = harness.addMarket();
    // a backs runner 1000 at 3 for 10, b lays it: a wins 20, b loses 20.
    await harness.call(
      'placeOrders',
      { marketId: market.marketId, instructions: [limit(1000, 'LAY', 3, 10)] },
      'b',
    );
    await harness.call('placeOrders', {
      marketId: market.marketId,
      instructions: [limit(1000, 'BACK', 3, 10)],
    });
    // An unmatched bet lapses at settlement, as the world's settlement does.
    await harness.call('placeOrders', {
      marketId: market.marketId,
      instructions: [limit(1001, 'BACK', 50, 2)],
    });

    const answer = await harness.post(
      SETTLE_PATH,
      JSON.stringify({ marketId: market.marketId, winnerSelectionId: 1000 }),
      harness.authHeaders('c'),
    );
    expect(answer).toEqual({ status: 200, body: { marketId: market.marketId, winnerSelectionId: 1000 } });
    expect(market.status).toBe('CLOSED');
    expect(market.runners.map((runner) => runner.status)).toEqual(['WINNER', 'LOSER', 'LOSER']);

    const settledFor = (accountId: string) =>
      harness!.call<Cleared>('listClearedOrders', { betStatus: 'SETTLED' }, accountId);
    // Net 20 won, 5 % commission: 1.00 (on the market, not on the bet line).
    expect((await settledFor('a')).clearedOrders).toEqual([
      expect.objectContaining({ marketId: market.marketId, betOutcome: 'WON', profit: 20 }),
    ]);
    expect((await settledFor('b')).clearedOrders).toEqual([
      expect.objectContaining({ marketId: market.marketId, betOutcome: 'LOST', profit: -20 }),
    ]);
    const lapsed = await harness.call<Cleared>('listClearedOrders', { betStatus: 'LAPSED' });
    expect(lapsed.clearedOrders).toHaveLength(1);
    const funds = await harness.call<{ availableToBetBalance: number }>(
      'getAccountFunds',
      {},
      'a',
      'account',
    );
    expect(funds.availableToBetBalance).toBe(1000 + 20 - 1);

    // Once settled, settled for good.
    const again = await harness.post(
      SETTLE_PATH,
      JSON.stringify({ marketId: market.marketId, winnerSelectionId: 1001 }),
      harness.authHeaders('c'),
    );
    expect(again).toEqual({ status: 400, body: { error: 'MARKET_ALREADY_SETTLED' } });
    expect((await settledFor('a')).clearedOrders).toHaveLength(1);
  });

  it('makes the first runner the winner when none is named', async () => {
    harness = await startApiNg({ marketControls: true });
    const market = harness.addMarket();
    const answer = await harness.post(
      SETTLE_PATH,
      JSON.stringify({ marketId: market.marketId }),
      harness.authHeaders('a'),
    );
    expect(answer).toEqual({ status: 200, body: { marketId: market.marketId, winnerSelectionId: 1000 } });
    expect(market.runners[0]!.status).toBe('WINNER');
  });

  it('refuses a bad body, an unknown market or runner, a LINE market and a caller without a session', async () => {
    harness = await startApiNg({ marketControls: true });
    const market = harness.addMarket();
    const line = harness.addMarket({ marketId: '1.100000002', bettingType: 'LINE' });
    const settle = (body: unknown) =>
      harness!.post(SETTLE_PATH, JSON.stringify(body), harness!.authHeaders('a'));
    for (const body of [
      null,
      [],
      'x',
      {},
      { marketId: 1 },
      { marketId: market.marketId, winnerSelectionId: '1000' },
    ]) {
      const answer = await settle(body);
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(/^Send \{"marketId"/);
    }
    expect(await settle({ marketId: '1.999' })).toEqual({ status: 400, body: { error: 'MARKET_NOT_FOUND' } });
    expect(await settle({ marketId: market.marketId, winnerSelectionId: 42 })).toEqual({
      status: 400,
      body: { error: 'RUNNER_NOT_IN_MARKET' },
    });
    expect(await settle({ marketId: line.marketId })).toEqual({
      status: 400,
      body: { error: 'ONLY_ODDS_MARKETS' },
    });
    const anonymous = await harness.post(
      SETTLE_PATH,
      JSON.stringify({ marketId: market.marketId }),
      harness.authHeaders(undefined),
    );
    expect(anonymous.status).toBe(401);
    expect(market.status).toBe('OPEN');
  });

  it('is not mounted unless the host asks for it', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    const answer = await harness.post(
      SETTLE_PATH,
      JSON.stringify({ marketId: market.marketId }),
      harness.authHeaders('a'),
    );
    expect(answer.status).toBe(404);
    expect(market.status).toBe('OPEN');
  });

  it('a race settled before its off stays as settled while the world runs the race', async () => {
    const { clock, simulator, world } = worldFixture({
      sports: ['HORSE_RACING'],
      liquidity: true,
      historyMs: 0,
      horizonMs: 6 * 60 * MINUTE,
      timings: { nonRunnerChance: 1 },
    });
    const app = Fastify();
    await app.register(exchangeSimPlugin, { simulator, marketControls: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = async () => {
      simulator.stop();
      await app.close();
    };
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const demo = '100001';
    const token = simulator.sessions.create('SSO', demo, SIM_DEFAULTS.appKey).token;
    const win = [...world.registry.markets.values()]
      .filter((e) => e.world.kind === 'WIN' && e.event.startTime - clock.now() > 30 * MINUTE)
      .sort((a, b) => a.event.startTime - b.event.startTime)[0]!;
    clock.advance(1_000);
    const runner = win.market.runners[0]!;
    const price = win.market.ladder.priceAt(runner.book.restingLays.best()!.tick)!;
    const report = await placeOrders(
      simulator.exchange,
      { accountId: demo, canBet: true },
      { marketId: win.market.marketId, instructions: [limitBet(runner.selectionId, 'BACK', price, 2)] },
    );
    expect(report.instructionReports[0]!.sizeMatched).toBe(2);

    const answer = await fetch(`${base}${SETTLE_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-application': SIM_DEFAULTS.appKey,
        'x-authentication': token,
      },
      body: JSON.stringify({ marketId: win.market.marketId, winnerSelectionId: runner.selectionId }),
    });
    expect(answer.status).toBe(200);
    const settled = () =>
      simulator.exchange.cleared.filter((order) => order.marketId === win.market.marketId);
    const records = settled().filter((order) => order.accountId === demo);
    expect(records).toHaveLength(1);
    const statuses = win.market.runners.map((r) => r.status);

    // The race: a non-runner, the off, the running and the world's own settlement pass it by.
    for (let step = 0; !win.event.model.finished || step < 5; step += 1) {
      clock.advance(MINUTE);
      await flush();
      if (step > 120) throw new Error('the race never finished');
    }
    clock.advance(10 * MINUTE);
    await flush();
    const others = [...world.registry.markets.values()].filter((e) => e.event === win.event && e !== win);
    for (const entry of others) expect(entry.market.status).toBe('CLOSED');
    expect(win.market.status).toBe('CLOSED');
    expect(win.market.inPlay).toBe(false);
    expect(win.market.runners.map((r) => r.status)).toEqual(statuses);
    expect(settled().filter((order) => order.accountId === demo)).toEqual(records);
  });
});
