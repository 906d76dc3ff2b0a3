// Our stream client (@greenbook/betfair session + caches) against the embedded exchange's stream
// server over real sockets, through a proxy that drops, stalls, half-closes and drips the
// connection: after each fault the caches must equal a fresh subscription's image, and no order
// may be lost or duplicated (exchange-client issue, "Done when").
import {
  MarketStreamCache,
  OrderStreamCache,
  StreamSession,
  type SessionEvent,
  type SessionTiming,
} from '@greenbook/betfair';
import { nodeStreamTransport } from '@greenbook/betfair/node';
import { FaultProxy } from '@greenbook/betfair/test-support/fault-proxy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limit, MARKET_A, startStreamFixture, type StreamFixture } from '../stream/testing/stream-fixture.js';

// The spec's timings scaled down 10× so a test sees several reconnects in a few seconds.
const FAST: SessionTiming = {
  heartbeatMs: 800,
  replyTimeoutMs: 1500,
  reconnectBaseMs: 100,
  maxReconnects: 10,
  subscribeDelayMs: 50,
  subscriptionReplyMs: 1000,
  subscriptionRetries: 4,
  subscriptionRetryBaseMs: 100,
};

let fixture: StreamFixture | undefined;
const sessions: StreamSession[] = [];
let proxy: FaultProxy | undefined;
afterEach(async () => {
  for (const session of sessions.splice(0)) session.stop();
  await proxy?.close();
  await fixture?.close();
  fixture = undefined;
  proxy = undefined;
});

/** Waits for what the caches and events report; the timeout bounds a hang, not the speed. */
const waitFor = (check: () => boolean) => vi.waitUntil(check, { timeout: 60_000, interval: 10 });

function marketSession(f: StreamFixture, port: number, events: SessionEvent[]) {
  const cache = new MarketStreamCache();
  const session = new StreamSession({
    transport: nodeStreamTransport({ host: '127.0.0.1', port }),
    appKey: f.appKey,
    token: () => f.session,
    timing: FAST,
    cache: { kind: 'market', cache },
    subscription: {
      op: 'marketSubscription',
      marketFilter: { marketIds: [MARKET_A] },
      marketDataFilter: {
        fields: ['EX_ALL_OFFERS', 'EX_TRADED', 'EX_LTP', 'EX_TRADED_VOL', 'EX_MARKET_DEF'],
        ladderLevels: 10,
      },
      heartbeatMs: 500,
    },
    onEvent: (event) => events.push(event),
  });
  sessions.push(session);
  session.start();
  return cache;
}

function orderSession(f: StreamFixture, port: number, events: SessionEvent[]) {
  const cache = new OrderStreamCache();
  const session = new StreamSession({
    transport: nodeStreamTransport({ host: '127.0.0.1', port }),
    appKey: f.appKey,
    token: () => f.session,
    timing: FAST,
    cache: { kind: 'order', cache },
    subscription: {
      op: 'orderSubscription',
      orderFilter: { includeOverallPosition: true },
      heartbeatMs: 500,
    },
    onEvent: (event) => events.push(event),
  });
  sessions.push(session);
  session.start();
  return cache;
}

function ladders(cache: MarketStreamCache) {
  const market = cache.markets.get(MARKET_A);
  return market?.sortedRunners().map((runner) => ({
    id: runner.selectionId,
    atb: runner.availableToBack.toArray(),
    atl: runner.availableToLay.toArray(),
    trd: runner.traded.toArray(),
    ltp: runner.lastPriceTraded,
  }));
}

function orders(cache: OrderStreamCache) {
  const market = cache.markets.get(MARKET_A);
  if (market === undefined) return [];
  return [...market.runners.values()]
    .flatMap((runner) => runner.executable().map((o) => [o.id, o.sm, o.sr]))
    .sort();
}

let price = 0;
/** A few orders from the demo account and a counterparty, some matching. */
async function trade(f: StreamFixture): Promise<void> {
  price = (price + 1) % 5;
  const back = [3, 3.05, 3.1, 3.15, 3.2][price]!;
  await f.place('100001', MARKET_A, [limit(1000, 'BACK', back, 4)]);
  await f.place('b', MARKET_A, [limit(1000, 'LAY', back, 2)]);
  await f.place('100001', MARKET_A, [limit(1001, 'LAY', 5, 3)]);
}

type Fault = (p: FaultProxy) => void | Promise<void>;
const FAULTS: Array<[string, Fault]> = [
  ['drop', (p) => p.dropAll()],
  [
    'stall',
    async (p) => {
      p.stall();
      await new Promise((resolve) => setTimeout(resolve, 1800)); // past the 1.5 s silence limit
      p.heal();
    },
  ],
  ['half-close', (p) => p.halfClose()],
  [
    'slow drip',
    async (p) => {
      p.drip(2);
      await new Promise((resolve) => setTimeout(resolve, 600));
      p.heal();
    },
  ],
];

describe('stream client against the embedded exchange, through faults', () => {
  it.each(FAULTS)('market cache equals a fresh image after a %s', async (_name, fault) => {
    fixture = await startStreamFixture();
    proxy = new FaultProxy('127.0.0.1', fixture.server.port!);
    await proxy.listen();
    const events: SessionEvent[] = [];
    const cache = marketSession(fixture, proxy.port, events);
    await waitFor(() => events.some((e) => e.type === 'subscribed') && cache.markets.has(MARKET_A));
    await trade(fixture);
    await fault(proxy);
    await trade(fixture); // changes while the link is broken or slow
    await trade(fixture);
    await waitFor(() => proxy!.connections > 0 && events.filter((e) => e.type === 'subscribed').length >= 1);
    const freshEvents: SessionEvent[] = [];
    const fresh = marketSession(fixture, fixture.server.port!, freshEvents);
    await waitFor(() => fresh.markets.has(MARKET_A));
    await waitFor(() => JSON.stringify(ladders(cache)) === JSON.stringify(ladders(fresh)));
    expect(ladders(cache)).toEqual(ladders(fresh));
    expect(events.some((e) => e.type === 'malformed')).toBe(false);
  });

  it.each(FAULTS)('order cache loses and duplicates nothing across a %s', async (_name, fault) => {
    fixture = await startStreamFixture();
    proxy = new FaultProxy('127.0.0.1', fixture.server.port!);
    await proxy.listen();
    const events: SessionEvent[] = [];
    const cache = orderSession(fixture, proxy.port, events);
    await waitFor(() => events.some((e) => e.type === 'subscribed'));
    await trade(fixture);
    await fault(proxy);
    await trade(fixture);
    await trade(fixture);
    const fresh = orderSession(fixture, fixture.server.port!, []);
    await waitFor(() => orders(fresh).length > 0);
    await waitFor(() => JSON.stringify(orders(cache)) === JSON.stringify(orders(fresh)));
    expect(orders(cache)).toEqual(orders(fresh));
    const ids = orders(cache).map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
