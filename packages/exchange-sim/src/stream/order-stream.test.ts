import { afterEach, describe, expect, it } from 'vitest';
import { cancelOrders } from '../core/amend-orders.js';
import { runnerKey } from '../core/market.js';
import { settleMarket } from '../core/settlement.js';
import {
  DEMO_ACCOUNT,
  limit,
  MARKET_A,
  startStreamFixture,
  type StreamFixture,
} from './testing/stream-fixture.js';
import type { StreamClient, StreamMessage } from './testing/stream-client.js';

let fixture: StreamFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function subscribeOrders(
  client: StreamClient,
  orderFilter: Record<string, unknown> = {},
): Promise<StreamMessage> {
  await client.request({ op: 'orderSubscription', id: 3, orderFilter });
  return client.next((message) => message.op === 'ocm');
}

const nextOcm = (client: StreamClient) => client.next((message) => message.op === 'ocm');

describe('order subscription (betfair-protocol §5.5, §5.8)', () => {
  it('images only executable orders of the account, with mb/ml and smc', async () => {
    fixture = await startStreamFixture();
    const f = fixture;
    await f.place('b', MARKET_A, [limit(1000, 'LAY', 3, 4)]);
    await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1000, 'BACK', 3, 10)], { customerStrategyRef: 'S1' });
    await f.place(DEMO_ACCOUNT, MARKET_A, [{ ...limit(1001, 'BACK', 5, 2), customerOrderRef: 'O1' }]);
    await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1002, 'BACK', 5, 2)]);
    cancelOrders(f.exchange, DEMO_ACCOUNT, { marketId: MARKET_A, instructions: [] });
    await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1001, 'BACK', 6, 3)]);
    const client = await f.authenticated();
    const image = await subscribeOrders(client, { partitionMatchedByStrategyRef: true });
    expect(image).toMatchObject({ op: 'ocm', id: 3, ct: 'SUB_IMAGE', heartbeatMs: 5000 });
    const oc = image.oc as Array<Record<string, unknown>>;
    expect(oc).toHaveLength(1);
    expect(oc[0]).toMatchObject({ id: MARKET_A, accountId: 100001, fullImage: true });
    const orc = oc[0]!.orc as Array<Record<string, unknown>>;
    // Runner 1000: the back is cancelled after 4 matched (EC) → no uo, position only.
    expect(orc.find((r) => r.id === 1000)).toEqual({
      id: 1000,
      fullImage: true,
      mb: [[3, 4]],
      smc: { S1: { mb: [[3, 4]], ml: [] } },
    });
    const runner1001 = orc.find((r) => r.id === 1001)!;
    expect((runner1001.uo as Array<Record<string, unknown>>).map((o) => [o.p, o.status, o.rfo])).toEqual([
      [6, 'E', ''],
    ]);
    expect(orc.find((r) => r.id === 1002)).toBeUndefined();
  });

  it('streams new orders whole, the EC transient once, and mb deltas', async () => {
    fixture = await startStreamFixture();
    const f = fixture;
    const client = await f.authenticated();
    expect((await subscribeOrders(client)).oc).toEqual([]);
    const report = await f.place(
      DEMO_ACCOUNT,
      MARKET_A,
      [{ ...limit(1000, 'BACK', 3, 10), customerOrderRef: 'mine' }],
      {
        customerStrategyRef: 'S1',
      },
    );
    const betId = report.instructionReports[0]!.betId!;
    const placed = await nextOcm(client);
    expect(placed.oc).toEqual([
      {
        id: MARKET_A,
        accountId: 100001,
        orc: [
          {
            id: 1000,
            uo: [
              expect.objectContaining({
                id: betId,
                p: 3,
                s: 10,
                side: 'B',
                status: 'E',
                sr: 10,
                sm: 0,
                rfo: 'mine',
                rfs: 'S1',
              }),
            ],
          },
        ],
      },
    ]);
    await f.place('b', MARKET_A, [limit(1000, 'LAY', 3, 4)]);
    const matched = await nextOcm(client);
    expect(matched.oc).toEqual([
      {
        id: MARKET_A,
        accountId: 100001,
        orc: [
          {
            id: 1000,
            uo: [expect.objectContaining({ id: betId, status: 'E', sm: 4, sr: 6, avp: 3 })],
            mb: [[3, 4]],
          },
        ],
      },
    ]);
    cancelOrders(f.exchange, DEMO_ACCOUNT, { marketId: MARKET_A, instructions: [{ betId }] });
    const cancelled = await nextOcm(client);
    expect(cancelled.oc).toEqual([
      {
        id: MARKET_A,
        accountId: 100001,
        orc: [{ id: 1000, uo: [expect.objectContaining({ id: betId, status: 'EC', sc: 6 })] }],
      },
    ]);
    // Orders of other accounts never reach this stream.
    await f.place('c', MARKET_A, [limit(1001, 'BACK', 4, 2)]);
    expect(await client.request({ op: 'heartbeat', id: 9 })).toMatchObject({ statusCode: 'SUCCESS' });
    expect(client.unread()).toEqual([]);
  });

  it('filters uo by customerStrategyRefs but not the overall position', async () => {
    fixture = await startStreamFixture();
    const f = fixture;
    const client = await f.authenticated();
    await subscribeOrders(client, { customerStrategyRefs: ['S2'] });
    await f.place('b', MARKET_A, [limit(1000, 'LAY', 3, 2)]);
    await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1000, 'BACK', 3, 2)], { customerStrategyRef: 'S1' });
    const update = await nextOcm(client);
    expect(update.oc).toEqual([{ id: MARKET_A, accountId: 100001, orc: [{ id: 1000, mb: [[3, 2]] }] }]);
  });

  it('sends closed:true when the market settles', async () => {
    fixture = await startStreamFixture();
    const f = fixture;
    const report = await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1000, 'BACK', 3, 10)]);
    await f.place('b', MARKET_A, [limit(1000, 'LAY', 3, 4)]);
    const client = await f.authenticated();
    await subscribeOrders(client);
    settleMarket(f.exchange, f.exchange.markets.get(MARKET_A)!, {
      results: new Map([[runnerKey(1000, 0), 'WINNER']]),
    });
    const closed = await nextOcm(client);
    expect(closed.oc).toEqual([
      {
        id: MARKET_A,
        accountId: 100001,
        closed: true,
        orc: [
          {
            id: 1000,
            uo: [expect.objectContaining({ id: report.instructionReports[0]!.betId, status: 'EC', sl: 6 })],
          },
        ],
      },
    ]);
  });

  it('resubscribes with a RESUB_DELTA of the orders changed while away, completed ones included', async () => {
    fixture = await startStreamFixture();
    const f = fixture;
    const betOf = (report: Awaited<ReturnType<typeof f.place>>) => report.instructionReports[0]!.betId!;
    const matching = betOf(await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1000, 'BACK', 3, 10)]));
    const cancelled = betOf(await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1001, 'BACK', 5, 2)]));
    const first = await f.authenticated();
    const image = await subscribeOrders(first);
    first.close();
    await f.place('b', MARKET_A, [limit(1000, 'LAY', 3, 4)]);
    cancelOrders(f.exchange, DEMO_ACCOUNT, { marketId: MARKET_A, instructions: [{ betId: cancelled }] });
    const placed = betOf(await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1002, 'BACK', 4, 3)]));
    const second = await f.authenticated();
    await second.request({ op: 'orderSubscription', id: 3, initialClk: image.initialClk, clk: image.clk });
    const resumed = await nextOcm(second);
    expect(resumed).toMatchObject({ ct: 'RESUB_DELTA', initialClk: image.initialClk });
    // A patch, not an image: the client keeps what it held and hears each change, EC included.
    expect(resumed.oc).toEqual([
      {
        id: MARKET_A,
        accountId: 100001,
        orc: [
          {
            id: 1000,
            uo: [expect.objectContaining({ id: matching, status: 'E', sm: 4, sr: 6 })],
            mb: [[3, 4]],
          },
          { id: 1001, uo: [expect.objectContaining({ id: cancelled, status: 'EC', sc: 2 })] },
          { id: 1002, uo: [expect.objectContaining({ id: placed, status: 'E', s: 3 })] },
        ],
      },
    ]);
    // The completing update is sent once: a later change does not repeat it.
    cancelOrders(f.exchange, DEMO_ACCOUNT, { marketId: MARKET_A, instructions: [{ betId: placed }] });
    expect((await nextOcm(second)).oc).toEqual([
      {
        id: MARKET_A,
        accountId: 100001,
        orc: [{ id: 1002, uo: [expect.objectContaining({ id: placed, status: 'EC' })] }],
      },
    ]);
  });

  it('closes a market settled while away, with the settled orders', async () => {
    fixture = await startStreamFixture();
    const f = fixture;
    const bet = (await f.place(DEMO_ACCOUNT, MARKET_A, [limit(1000, 'BACK', 3, 10)])).instructionReports[0]!
      .betId!;
    const first = await f.authenticated();
    const image = await subscribeOrders(first);
    first.close();
    await f.place('b', MARKET_A, [limit(1000, 'LAY', 3, 4)]);
    settleMarket(f.exchange, f.exchange.markets.get(MARKET_A)!, {
      results: new Map([[runnerKey(1000, 0), 'WINNER']]),
    });
    const second = await f.authenticated();
    await second.request({ op: 'orderSubscription', id: 3, initialClk: image.initialClk, clk: image.clk });
    expect((await nextOcm(second)).oc).toEqual([
      {
        id: MARKET_A,
        accountId: 100001,
        closed: true,
        orc: [
          { id: 1000, uo: [expect.objectContaining({ id: bet, status: 'EC', sm: 4, sl: 6 })], mb: [[3, 4]] },
        ],
      },
    ]);
  });
});
