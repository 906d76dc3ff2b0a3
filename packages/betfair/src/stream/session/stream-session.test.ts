import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketStreamCache } from '../cache/market-stream-cache.js';
import { MARKET_STREAM_TIMING, type SessionEvent, type StreamTransport } from './session-types.js';
import { RESYNC_INTERVAL_MS, StreamSession } from './stream-session.js';

/**
 * A scripted exchange end: records what the session sends and lets the test answer. Like a
 * browser WebSocket, sending before the connection is open (nothing received yet) throws.
 */
function scriptedExchange() {
  const sent: string[][] = [];
  const connections: Array<{ deliver: (line: string) => void; drop: () => void }> = [];
  const transport: StreamTransport = {
    open({ onData, onClose }) {
      const lines: string[] = [];
      sent.push(lines);
      let open = true;
      let connecting = true;
      connections.push({
        deliver: (line) => {
          connecting = false;
          if (open) onData(`${line}\r\n`);
        },
        drop: () => {
          if (!open) return;
          open = false;
          onClose();
        },
      });
      return {
        send: (line) => {
          if (connecting) throw new Error('InvalidStateError: still CONNECTING');
          lines.push(line);
        },
        close: () => {
          connections.at(-1)!.drop();
        },
      };
    },
  };
  return { transport, sent, connections };
}

function session(
  exchange: ReturnType<typeof scriptedExchange>,
  events: SessionEvent[],
  cache = new MarketStreamCache(),
) {
  return new StreamSession({
    transport: exchange.transport,
    appKey: 'key',
    token: () => 'token-1',
    timing: MARKET_STREAM_TIMING,
    cache: { kind: 'market', cache },
    subscription: {
      op: 'marketSubscription',
      marketFilter: { marketIds: ['1.1'] },
      marketDataFilter: { fields: ['EX_ALL_OFFERS'], ladderLevels: 10 },
    },
    onEvent: (event) => events.push(event),
  });
}

const ops = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { op: string; id?: number }).op);

const subscribedIds = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { op: string; marketFilter?: { marketIds?: string[] } })
    .filter((message) => message.op === 'marketSubscription')
    .map((message) => message.marketFilter?.marketIds);

const marketsSubscription = (...marketIds: string[]) => ({
  op: 'marketSubscription' as const,
  marketFilter: { marketIds },
  marketDataFilter: { fields: ['EX_ALL_OFFERS' as const], ladderLevels: 10 },
});

describe('stream session (trading-core §7–§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('authenticates with id 10, subscribes with id 20 500 ms later, and applies changes', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const cache = new MarketStreamCache();
    const s = session(exchange, events, cache);
    s.start();
    exchange.connections[0]!.deliver('{"op":"connection","connectionId":"c1"}');
    expect(JSON.parse(exchange.sent[0]![0]!)).toEqual({
      op: 'authentication',
      id: 10,
      appKey: 'key',
      session: 'token-1',
    });
    exchange.connections[0]!.deliver('{"op":"status","id":10,"statusCode":"SUCCESS"}');
    vi.advanceTimersByTime(499);
    expect(exchange.sent[0]).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(JSON.parse(exchange.sent[0]![1]!)).toMatchObject({ op: 'marketSubscription', id: 20 });
    exchange.connections[0]!.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
    exchange.connections[0]!.deliver(
      '{"op":"mcm","id":20,"ct":"SUB_IMAGE","pt":1,"clk":"C1","initialClk":"I1","mc":[{"id":"1.1","rc":[{"id":5,"atb":[[2,10]]}]}]}',
    );
    expect(cache.markets.get('1.1')!.runners.get('5_0')!.bestBack(1)).toEqual([[2, 10]]);
    expect(events.map((e) => e.type)).toEqual(['subscribed', 'change']);
    s.stop();
  });

  it('sends a heartbeat every 8 s and reconnects after 5 s of silence, resuming from the clocks', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const s = session(exchange, events);
    s.start();
    const first = exchange.connections[0]!;
    first.deliver('{"op":"connection","connectionId":"c1"}');
    first.deliver('{"op":"status","id":10,"statusCode":"SUCCESS"}');
    vi.advanceTimersByTime(500);
    first.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
    first.deliver(
      '{"op":"mcm","id":20,"ct":"SUB_IMAGE","pt":1,"clk":"C1","initialClk":"I1","mc":[{"id":"1.1","rc":[{"id":5,"atb":[[2,10]]}]}]}',
    );
    for (let i = 0; i < 2; i += 1) {
      vi.advanceTimersByTime(4000);
      first.deliver('{"op":"mcm","id":20,"ct":"HEARTBEAT","pt":2,"clk":"C2"}');
    }
    expect(ops(exchange.sent[0]!)).toEqual(['authentication', 'marketSubscription', 'heartbeat']);
    vi.advanceTimersByTime(5000); // silence: the session drops the link and reconnects after 1 s × 1
    expect(events.map((e) => e.type)).toContain('reconnecting');
    vi.advanceTimersByTime(1000);
    const second = exchange.connections[1]!;
    second.deliver('{"op":"connection","connectionId":"c2"}');
    second.deliver('{"op":"status","id":10,"statusCode":"SUCCESS"}');
    vi.advanceTimersByTime(500);
    expect(JSON.parse(exchange.sent[1]![1]!)).toMatchObject({
      op: 'marketSubscription',
      initialClk: 'I1',
      clk: 'C2',
    });
    second.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
    expect(events.at(-2)).toEqual({ type: 'reconnected', attempts: 1 });
    s.stop();
  });

  it('retries an unanswered subscription 4 times on the same connection, then gives up', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const s = session(exchange, events);
    s.start();
    const link = exchange.connections[0]!;
    link.deliver('{"op":"connection","connectionId":"c1"}');
    link.deliver('{"op":"status","id":10,"statusCode":"SUCCESS"}');
    vi.advanceTimersByTime(500);
    // A silent link: no reply for 3 s, then the retries 1, 2, 3, 4 s later, each waiting 3 s again.
    const subscriptions = () => ops(exchange.sent[0]!).filter((op) => op === 'marketSubscription').length;
    expect(subscriptions()).toBe(1);
    vi.advanceTimersByTime(3000 + 1000);
    expect(subscriptions()).toBe(2);
    vi.advanceTimersByTime(3000 + 2000 - 1);
    expect(subscriptions()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(subscriptions()).toBe(3);
    vi.advanceTimersByTime(3000 + 3000 + 3000 + 4000);
    expect(subscriptions()).toBe(5);
    expect(events.at(-1)).toEqual({ type: 'subscriptionRetry', attempt: 4 });
    vi.advanceTimersByTime(3000);
    expect(
      events.filter((e) => e.type === 'subscriptionRetry').map((e) => (e as { attempt: number }).attempt),
    ).toEqual([1, 2, 3, 4]);
    expect(events.at(-1)).toEqual({ type: 'subscriptionFailed' });
    // The silence watchdog left the unanswered subscription to its retries: no reconnect.
    expect(events.map((e) => e.type)).not.toContain('silent');
    expect(exchange.connections).toHaveLength(1);
  });

  it('counts subscription retries per connection, and watches for silence again once answered', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const s = session(exchange, events);
    s.start();
    const first = exchange.connections[0]!;
    first.deliver('{"op":"connection","connectionId":"c1"}');
    first.deliver('{"op":"status","id":10,"statusCode":"SUCCESS"}');
    vi.advanceTimersByTime(500 + 3000 + 1000 + 3000); // retries 1 and 2 reported
    first.drop();
    vi.advanceTimersByTime(1000);
    const second = exchange.connections[1]!;
    second.deliver('{"op":"connection","connectionId":"c2"}');
    second.deliver('{"op":"status","id":10,"statusCode":"SUCCESS"}');
    vi.advanceTimersByTime(500 + 3000);
    expect(events.at(-1)).toEqual({ type: 'subscriptionRetry', attempt: 1 });
    vi.advanceTimersByTime(1000);
    second.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
    expect(events.at(-1)).toEqual({ type: 'subscribed' });
    vi.advanceTimersByTime(5000);
    expect(events.at(-2)).toEqual({ type: 'silent' });
    expect(events.at(-1)).toEqual({ type: 'reconnecting', attempt: 1 });
    s.stop();
  });

  it('sends a new subscription only once authenticated, then the latest one at once', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const s = session(exchange, events);
    s.start();
    const link = exchange.connections[0]!;
    // Still connecting: a browser WebSocket would throw; the session only remembers it.
    expect(() => s.resubscribe(marketsSubscription('1.2'))).not.toThrow();
    link.deliver('{"op":"connection","connectionId":"c1"}');
    // Open but not yet authenticated: nothing goes out unauthenticated.
    s.resubscribe(marketsSubscription('1.3'));
    expect(ops(exchange.sent[0]!)).toEqual(['authentication']);
    link.deliver('{"op":"status","id":10,"statusCode":"SUCCESS"}');
    s.resubscribe(marketsSubscription('1.4')); // within the 500 ms before the first subscription
    vi.advanceTimersByTime(500);
    expect(subscribedIds(exchange.sent[0]!)).toEqual([['1.4']]);
    link.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
    s.resubscribe(marketsSubscription('1.5'));
    expect(subscribedIds(exchange.sent[0]!)).toEqual([['1.4'], ['1.5']]);
    s.stop();
  });

  it('keeps the cached prices through a resubscribe until the new image, without the old clocks', () => {
    const exchange = scriptedExchange();
    const cache = new MarketStreamCache();
    const s = session(exchange, [], cache);
    s.start();
    const link = exchange.connections[0]!;
    link.deliver('{"op":"connection","connectionId":"c1"}');
    link.deliver('{"op":"status","id":10,"statusCode":"SUCCESS"}');
    vi.advanceTimersByTime(500);
    link.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
    link.deliver(
      '{"op":"mcm","id":20,"ct":"SUB_IMAGE","initialClk":"i1","clk":"c1","pt":1,"mc":[{"id":"1.1","rc":[{"id":5,"ltp":2}]}]}',
    );
    s.resubscribe(marketsSubscription('1.1', '1.2'));
    expect(cache.markets.get('1.1')?.runners.get('5_0')?.lastPriceTraded).toBe(2);
    expect(cache.clk).toBeUndefined();
    link.deliver(
      '{"op":"mcm","id":20,"ct":"SUB_IMAGE","initialClk":"i2","clk":"c2","pt":2,"mc":[{"id":"1.2","rc":[{"id":6,"ltp":3}]}]}',
    );
    expect([...cache.markets.keys()]).toEqual(['1.2']);
    s.stop();
  });

  it('ignores the late close of a socket it already let go (stopped, then started again)', () => {
    // Like a browser WebSocket: close() returns at once, the close event comes later.
    const closes: Array<() => void> = [];
    const transport: StreamTransport = {
      open({ onClose }) {
        closes.push(onClose);
        return { send: () => undefined, close: () => undefined };
      },
    };
    const events: SessionEvent[] = [];
    const s = new StreamSession({
      transport,
      appKey: 'key',
      token: () => 'token-1',
      timing: MARKET_STREAM_TIMING,
      cache: { kind: 'market', cache: new MarketStreamCache() },
      subscription: marketsSubscription('1.1'),
      onEvent: (event) => events.push(event),
    });
    s.start();
    s.stop();
    s.start(); // React's development double mount does exactly this
    closes[0]!(); // the first socket's close event arrives now
    vi.advanceTimersByTime(1000);
    expect(events.filter((event) => event.type === 'reconnecting')).toEqual([]);
    expect(closes).toHaveLength(2);
    closes[1]!(); // the current socket closing is a real loss: reconnect
    expect(events.at(-1)).toEqual({ type: 'reconnecting', attempt: 1 });
    s.stop();
  });

  it('gives up after 10 failed reconnections with growing backoff', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const s = session(exchange, events);
    s.start();
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      exchange.connections.at(-1)!.drop();
      vi.advanceTimersByTime(1000 * attempt);
    }
    expect(events.filter((e) => e.type === 'reconnecting')).toHaveLength(10);
    expect(events.at(-1)).toEqual({ type: 'failed', attempts: 10 });
    expect(exchange.connections).toHaveLength(11);
  });

  it('reports 503 delay and recovery, counts malformed lines, and stops on a refused authentication', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const s = session(exchange, events);
    s.start();
    const link = exchange.connections[0]!;
    link.deliver('{"op":"connection","connectionId":"c1"}');
    link.deliver('{"op":"mcm","id":20,"ct":"HEARTBEAT","pt":1,"status":503}');
    link.deliver('{"op":"mcm","id":20,"ct":"HEARTBEAT","pt":2}');
    link.deliver('{"op":"mcm","id":20,"pt":3,"mc":[{"id":"1.1","rc":[{"id":5,"atb":"oops"}]}]}');
    link.deliver('{"op":"mcm",');
    link.deliver('{"op":"weird"}');
    expect(s.malformedLines).toBe(3);
    link.deliver(
      '{"op":"status","id":10,"statusCode":"FAILURE","errorCode":"INVALID_SESSION_INFORMATION","connectionClosed":true}',
    );
    // The refused change of the subscribed 1.1 resyncs; the cut-short one falls in the same window.
    expect(events.map((e) => e.type)).toEqual([
      'delayed',
      'recovered',
      'malformed',
      'resync',
      'malformed',
      'malformed',
      'authenticationFailed',
    ]);
    expect(s.log.recent()[1]!.text).toContain('"session":"<redacted>"');
    expect(JSON.stringify(s.log.recent())).not.toContain('token-1');
  });
});

/** What a market's cache shows: every runner's ladders, traded volume and last price. */
function marketView(cache: MarketStreamCache, marketId: string) {
  return cache.markets
    .get(marketId)
    ?.sortedRunners()
    .map((runner) => ({
      id: runner.selectionId,
      atb: runner.availableToBack.toArray(),
      atl: runner.availableToLay.toArray(),
      trd: runner.traded.toArray(),
      ltp: runner.lastPriceTraded,
    }));
}

describe('stream session resync after a refused market change (issue 14 §3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const IMAGE = (pt: number, traded: number) =>
    `{"op":"mcm","id":20,"ct":"SUB_IMAGE","pt":${pt},"clk":"C${pt}","initialClk":"I${pt}","mc":[{"id":"1.1","img":true,"rc":[{"id":5,"atb":[[4.4,30]],"atl":[[4.6,12]],"trd":[[4.5,${traded}]],"ltp":4.5}]}]}`;
  const subscriptions = (lines: string[]) =>
    lines
      .map((line) => JSON.parse(line) as { op: string; initialClk?: string; clk?: string })
      .filter((message) => message.op === 'marketSubscription');

  function live(
    exchange: ReturnType<typeof scriptedExchange>,
    events: SessionEvent[],
    cache: MarketStreamCache,
  ) {
    const s = session(exchange, events, cache);
    s.start();
    const link = exchange.connections[0]!;
    link.deliver('{"op":"connection","connectionId":"c1"}');
    link.deliver('{"op":"status","id":10,"statusCode":"SUCCESS"}');
    vi.advanceTimersByTime(500);
    link.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
    link.deliver(IMAGE(1, 200.96));
    return { s, link };
  }

  it('resubscribes without clocks and ends with the cache of a fresh image', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const cache = new MarketStreamCache();
    const { s, link } = live(exchange, events, cache);
    // A trade at 4.5 arrives in a line the session must refuse: the cache misses it for good.
    link.deliver(
      '{"op":"mcm","id":20,"pt":2,"clk":"C2","mc":[{"id":"1.1","rc":[{"id":5,"trd":[[4.5,"209.24"]]}]}]}',
    );
    expect(events.filter((e) => e.type === 'resync')).toEqual([{ type: 'resync', count: 1 }]);
    const [, resync] = subscriptions(exchange.sent[0]!);
    expect(resync).toMatchObject({ op: 'marketSubscription', id: 20, marketFilter: { marketIds: ['1.1'] } });
    expect(resync).not.toHaveProperty('initialClk');
    expect(resync).not.toHaveProperty('clk');
    link.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
    link.deliver(IMAGE(3, 209.24));
    const fresh = new MarketStreamCache();
    fresh.apply(JSON.parse(IMAGE(3, 209.24)) as never);
    expect(marketView(cache, '1.1')).toEqual(marketView(fresh, '1.1'));
    expect(marketView(cache, '1.1')![0]!.trd).toEqual([[4.5, 209.24]]);
    expect(s.resyncs).toBe(1);
    s.stop();
  });

  it('resyncs at most once per window however many lines are refused, and once more after it', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const { s, link } = live(exchange, events, new MarketStreamCache());
    const bad = '{"op":"mcm","id":20,"pt":2,"mc":[{"id":"1.1","rc":[{"id":5,"atb":"oops"}]}]}';
    let answered = 1;
    for (let i = 0; i < 200; i += 1) {
      link.deliver(bad);
      // The exchange answers each subscription (an unanswered one would be retried).
      if (subscriptions(exchange.sent[0]!).length > answered) {
        answered += 1;
        link.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
      }
      vi.advanceTimersByTime(100); // 20 s of garbage
    }
    expect(subscriptions(exchange.sent[0]!)).toHaveLength(2); // the first and one resync
    // Heartbeats keep the link alive (the silence watchdog would reconnect after 5 s).
    const quietly = (ms: number) => {
      for (let waited = 0; waited < ms; waited += Math.min(1000, ms - waited)) {
        link.deliver('{"op":"mcm","id":20,"ct":"HEARTBEAT","pt":9,"clk":"C9"}');
        vi.advanceTimersByTime(Math.min(1000, ms - waited));
      }
    };
    quietly(RESYNC_INTERVAL_MS - 20_000 - 1);
    expect(subscriptions(exchange.sent[0]!)).toHaveLength(2);
    // The window ends: the lines refused during it are answered by one more resync.
    vi.advanceTimersByTime(1);
    expect(subscriptions(exchange.sent[0]!)).toHaveLength(3);
    link.deliver('{"op":"status","id":20,"statusCode":"SUCCESS"}');
    link.deliver(IMAGE(4, 209.24));
    quietly(RESYNC_INTERVAL_MS * 3); // nothing refused since: nothing more
    expect(subscriptions(exchange.sent[0]!)).toHaveLength(3);
    expect(events.filter((e) => e.type === 'malformed')).toHaveLength(200);
    expect(events.filter((e) => e.type === 'resync')).toEqual([
      { type: 'resync', count: 1 },
      { type: 'resync', count: 2 },
    ]);
    s.stop();
  });

  it('does not resync for refused lines that change no followed market', () => {
    const exchange = scriptedExchange();
    const events: SessionEvent[] = [];
    const { s, link } = live(exchange, events, new MarketStreamCache());
    link.deliver('{"op":"mcm","id":20,"pt":2,"mc":[{"id":"1.9","rc":[{"id":5,"atb":"oops"}]}]}');
    link.deliver('{"op":"mcm","id":20,"ct":"HEARTBEAT","pt":"late"}');
    link.deliver('{"op":"status","id":30,"statusCode":');
    link.deliver('not json at all');
    expect(events.filter((e) => e.type === 'malformed')).toHaveLength(4);
    expect(events.some((e) => e.type === 'resync')).toBe(false);
    expect(subscriptions(exchange.sent[0]!)).toHaveLength(1);
    s.stop();
  });
});
