import type { WebSocketLike } from '@greenbook/betfair';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DUMMY_MARKET_ID, LiveExchange } from './live-exchange';

type Stream = 'market' | 'order';

interface ScriptedSocket extends WebSocketLike {
  readonly stream: Stream;
  readonly sent: string[];
}

/**
 * Both streams over scripted WebSockets. The market stream opens first, then the order stream; a
 * later socket belongs to the stream whose socket closed (a reconnection).
 */
function setUp() {
  const sockets: ScriptedSocket[] = [];
  const reopening: Stream[] = [];
  const live = new LiveExchange({
    url: 'ws://test/stream',
    appKey: 'key',
    token: () => 'token',
    createSocket: () => {
      const stream = sockets.length === 0 ? 'market' : sockets.length === 1 ? 'order' : reopening.shift()!;
      let closed = false;
      const socket: ScriptedSocket = {
        stream,
        sent: [],
        send: (data) => socket.sent.push(data.trim()),
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
  const deliver = (stream: Stream, message: object) =>
    socketOf(stream).onmessage?.({ data: `${JSON.stringify(message)}\r\n` });
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
  return { live, socketOf, deliver, connect, subscribed };
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

  it('subscribes the dummy market while no market is watched', () => {
    const { live, socketOf, connect } = setUp();
    connect();
    expect(JSON.parse(socketOf('market').sent[1]!)).toMatchObject({
      op: 'marketSubscription',
      marketFilter: { marketIds: [DUMMY_MARKET_ID] },
    });
    live.stop();
  });
});
