import { afterEach, describe, expect, it } from 'vitest';
import { reconcileStartingPrices } from '../core/starting-price.js';
import { MarketCache } from './testing/market-cache.js';
import type { StreamClient } from './testing/stream-client.js';
import { limit, startStreamFixture, type StreamFixture } from './testing/stream-fixture.js';

let fixture: StreamFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

const marketIds = Array.from({ length: 10 }, (_, i) => `1.30000000${i}`);

describe('fan-out (brief: 200 connections × 10 markets, 100 ms conflation)', () => {
  it('brings every connection to the same state as a fresh image', async () => {
    fixture = await startStreamFixture(
      { maxConnectionsPerSession: 1000 },
      marketIds.map((marketId) => ({ marketId })),
    );
    const f = fixture;
    const request = {
      op: 'marketSubscription',
      id: 2,
      conflateMs: 100,
      marketFilter: { marketIds },
      marketDataFilter: { fields: ['EX_BEST_OFFERS', 'EX_TRADED', 'EX_LTP'], ladderLevels: 3 },
    };
    const subscribers: Array<{ client: StreamClient; cache: MarketCache }> = [];
    for (let i = 0; i < 200; i += 1) {
      const client = await f.authenticated();
      client.send(request);
      subscribers.push({ client, cache: new MarketCache() });
    }
    for (let round = 0; round < 5; round += 1) {
      for (const [index, marketId] of marketIds.entries()) {
        await f.place('b', marketId, [limit(1000 + (index % 3), 'LAY', 2 + round / 50, 5)]);
        await f.place('c', marketId, [limit(1000 + (index % 3), 'BACK', 2, 2)]);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    const reference = new MarketCache();
    const fresh = await f.authenticated();
    fresh.send(request);
    await fresh.next((m) => m.op === 'status');
    reference.apply(await fresh.next((m) => m.op === 'mcm'));
    for (const { client, cache } of subscribers) {
      client.send({ op: 'heartbeat', id: 99 });
      await client.next((m) => m.op === 'status' && m.id === 99);
      for (const message of client.received) cache.apply(message);
      expect(cache.snapshot()).toEqual(reference.snapshot());
      // Conflated: one delta per 100 ms window at most, not one per order.
      expect(client.received.filter((m) => m.op === 'mcm' && m.ct === undefined).length).toBeLessThan(40);
    }
  });
});

describe('starting-price fields (betfair-protocol §5.4 SP_TRADED, SP_PROJECTED)', () => {
  it('streams spb/spl of waiting SP bets and the projected and reconciled price', async () => {
    fixture = await startStreamFixture({}, [{ marketId: '1.400000001', bspMarket: true }]);
    const f = fixture;
    const client = await f.authenticated();
    await client.request({
      op: 'marketSubscription',
      id: 2,
      marketFilter: { marketIds: ['1.400000001'] },
      marketDataFilter: { fields: ['SP_TRADED', 'SP_PROJECTED'] },
    });
    await client.next((m) => m.op === 'mcm');
    await f.place('c', '1.400000001', [
      { orderType: 'MARKET_ON_CLOSE', selectionId: 1000, side: 'BACK', marketOnCloseOrder: { liability: 5 } },
    ]);
    const waiting = await client.next((m) => m.op === 'mcm');
    expect(waiting.mc).toEqual([{ id: '1.400000001', rc: [{ id: 1000, spl: [[1.01, 5]] }] }]);
    await f.place('b', '1.400000001', [limit(1000, 'LAY', 4, 2)]);
    await f.place('c', '1.400000001', [limit(1000, 'BACK', 4, 2)]);
    const projected = await client.next((m) => m.op === 'mcm');
    expect(projected.mc).toEqual([{ id: '1.400000001', rc: [{ id: 1000, spn: 4, spf: 4 }] }]);
    reconcileStartingPrices(f.exchange, f.exchange.markets.get('1.400000001')!);
    const reconciled = await client.next((m) => m.op === 'mcm');
    expect(reconciled.mc).toMatchObject([
      { id: '1.400000001', rc: expect.arrayContaining([{ id: 1000, spl: [[1.01, 0]] }]) as unknown },
    ]);
  });
});
