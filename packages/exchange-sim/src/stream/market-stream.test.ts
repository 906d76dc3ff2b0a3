import { afterEach, describe, expect, it } from 'vitest';
import {
  limit,
  MARKET_A,
  MARKET_B,
  startStreamFixture,
  type StreamFixture,
} from './testing/stream-fixture.js';
import type { StreamClient, StreamMessage } from './testing/stream-client.js';

let fixture: StreamFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

type Rc = Record<string, unknown> & { id: number };
const runnerOf = (message: StreamMessage, marketId: string, id: number): Rc | undefined =>
  ((message.mc as Array<{ id: string; rc?: Rc[] }>).find((mc) => mc.id === marketId)?.rc ?? []).find(
    (rc) => rc.id === id,
  );

async function subscribe(client: StreamClient, request: Record<string, unknown>): Promise<StreamMessage> {
  await client.request({ op: 'marketSubscription', id: 2, ...request });
  return client.next((message) => message.op === 'mcm');
}

/** b lays 1000 at 2.0, 2.02, 2.04 … (available to back) and c backs 1000 at 2.5, 2.52 … */
async function seedBook(f: StreamFixture, levels = 4): Promise<void> {
  for (let i = 0; i < levels; i += 1) {
    await f.place('b', MARKET_A, [limit(1000, 'LAY', [2, 1.99, 1.98, 1.97, 1.96, 1.95][i]!, 10 + i)]);
    await f.place('c', MARKET_A, [limit(1000, 'BACK', [2.5, 2.52, 2.54, 2.56, 2.58, 2.6][i]!, 20 + i)]);
  }
}

describe('market subscription images (betfair-protocol §5.4, §5.7)', () => {
  it('sends each field flag as its keys, level ladders cut to ladderLevels', async () => {
    fixture = await startStreamFixture();
    await seedBook(fixture);
    await fixture.place('100001', MARKET_A, [limit(1000, 'BACK', 2, 5)]); // trades 5 @ 2
    const all = [
      'EX_BEST_OFFERS_DISP',
      'EX_BEST_OFFERS',
      'EX_ALL_OFFERS',
      'EX_TRADED',
      'EX_TRADED_VOL',
      'EX_LTP',
      'EX_MARKET_DEF',
    ];
    const client = await fixture.authenticated();
    const image = await subscribe(client, {
      marketFilter: { marketIds: [MARKET_A] },
      marketDataFilter: { fields: all, ladderLevels: 2 },
    });
    const mc = (image.mc as Array<Record<string, unknown>>)[0]!;
    expect(mc).toMatchObject({ id: MARKET_A, img: true, tv: 10 }); // both sides of 5 matched
    expect(runnerOf(image, MARKET_A, 1000)).toEqual({
      id: 1000,
      atb: [
        [2, 5],
        [1.99, 11],
        [1.98, 12],
        [1.97, 13],
      ],
      atl: [
        [2.5, 20],
        [2.52, 21],
        [2.54, 22],
        [2.56, 23],
      ],
      batb: [
        [0, 2, 5],
        [1, 1.99, 11],
      ],
      batl: [
        [0, 2.5, 20],
        [1, 2.52, 21],
      ],
      bdatb: [
        [0, 2, 5],
        [1, 1.99, 11],
      ],
      bdatl: [
        [0, 2.5, 20],
        [1, 2.52, 21],
      ],
      trd: [[2, 10]], // traded volume counts both sides of the 5 matched
      ltp: 2,
      tv: 10,
    });
    const definition = mc.marketDefinition as Record<string, unknown>;
    expect(definition).toMatchObject({
      bspMarket: false,
      marketType: 'MATCH_ODDS',
      bettingType: 'ODDS',
      status: 'OPEN',
      inPlay: false,
      numberOfActiveRunners: 3,
      regulators: ['MR_INT'],
      priceLadderDefinition: { type: 'CLASSIC' },
      version: expect.any(Number) as unknown,
    });
    expect((definition.runners as unknown[])[0]).toEqual({
      id: 1000,
      sortPriority: 1,
      status: 'ACTIVE',
      adjustmentFactor: 0,
    });
  });

  it('sends only requested fields and honours the filter', async () => {
    fixture = await startStreamFixture();
    await seedBook(fixture, 1);
    const client = await fixture.authenticated();
    const image = await subscribe(client, {
      marketFilter: { eventTypeIds: ['1'] },
      marketDataFilter: { fields: ['EX_LTP'] },
    });
    expect((image.mc as unknown[]).length).toBe(2);
    expect(runnerOf(image, MARKET_A, 1000)).toEqual({ id: 1000 });
    const none = await fixture.authenticated();
    const empty = await subscribe(none, {
      marketFilter: { eventTypeIds: ['7'] },
      marketDataFilter: { fields: ['EX_LTP'] },
    });
    expect(empty.mc).toEqual([]);
  });
});

describe('market deltas', () => {
  it('sends changed levels, [n,0,0] deletions, [price,0] deletions and [] outside ladderLevels', async () => {
    fixture = await startStreamFixture();
    await seedBook(fixture, 3);
    const client = await fixture.authenticated();
    await subscribe(client, {
      marketFilter: { marketIds: [MARKET_A] },
      marketDataFilter: {
        fields: ['EX_BEST_OFFERS', 'EX_ALL_OFFERS', 'EX_TRADED', 'EX_LTP', 'EX_TRADED_VOL'],
        ladderLevels: 2,
      },
    });
    // A backer takes all 10 at 2.0: level 0 becomes 1.99, level 1 becomes 1.98, level 2 empties.
    await fixture.place('100001', MARKET_A, [limit(1000, 'BACK', 2, 10)]);
    const delta = await client.next((m) => m.op === 'mcm');
    expect(delta.mc).toMatchObject([{ id: MARKET_A, tv: 20 }]); // both sides of 10 matched
    expect(runnerOf(delta, MARKET_A, 1000)).toEqual({
      id: 1000,
      atb: [[2, 0]],
      batb: [
        [0, 1.99, 11],
        [1, 1.98, 12],
      ],
      trd: [[2, 20]], // both sides of the 10 matched
      ltp: 2,
      tv: 20,
    });
    // A lay deep in the book changes nothing within two levels.
    await fixture.place('b', MARKET_A, [limit(1000, 'LAY', 1.5, 3)]);
    const deep = await client.next((m) => m.op === 'mcm');
    expect(runnerOf(deep, MARKET_A, 1000)).toEqual({ id: 1000, atb: [[1.5, 3]], batb: [] });
  });

  it('sends deltas for orders placed through the core on any market in the subscription', async () => {
    fixture = await startStreamFixture();
    const client = await fixture.authenticated();
    await subscribe(client, {
      marketFilter: {},
      marketDataFilter: { fields: ['EX_BEST_OFFERS'], ladderLevels: 1 },
    });
    await fixture.place('c', MARKET_B, [limit(1001, 'BACK', 3, 4)]);
    const delta = await client.next((m) => m.op === 'mcm');
    expect(delta.mc).toEqual([{ id: MARKET_B, rc: [{ id: 1001, batl: [[0, 3, 4]] }] }]);
  });

  it('segments a large image into SEG_START, SEG, SEG_END with the clock on the last', async () => {
    const extra = Array.from({ length: 6 }, (_, i) => ({ marketId: `1.20000000${i}` }));
    fixture = await startStreamFixture({ maxSegmentBytes: 2000 }, extra);
    const client = await fixture.authenticated();
    await client.request({
      op: 'marketSubscription',
      id: 2,
      marketFilter: {},
      marketDataFilter: { fields: ['EX_MARKET_DEF'] },
    });
    const segments: StreamMessage[] = [];
    for (;;) {
      const message = await client.next((m) => m.op === 'mcm');
      segments.push(message);
      if (message.segmentType === 'SEG_END') break;
    }
    expect(segments.length).toBeGreaterThan(2);
    expect(segments.map((s) => s.segmentType)).toEqual([
      'SEG_START',
      ...segments.slice(1, -1).map(() => 'SEG'),
      'SEG_END',
    ]);
    expect(segments.every((s) => s.ct === 'SUB_IMAGE')).toBe(true);
    expect(segments.slice(0, -1).every((s) => s.clk === undefined)).toBe(true);
    expect(typeof segments.at(-1)!.clk).toBe('string');
    expect(segments.flatMap((s) => s.mc as unknown[]).length).toBe(8);
    const unsegmented = await fixture.authenticated();
    const whole = await subscribe(unsegmented, {
      marketFilter: {},
      segmentationEnabled: false,
      marketDataFilter: { fields: ['EX_MARKET_DEF'] },
    });
    expect(whole.segmentType).toBeUndefined();
    expect((whole.mc as unknown[]).length).toBe(8);
  });

  it('sends HEARTBEAT after heartbeatMs of silence, bounded to at least 500 ms', async () => {
    fixture = await startStreamFixture();
    const client = await fixture.authenticated();
    // Timed from before the request: the server's silence timer starts after it, so however late
    // the image reaches a busy test, the heartbeat cannot come sooner than ~500 ms from here.
    const requested = Date.now();
    const image = await subscribe(client, { marketFilter: { marketIds: [MARKET_A] }, heartbeatMs: 100 });
    expect(image.heartbeatMs).toBe(500);
    const heartbeat = await client.next((m) => m.op === 'mcm');
    expect(Date.now() - requested).toBeGreaterThanOrEqual(450);
    expect(heartbeat).toEqual({
      op: 'mcm',
      id: 2,
      clk: image.clk,
      pt: expect.any(Number) as unknown,
      ct: 'HEARTBEAT',
    });
  });

  it('conflates changes within conflateMs into one message marked con', async () => {
    fixture = await startStreamFixture();
    const client = await fixture.authenticated();
    const image = await subscribe(client, {
      marketFilter: { marketIds: [MARKET_A] },
      conflateMs: 200,
      marketDataFilter: { fields: ['EX_ALL_OFFERS'] },
    });
    expect(image.conflateMs).toBe(200);
    await fixture.place('b', MARKET_A, [limit(1000, 'LAY', 2, 10)]);
    await fixture.place('b', MARKET_A, [limit(1000, 'LAY', 2, 5)]);
    await fixture.place('b', MARKET_A, [limit(1001, 'LAY', 3, 5)]);
    const delta = await client.next((m) => m.op === 'mcm');
    expect(delta.mc).toEqual([
      {
        id: MARKET_A,
        con: true,
        rc: [
          { id: 1000, atb: [[2, 15]] },
          { id: 1001, atb: [[3, 5]] },
        ],
      },
    ]);
    expect(client.unread()).toEqual([]);
  });
});
