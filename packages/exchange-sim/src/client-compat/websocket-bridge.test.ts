// The browser's path to the stream: a StreamSession on a WebSocket transport, through the stream
// bridge (one upstream connection per socket), to the embedded exchange's stream server.
import {
  MarketStreamCache,
  StreamSession,
  webSocketTransport,
  type SessionEvent,
  type WebSocketLike,
} from '@greenbook/betfair';
import { bridgeStream } from '@greenbook/betfair/node';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { limit, MARKET_A, startStreamFixture, type StreamFixture } from '../stream/testing/stream-fixture.js';

let fixture: StreamFixture | undefined;
let wss: WebSocketServer | undefined;
let session: StreamSession | undefined;
afterEach(async () => {
  session?.stop();
  wss?.close();
  await fixture?.close();
});

describe('stream session over the WebSocket bridge', () => {
  it('authenticates, subscribes and follows the book through the bridge', async () => {
    fixture = await startStreamFixture();
    wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await once(wss, 'listening');
    wss.on('connection', (socket) =>
      bridgeStream(socket, { host: '127.0.0.1', port: fixture!.server.port! }),
    );
    const url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
    const cache = new MarketStreamCache();
    const events: SessionEvent[] = [];
    session = new StreamSession({
      transport: webSocketTransport(url, (target) => new WebSocket(target) as unknown as WebSocketLike),
      appKey: fixture.appKey,
      token: () => fixture!.session,
      timing: {
        heartbeatMs: 800,
        replyTimeoutMs: 3000,
        reconnectBaseMs: 100,
        maxReconnects: 3,
        subscribeDelayMs: 10,
        subscriptionReplyMs: 2000,
        subscriptionRetries: 2,
        subscriptionRetryBaseMs: 100,
      },
      cache: { kind: 'market', cache },
      subscription: {
        op: 'marketSubscription',
        marketFilter: { marketIds: [MARKET_A] },
        marketDataFilter: { fields: ['EX_ALL_OFFERS', 'EX_MARKET_DEF'], ladderLevels: 10 },
      },
      onEvent: (event) => events.push(event),
    });
    session.start();
    // Waits for the cache to show it; the timeout bounds a hang, not the machine's speed.
    const until = (check: () => boolean) => vi.waitUntil(check, { timeout: 30_000, interval: 10 });
    await until(() => cache.markets.has(MARKET_A));
    await fixture.place('b', MARKET_A, [limit(1000, 'LAY', 2.5, 7)]);
    await until(() => cache.markets.get(MARKET_A)!.runners.get('1000_0')!.availableToBack.sizeAt(2.5) === 7);
    expect(events.some((e) => e.type === 'subscribed')).toBe(true);
  });
});
