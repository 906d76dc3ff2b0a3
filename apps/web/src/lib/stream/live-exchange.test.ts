import { MarketRecording, type WebSocketLike } from '@greenbook/betfair';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlushScheduler } from './frame-batch';
import { DUMMY_MARKET_ID, LiveExchange, type LiveExchangeOptions } from './live-exchange';
import { MarketRecorder } from './market-recorder';

type Stream = 'market' | 'order';

interface ScriptedSocket extends WebSocketLike {
  readonly stream: Stream;
  readonly sent: string[];
}

/** Frames drawn by hand: `frame()` runs the flushes scheduled since the last one. */
function manualFrames() {
  let pending: (() => void)[] = [];
  const scheduleFlush: FlushScheduler = (flush) => pending.push(flush);
  const frame = () => {
    const due = pending;
    pending = [];
    for (const flush of due) flush();
  };
  return { scheduleFlush, frame };
}

/**
 * Both streams over scripted WebSockets. The market stream opens first, then the order stream; a
 * later socket belongs to the stream whose socket closed (a reconnection). Like a browser's, a
 * socket throws on send while still connecting (before anything was received).
 */
function setUp(onEvent?: LiveExchangeOptions['onEvent'], frames = manualFrames()) {
  const sockets: ScriptedSocket[] = [];
  const reopening: Stream[] = [];
  const opened = new Set<ScriptedSocket>();
  const live = new LiveExchange({
    url: 'ws://test/stream',
    appKey: 'key',
    token: () => 'token',
    ...(onEvent === undefined ? {} : { onEvent }),
    scheduleFlush: frames.scheduleFlush,
    createSocket: () => {
      const stream = sockets.length === 0 ? 'market' : sockets.length === 1 ? 'order' : reopening.shift()!;
      let closed = false;
      const socket: ScriptedSocket = {
        stream,
        sent: [],
        send: (data) => {
          if (!opened.has(socket)) throw new Error('InvalidStateError: still CONNECTING');
          socket.sent.push(data.trim());
        },
        close: () => {
          if (closed) return;
          closed = true;
          reopening.push(stream);
          socket.onclose?.();
        },
        onmessage: null,
        onclose: null,
        onerror: null,
      };
      sockets.push(socket);
      return socket;
    },
  });
  const socketOf = (stream: Stream) => sockets.filter((socket) => socket.stream === stream).at(-1)!;
  const deliver = (stream: Stream, message: object) => {
    const socket = socketOf(stream);
    opened.add(socket);
    socket.onmessage?.({ data: `${JSON.stringify(message)}\r\n` });
  };
  /** Starts both streams and authenticates them; the market subscription leaves 500 ms later. */
  const connect = () => {
    live.start();
    for (const stream of ['market', 'order'] as const) {
      deliver(stream, { op: 'connection', connectionId: stream });
      deliver(stream, { op: 'status', id: 10, statusCode: 'SUCCESS' });
    }
    vi.advanceTimersByTime(500);
  };
  const subscribed = (stream: Stream) => deliver(stream, { op: 'status', id: 20, statusCode: 'SUCCESS' });
  return { live, socketOf, deliver, connect, subscribed, frame: frames.frame };
}

describe('live exchange connection state (trading-core §8–§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the worse of the market and order streams', () => {
    const { live, deliver, connect, subscribed } = setUp();
    const seen: string[] = [];
    live.onConnectionState(() => seen.push(live.connectionState));
    connect();
    subscribed('market');
    expect(live.connectionState).toBe('connecting'); // orders not yet subscribed
    subscribed('order');
    expect(live.connectionState).toBe('live');
    deliver('order', { op: 'ocm', id: 20, ct: 'HEARTBEAT', pt: 1, status: 503 });
    expect(live.connectionState).toBe('delayed');
    vi.advanceTimersByTime(5000); // the market stream goes silent: reconnecting beats delayed
    expect(live.connectionState).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    deliver('market', { op: 'connection', connectionId: 'market-2' });
    deliver('market', { op: 'status', id: 10, statusCode: 'SUCCESS' });
    vi.advanceTimersByTime(500);
    subscribed('market');
    // Prices are live again, but the order stream is still slow.
    expect(live.connectionState).toBe('delayed');
    deliver('order', { op: 'ocm', id: 20, ct: 'HEARTBEAT', pt: 2 });
    expect(live.connectionState).toBe('live');
    expect(seen).toEqual(['connecting', 'live', 'delayed', 'reconnecting', 'delayed', 'live']);
    live.stop();
    expect(live.connectionState).toBe('stopped');
  });

  it('shows a refused subscription or an error status as disconnected', () => {
    const { live, deliver, connect, subscribed } = setUp();
    connect();
    subscribed('order');
    deliver('market', { op: 'status', id: 20, statusCode: 'FAILURE', errorCode: 'INVALID_INPUT' });
    expect(live.connectionState).toBe('failed');
    subscribed('market');
    expect(live.connectionState).toBe('live');
    deliver('order', { op: 'status', statusCode: 'FAILURE', errorCode: 'TIMEOUT', connectionClosed: true });
    expect(live.connectionState).toBe('failed');
    live.stop();
  });
});

describe('live exchange market subscription (trading-core §7, account-and-product §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const matched = (marketId: string, extra: object = {}) => ({
    id: marketId,
    orc: [{ id: 5, mb: [[3, 10]] }],
    ...extra,
  });

  it('watches the screen and every open market with matched bets, resubscribing only on a change', () => {
    const { live, socketOf, deliver, connect, subscribed } = setUp();
    let pt = 0;
    const orders = (...oc: object[]) => deliver('order', { op: 'ocm', id: 20, pt: (pt += 1), oc });
    const subscriptions = () =>
      socketOf('market')
        .sent.map((line) => JSON.parse(line) as { op: string; marketFilter?: { marketIds: string[] } })
        .filter((message) => message.op === 'marketSubscription')
        .map((message) => message.marketFilter!.marketIds);
    connect();
    subscribed('market');
    subscribed('order');
    expect(subscriptions()).toEqual([[DUMMY_MARKET_ID]]);
    live.watchMarkets(['1.1']);
    // Unmatched bets only: no cash out to count, nothing more to watch.
    orders({
      id: '1.2',
      orc: [{ id: 5, uo: [{ id: 'b1', p: 3, s: 10, side: 'B', status: 'E', sm: 0, sr: 10 }] }],
    });
    orders(matched('1.2'));
    orders(matched('1.2', { orc: [{ id: 5, mb: [[3.5, 4]] }] }), matched('1.1'));
    expect(subscriptions()).toEqual([[DUMMY_MARKET_ID], ['1.1'], ['1.1', '1.2']]);
    expect(live.watchedMarketIds).toEqual(['1.1', '1.2']);
    live.watchMarkets([]); // left the market page: 1.1 still has matched bets
    expect(subscriptions()).toHaveLength(3);
    orders({ id: '1.2', closed: true });
    orders({ id: '1.1', closed: true });
    expect(subscriptions().slice(3)).toEqual([['1.1'], [DUMMY_MARKET_ID]]);
    live.stop();
  });

  it('waits for authentication before sending a new subscription', () => {
    const { live, socketOf } = setUp();
    live.start();
    expect(() => live.watchMarkets(['1.1'])).not.toThrow();
    expect(socketOf('market').sent).toEqual([]);
    live.stop();
  });
});

describe('live exchange market freshness (issue 12 item 3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is fresh only while the market stream is live and the market has its image since the subscription', () => {
    const { live, deliver, connect, subscribed, frame } = setUp();
    let pt = 0;
    const mcm = (ct: 'SUB_IMAGE' | undefined, ...mc: object[]) =>
      deliver('market', { op: 'mcm', id: 20, pt: (pt += 1), clk: `c${pt}`, initialClk: 'i1', ct, mc });
    const seen: boolean[] = [];
    live.freshness.onChange(() => {
      const fresh = live.freshness.isFresh('1.1');
      if (seen.at(-1) !== fresh) seen.push(fresh);
    });
    connect();
    live.watchMarkets(['1.1']);
    subscribed('market');
    subscribed('order');
    expect(live.freshness.isFresh('1.1')).toBe(false); // live, but no image yet
    mcm('SUB_IMAGE', { id: '1.1', img: true, rc: [{ id: 1, atb: [[2, 10]] }] });
    // The image is in the cache but not drawn yet: the old prices on screen still refuse bets.
    expect(live.freshness.isFresh('1.1')).toBe(false);
    frame();
    expect(live.freshness.isFresh('1.1')).toBe(true);
    mcm(undefined, { id: '1.1', rc: [{ id: 1, atb: [[2, 12]] }] });
    expect(live.freshness.isFresh('1.1')).toBe(true);

    // Silent past the watchdog: reconnecting, stale until the stream is live again.
    vi.advanceTimersByTime(5000);
    expect(live.freshness.isFresh('1.1')).toBe(false);
    vi.advanceTimersByTime(1000);
    deliver('market', { op: 'connection', connectionId: 'market-2' });
    deliver('market', { op: 'status', id: 10, statusCode: 'SUCCESS' });
    vi.advanceTimersByTime(500);
    subscribed('market'); // resumed with the clocks: deltas follow, no image
    expect(live.freshness.isFresh('1.1')).toBe(true);

    // A new subscription: old prices stay on screen but are stale until the new image.
    live.watchMarkets(['1.1', '1.2']);
    expect(live.freshness.isFresh('1.1')).toBe(false);
    mcm(undefined, { id: '1.1', rc: [{ id: 1, atb: [[2, 14]] }] }); // a late delta of the old subscription
    frame();
    expect(live.freshness.isFresh('1.1')).toBe(false);
    subscribed('market');
    mcm('SUB_IMAGE', { id: '1.1', img: true }, { id: '1.2', img: true });
    frame();
    expect(live.freshness.isFresh('1.1')).toBe(true);
    expect(live.freshness.isFresh('1.2')).toBe(true);
    expect(seen).toEqual([false, true, false, true, false, true]);
    live.stop();
    expect(live.freshness.isFresh('1.1')).toBe(false);
  });

  it('is stale from a resync (a refused change of the market) until the fresh image arrives', () => {
    const events: string[] = [];
    const { live, deliver, connect, subscribed, socketOf, frame } = setUp((stream, event) =>
      events.push(`${stream}:${event.type}`),
    );
    connect();
    live.watchMarkets(['1.1']);
    subscribed('market');
    subscribed('order');
    deliver('market', {
      op: 'mcm',
      id: 20,
      pt: 1,
      clk: 'c1',
      initialClk: 'i1',
      ct: 'SUB_IMAGE',
      mc: [{ id: '1.1', img: true, rc: [{ id: 1, trd: [[4.5, 200.96]] }] }],
    });
    frame();
    expect(live.freshness.isFresh('1.1')).toBe(true);
    deliver('market', {
      op: 'mcm',
      id: 20,
      pt: 2,
      clk: 'c2',
      mc: [{ id: '1.1', rc: [{ id: 1, trd: [[4.5, '209.24']] }] }],
    });
    expect(events).toContain('market:resync');
    expect(live.connectionState).toBe('live');
    expect(live.freshness.isFresh('1.1')).toBe(false);
    const resubscription = JSON.parse(socketOf('market').sent.at(-1)!) as Record<string, unknown>;
    expect(resubscription).toMatchObject({ op: 'marketSubscription', marketFilter: { marketIds: ['1.1'] } });
    expect(resubscription).not.toHaveProperty('clk');
    deliver('market', {
      op: 'mcm',
      id: 20,
      pt: 3,
      clk: 'c3',
      mc: [{ id: '1.1', rc: [{ id: 1, ltp: 4.5 }] }],
    });
    frame();
    expect(live.freshness.isFresh('1.1')).toBe(false); // a delta is not the image
    subscribed('market');
    deliver('market', {
      op: 'mcm',
      id: 20,
      pt: 4,
      clk: 'c4',
      initialClk: 'i4',
      ct: 'SUB_IMAGE',
      mc: [{ id: '1.1', img: true, rc: [{ id: 1, trd: [[4.5, 209.24]] }] }],
    });
    frame();
    expect(live.freshness.isFresh('1.1')).toBe(true);
    expect(live.runner('1.1', '1_0')!.traded.toArray()).toEqual([[4.5, 209.24]]);
    live.stop();
  });
});

describe('live exchange change notifications (issue 12 item 15)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies every message at once but tells each changed market once a frame, with its latest prices', () => {
    const { live, deliver, connect, subscribed, frame } = setUp();
    let pt = 0;
    const mcm = (...mc: object[]) =>
      deliver('market', { op: 'mcm', id: 20, pt: (pt += 1), clk: `c${pt}`, mc });
    const ocm = (...oc: object[]) => deliver('order', { op: 'ocm', id: 20, pt: (pt += 1), oc });
    connect();
    live.watchMarkets(['1.1', '1.2']);
    subscribed('market');
    subscribed('order');
    const told: string[] = [];
    live.onMarket('1.1', () => told.push(`1.1 at ${live.runner('1.1', '1_0')?.availableToBack.sizeAt(2)}`));
    live.onMarket('1.2', () => told.push('1.2'));
    live.onOrders('1.1', () => told.push('orders 1.1'));
    live.onAccountOrders(() => told.push('account orders'));

    mcm({ id: '1.1', img: true, rc: [{ id: 1, atb: [[2, 10]] }] });
    mcm({ id: '1.1', rc: [{ id: 1, atb: [[2, 12]] }] }, { id: '1.2', img: true });
    ocm({
      id: '1.1',
      orc: [{ id: 1, uo: [{ id: 'b1', p: 2, s: 5, side: 'B', status: 'E', sm: 0, sr: 5 }] }],
    });
    mcm({ id: '1.1', rc: [{ id: 1, atb: [[2, 14]] }] });
    // The caches hold every message in order (the clock moved), nobody has been told yet.
    expect(live.runner('1.1', '1_0')?.availableToBack.sizeAt(2)).toBe(14);
    expect(live.markets.clk).toBe('c4');
    expect(told).toEqual([]);

    frame();
    expect(told).toEqual(['1.1 at 14', '1.2', 'orders 1.1', 'account orders']);
    frame(); // nothing changed since: nothing told
    expect(told).toHaveLength(4);
    mcm({ id: '1.2', rc: [{ id: 1, atb: [[3, 1]] }] });
    frame();
    expect(told.slice(4)).toEqual(['1.2']);
    live.stop();
  });
});

describe('live exchange market recording (issue 21 §1)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records the stream’s changes of a market, which stays watched until the recording stops', () => {
    const { live, socketOf, deliver, connect, subscribed } = setUp();
    const subscriptions = () =>
      socketOf('market')
        .sent.map((line) => JSON.parse(line) as { op: string; marketFilter?: { marketIds: string[] } })
        .filter((message) => message.op === 'marketSubscription')
        .map((message) => message.marketFilter!.marketIds);
    connect();
    subscribed('market');
    live.watchMarkets(['1.1']);
    const definition = {
      status: 'OPEN',
      inPlay: false,
      runners: [{ id: 5, sortPriority: 1, status: 'ACTIVE' }],
    };
    deliver('market', {
      op: 'mcm',
      id: 20,
      ct: 'SUB_IMAGE',
      clk: 'c1',
      pt: 100,
      mc: [{ id: '1.1', img: true, marketDefinition: definition, rc: [{ id: 5, batb: [[0, 2.5, 10]] }] }],
    });
    const recorder = new MarketRecorder();
    live.attachRecorder(recorder);
    recorder.add('1.1', new MarketRecording(['1.1'], live.markets), {
      eventId: '9',
      name: 'Match Odds',
    });
    deliver('market', { op: 'mcm', id: 20, ct: 'HEARTBEAT', clk: 'c2', pt: 200 });
    deliver('market', {
      op: 'mcm',
      id: 20,
      clk: 'c3',
      pt: 300,
      mc: [{ id: '1.1', rc: [{ id: 5, ltp: 2.5 }] }],
    });
    live.watchMarkets(['1.2']); // another market on screen: the recorded one is still followed
    expect(subscriptions().at(-1)).toEqual(['1.1', '1.2']);

    const lines = recorder.stop('1.1')!.text().trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as { clk: string; pt: number })).toMatchObject([
      { op: 'mcm', clk: 'c1', pt: 100, mc: [{ id: '1.1', img: true, marketDefinition: definition }] },
      { op: 'mcm', clk: 'c3', pt: 300, mc: [{ id: '1.1', rc: [{ id: 5, ltp: 2.5 }] }] },
    ]);
    expect(subscriptions().at(-1)).toEqual(['1.2']);
    live.stop();
  });
});
