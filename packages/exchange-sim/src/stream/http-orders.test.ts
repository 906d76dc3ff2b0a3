import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeSimPlugin } from '../http/plugin.js';
import { MARKET_A, startStreamFixture, type StreamFixture } from './testing/stream-fixture.js';

let fixture: StreamFixture | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await fixture?.close();
  app = undefined;
  fixture = undefined;
});

describe('orders placed over HTTP (betfair-protocol §8.14)', () => {
  it('appear on the market and order streams right away', async () => {
    fixture = await startStreamFixture();
    const f = fixture;
    app = Fastify();
    await app.register(exchangeSimPlugin, { simulator: f.simulator });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = await f.authenticated();
    await client.request({
      op: 'marketSubscription',
      id: 2,
      marketFilter: { marketIds: [MARKET_A] },
      marketDataFilter: { fields: ['EX_ALL_OFFERS'] },
    });
    await client.next((m) => m.op === 'mcm');
    await client.request({ op: 'orderSubscription', id: 3 });
    await client.next((m) => m.op === 'ocm');

    const response = await fetch(`${base}/exchange/betting/json-rpc/v1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-application': f.appKey,
        'x-authentication': f.session,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        method: 'SportsAPING/v1.0/placeOrders',
        id: 1,
        params: {
          marketId: MARKET_A,
          instructions: [
            {
              orderType: 'LIMIT',
              selectionId: '1000',
              side: 'BACK',
              limitOrder: { price: '4', size: '2', persistenceType: 'LAPSE' },
            },
          ],
        },
      }),
    });
    const body = (await response.json()) as {
      result: { status: string; instructionReports: Array<{ betId: string }> };
    };
    expect(body.result.status).toBe('SUCCESS');
    const betId = body.result.instructionReports[0]!.betId;
    const market = await client.next((m) => m.op === 'mcm');
    expect(market.mc).toEqual([{ id: MARKET_A, rc: [{ id: 1000, atl: [[4, 2]] }] }]);
    const orders = await client.next((m) => m.op === 'ocm');
    expect(orders.oc).toMatchObject([
      { id: MARKET_A, orc: [{ id: 1000, uo: [{ id: betId, status: 'E', p: 4, s: 2 }] }] },
    ]);
  });
});
