// Issue 21 §1, recording: our stream session's tap records a market of the embedded exchange's live
// stream, over real sockets, begun mid-stream and through a dropped connection (a resumed delta
// stream) and a resubscription (a new image); the file replayed by the replay command's code gives
// the live cache, while the other market it was watching stays out of the file.
import {
  MarketRecording,
  MarketStreamCache,
  replayLines,
  StreamSession,
  type MarketChangeMessage,
  type SessionEvent,
  type Subscription,
} from '@greenbook/betfair';
import { nodeStreamTransport } from '@greenbook/betfair/node';
import { FaultProxy } from '@greenbook/betfair/test-support/fault-proxy';
import { marketSnapshot } from '@greenbook/betfair/test-support/market-snapshot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  limit,
  MARKET_A,
  MARKET_B,
  startStreamFixture,
  type StreamFixture,
} from '../stream/testing/stream-fixture.js';

let fixture: StreamFixture | undefined;
let proxy: FaultProxy | undefined;
const sessions: StreamSession[] = [];
afterEach(async () => {
  for (const session of sessions.splice(0)) session.stop();
  await proxy?.close();
  await fixture?.close();
});

const waitFor = (check: () => boolean) => vi.waitUntil(check, { timeout: 60_000, interval: 10 });

/** The web app's market subscription fields (apps/web live-exchange.ts). */
const subscription = (marketIds: string[]): Subscription => ({
  op: 'marketSubscription',
  marketFilter: { marketIds },
  marketDataFilter: {
    fields: [
      'EX_BEST_OFFERS_DISP',
      'EX_BEST_OFFERS',
      'EX_ALL_OFFERS',
      'EX_MARKET_DEF',
      'EX_TRADED',
      'EX_TRADED_VOL',
      'EX_LTP',
    ],
    ladderLevels: 10,
  },
  heartbeatMs: 500,
});

function session(f: StreamFixture, port: number, onMarketChange?: (message: MarketChangeMessage) => void) {
  const cache = new MarketStreamCache();
  const events: SessionEvent[] = [];
  const started = new StreamSession({
    transport: nodeStreamTransport({ host: '127.0.0.1', port }),
    appKey: f.appKey,
    token: () => f.session,
    timing: {
      heartbeatMs: 800,
      replyTimeoutMs: 1500,
      reconnectBaseMs: 100,
      maxReconnects: 10,
      subscribeDelayMs: 50,
      subscriptionReplyMs: 1000,
      subscriptionRetries: 4,
      subscriptionRetryBaseMs: 100,
    },
    cache: { kind: 'market', cache },
    subscription: subscription([MARKET_A, MARKET_B]),
    onEvent: (event) => events.push(event),
    ...(onMarketChange === undefined ? {} : { marketTap: { listening: () => true, tap: onMarketChange } }),
  });
  sessions.push(started);
  started.start();
  return { cache, events, session: started };
}

const matched = (cache: MarketStreamCache, marketId: string) =>
  JSON.stringify(
    marketSnapshot(cache.markets.get(marketId))?.runners.map((runner) => [
      runner.traded,
      runner.availableToBack,
      runner.availableToLay,
    ]),
  );

async function trade(f: StreamFixture, back: number): Promise<void> {
  await f.place('100001', MARKET_A, [limit(1000, 'BACK', back, 4)]);
  await f.place('b', MARKET_A, [limit(1000, 'LAY', back, 2)]);
  await f.place('c', MARKET_B, [limit(1000, 'LAY', 5, 3)]);
}

describe('a market recorded from the embedded exchange’s stream', () => {
  it('replays to the live cache after a dropped connection and a resubscription', async () => {
    fixture = await startStreamFixture();
    proxy = new FaultProxy('127.0.0.1', fixture.server.port!);
    await proxy.listen();
    // The tap is live from the start; the recording begins mid-stream.
    const tap: { recording?: MarketRecording } = {};
    const live = session(fixture, proxy.port, (message) => tap.recording?.record(message));
    await waitFor(() => live.cache.markets.has(MARKET_A) && live.cache.markets.has(MARKET_B));
    await trade(fixture, 3);
    await waitFor(() => live.cache.markets.get(MARKET_A)!.runners.get('1000_0')!.traded.length > 0);

    const recording = new MarketRecording([MARKET_A], live.cache);
    tap.recording = recording;
    await trade(fixture, 3.05);
    proxy.dropAll();
    await trade(fixture, 3.1);
    await waitFor(() => live.events.some((event) => event.type === 'reconnected'));
    live.session.resubscribe(subscription([MARKET_B, MARKET_A]));
    await trade(fixture, 3.15);

    const fresh = session(fixture, fixture.server.port!);
    await waitFor(
      () =>
        fresh.cache.markets.has(MARKET_A) && matched(live.cache, MARKET_A) === matched(fresh.cache, MARKET_A),
    );

    const replayed = new MarketStreamCache();
    const lines = recording.text().trimEnd().split('\n');
    expect(replayLines(lines, () => undefined, replayed).skipped).toBe(0);
    expect([...replayed.markets.keys()]).toEqual([MARKET_A]);
    expect(lines.filter((line) => line.includes('"img":true')).length).toBeGreaterThanOrEqual(2);
    expect(marketSnapshot(replayed.markets.get(MARKET_A))).toEqual(
      marketSnapshot(live.cache.markets.get(MARKET_A)),
    );
    expect(replayed.markets.get(MARKET_A)!.runners.get('1000_0')!.traded.length).toBeGreaterThan(0);
  });
});
