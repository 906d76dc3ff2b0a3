import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrders } from '../core/amend-orders.js';
import {
  DEMO_ACCOUNT,
  limit,
  MARKET_A,
  startStreamFixture,
  type StreamFixture,
} from './testing/stream-fixture.js';
import { MarketCache } from './testing/market-cache.js';
import type { StreamClient } from './testing/stream-client.js';

const FIELDS = [
  'EX_BEST_OFFERS_DISP',
  'EX_BEST_OFFERS',
  'EX_ALL_OFFERS',
  'EX_TRADED',
  'EX_TRADED_VOL',
  'EX_LTP',
];
const ACCOUNTS = ['b', 'c', DEMO_ACCOUNT];

let fixture: StreamFixture;
beforeAll(async () => {
  // Runs open four connections each; shrinking re-runs many: lift the per-session cap.
  fixture = await startStreamFixture({ maxConnectionsPerSession: 10_000 });
});
afterAll(async () => {
  await fixture.close();
});

const action = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    account: fc.integer({ min: 0, max: 2 }),
    runner: fc.integer({ min: 0, max: 2 }),
    back: fc.boolean(),
    tick: fc.integer({ min: 90, max: 110 }),
    size: fc.integer({ min: 2, max: 20 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);

async function subscribed(
  request: Record<string, unknown>,
): Promise<{ client: StreamClient; cache: MarketCache }> {
  const client = await fixture.authenticated();
  const cache = new MarketCache();
  await client.request({
    op: 'marketSubscription',
    id: 2,
    marketFilter: { marketIds: [MARKET_A] },
    ...request,
  });
  cache.apply(await client.next((m) => m.op === 'mcm'));
  return { client, cache };
}

/** Applies everything the client has been sent so far (a heartbeat round trip flushes the pipe). */
async function settle(client: StreamClient, cache: MarketCache, id: number): Promise<void> {
  client.send({ op: 'heartbeat', id });
  for (;;) {
    const message = await client.next();
    if (message.op === 'status' && message.id === id) return;
    cache.apply(message);
  }
}

describe('cache consistency (betfair-protocol §5.9)', () => {
  it('a client applying the deltas holds exactly the ladders of a fresh image', async () => {
    const market = fixture.exchange.markets.get(MARKET_A)!;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), async (actions) => {
        const deep = await subscribed({ marketDataFilter: { fields: FIELDS, ladderLevels: 10 } });
        const shallowRequest = { conflateMs: 30, marketDataFilter: { fields: FIELDS, ladderLevels: 3 } };
        const shallow = await subscribed(shallowRequest);
        try {
          for (const step of actions) {
            if (step.kind === 'place') {
              const price = market.ladder.priceAt(step.tick)!;
              await fixture.place(ACCOUNTS[step.account]!, MARKET_A, [
                limit(1000 + step.runner, step.back ? 'BACK' : 'LAY', price, step.size),
              ]);
            } else {
              const live = [...fixture.exchange.orders.values()].filter(
                (o) => o.remaining > 0 && o.marketId === MARKET_A,
              );
              const order = live[step.pick % Math.max(1, live.length)];
              if (order !== undefined)
                cancelOrders(fixture.exchange, order.accountId, { instructions: [{ betId: order.betId }] });
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 80));
          await settle(deep.client, deep.cache, 90);
          await settle(shallow.client, shallow.cache, 91);
          const freshDeep = await subscribed({ marketDataFilter: { fields: FIELDS, ladderLevels: 10 } });
          const freshShallow = await subscribed(shallowRequest);
          expect(deep.cache.snapshot()).toEqual(freshDeep.cache.snapshot());
          expect(shallow.cache.snapshot()).toEqual(freshShallow.cache.snapshot());
          freshDeep.client.close();
          freshShallow.client.close();
        } finally {
          deep.client.close();
          shallow.client.close();
        }
      }),
      { numRuns: 25 },
    );
  });
});
