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
import { cancelOrders } from '../core/amend-orders.js';
import { removeRunner, turnInPlay } from '../core/market-ops.js';
import { runnerKey } from '../core/market.js';
import { settleMarket } from '../core/settlement.js';
import {
  DEMO_ACCOUNT,
  limit,
  MARKET_A,
  MARKET_B,
  startStreamFixture,
  type StreamFixture,
} from '../stream/testing/stream-fixture.js';

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

/** Everything the order cache holds: every order with its status and sizes, and positions. */
function orderRecord(cache: OrderStreamCache) {
  return [...cache.markets.values()]
    .sort((a, b) => a.marketId.localeCompare(b.marketId))
    .map((market) => ({
      id: market.marketId,
      closed: market.closed,
      runners: [...market.runners.values()]
        .sort((a, b) => a.selectionId - b.selectionId)
        .map((runner) => ({
          id: runner.selectionId,
          orders: [...runner.orders.values()]
            .map((o) => [o.id, o.status, o.sm, o.sr, o.sc, o.sl])
            .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
          mb: runner.matchedBacks.toArray(),
          ml: runner.matchedLays.toArray(),
        })),
    }));
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

  it('a resubscribed order cache ends as one that never disconnected: orders matched, cancelled and lapsed while away', async () => {
    const [settled, withRemoval] = ['1.100000003', '1.100000004'];
    fixture = await startStreamFixture({}, [{ marketId: settled }, { marketId: withRemoval }]);
    const f = fixture;
    proxy = new FaultProxy('127.0.0.1', f.server.port!);
    await proxy.listen();
    const betOf = (report: Awaited<ReturnType<typeof f.place>>) => report.instructionReports[0]!.betId!;
    const awayEvents: SessionEvent[] = [];
    const stayedEvents: SessionEvent[] = [];
    const away = orderSession(f, proxy.port, awayEvents);
    const stayed = orderSession(f, f.server.port!, stayedEvents);
    await waitFor(() =>
      [awayEvents, stayedEvents].every((e) => e.some((event) => event.type === 'subscribed')),
    );
    const toMatch = betOf(await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1000, 'BACK', 3, 4)]));
    const toCancel = betOf(await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1001, 'BACK', 5, 2)]));
    const toLapse = betOf(await f.place(DEMO_ACCOUNT, MARKET_B, [limit(1000, 'BACK', 4, 3)]));
    const doneBefore = betOf(await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1002, 'BACK', 6, 2)]));
    cancelOrders(f.exchange, DEMO_ACCOUNT, { marketId: MARKET_A, instructions: [{ betId: doneBefore }] });
    const settledWinner = betOf(await f.place(DEMO_ACCOUNT, settled, [limit(1000, 'BACK', 3, 4)]));
    await f.place('b', settled, [limit(1000, 'LAY', 3, 4)]);
    const settledLapsed = betOf(await f.place(DEMO_ACCOUNT, settled, [limit(1001, 'BACK', 5, 2)]));
    // On the market losing a runner: a part-matched bet on it (matched part voided, the rest
    // lapsed), a match on another runner (its price reduced by Rule 4) and an unmatched bet (lapsed).
    // (A live subscriber hears of an order as EC once, so the void of an order already complete
    // would reach only the resumed client.)
    const voided = betOf(await f.place(DEMO_ACCOUNT, withRemoval, [limit(1000, 'BACK', 3, 4)]));
    await f.place('b', withRemoval, [limit(1000, 'LAY', 3, 2)]);
    const reduced = betOf(await f.place(DEMO_ACCOUNT, withRemoval, [limit(1001, 'BACK', 4, 2)]));
    await f.place('b', withRemoval, [limit(1001, 'LAY', 4, 2)]);
    const lapsedAtRemoval = betOf(await f.place(DEMO_ACCOUNT, withRemoval, [limit(1002, 'BACK', 5, 3)]));
    await waitFor(() =>
      [away, stayed].every((cache) => cache.markets.get(withRemoval)?.allOrders().length === 3),
    );

    proxy.stall();
    await waitFor(() => awayEvents.some((event) => event.type === 'reconnecting'));
    // While away: a match, a cancel, a lapse (the market turns in play) and a new order.
    await f.place('b', MARKET_A, [limit(1000, 'LAY', 3, 4)]);
    cancelOrders(f.exchange, DEMO_ACCOUNT, { marketId: MARKET_A, instructions: [{ betId: toCancel }] });
    turnInPlay(f.exchange, f.exchange.markets.get(MARKET_B)!, 0);
    const placedAway = betOf(await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1001, 'LAY', 5, 3)]));
    settleMarket(f.exchange, f.exchange.markets.get(settled)!, {
      results: new Map([[runnerKey(1000, 0), 'WINNER']]),
    });
    f.exchange.markets.get(withRemoval)!.runner(1000, 0)!.adjustmentFactor = 20;
    removeRunner(f.exchange, f.exchange.markets.get(withRemoval)!, 1000);
    const cancelledAfterRemoval = betOf(
      await f.place(DEMO_ACCOUNT, withRemoval, [limit(1002, 'BACK', 5, 1)]),
    );
    cancelOrders(f.exchange, DEMO_ACCOUNT, {
      marketId: withRemoval,
      instructions: [{ betId: cancelledAfterRemoval }],
    });
    proxy.heal();

    await waitFor(() => awayEvents.some((event) => event.type === 'reconnected'));
    await waitFor(() => JSON.stringify(orderRecord(away)) === JSON.stringify(orderRecord(stayed)));
    expect(orderRecord(away)).toEqual(orderRecord(stayed));
    const statuses = new Map(
      [...away.markets.values()].flatMap((market) => market.allOrders().map((o) => [o.id, o.status])),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      [toMatch]: 'EC',
      [toCancel]: 'EC',
      [toLapse]: 'EC',
      [doneBefore]: 'EC',
      [placedAway]: 'E',
      [settledWinner]: 'EC',
      [settledLapsed]: 'EC',
      [cancelledAfterRemoval]: 'EC',
      [voided]: 'EC',
      [reduced]: 'EC',
      [lapsedAtRemoval]: 'EC',
    });
    // The voided match left the position and the reduced one moved to its new price (4 → 3.2).
    const removal = away.markets.get(withRemoval)!;
    expect(removal.runner(1000, 0).matchedBacks.toArray()).toEqual([]);
    expect(removal.runner(1001, 0).matchedBacks.toArray()).toEqual([[3.2, 2]]);
    expect(away.markets.get(settled)?.closed).toBe(true);
    expect(stayedEvents.some((event) => event.type === 'reconnecting')).toBe(false);
  });

  it('a market cache that refused a damaged change resyncs to a fresh image', async () => {
    fixture = await startStreamFixture();
    proxy = new FaultProxy('127.0.0.1', fixture.server.port!);
    await proxy.listen();
    const events: SessionEvent[] = [];
    const cache = marketSession(fixture, proxy.port, events);
    await waitFor(() => cache.markets.has(MARKET_A));
    // The next traded-ladder update reaches the client with a wrong type: it is refused, and the
    // trade would be missing from the cache for good without a fresh image.
    proxy.corruptNext('"trd":[[', '"trd":[["damaged"],[');
    await trade(fixture);
    await waitFor(() => proxy!.corrupted === 1);
    await waitFor(() => events.some((e) => e.type === 'resync'));
    const fresh = marketSession(fixture, fixture.server.port!, []);
    await waitFor(() => fresh.markets.has(MARKET_A));
    await waitFor(() => JSON.stringify(ladders(cache)) === JSON.stringify(ladders(fresh)));
    expect(ladders(cache)).toEqual(ladders(fresh));
    expect(events.filter((e) => e.type === 'malformed')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'resync')).toHaveLength(1);
  });
});
