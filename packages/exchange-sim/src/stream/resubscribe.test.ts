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

async function subscribe(client: StreamClient, request: Record<string, unknown>): Promise<StreamMessage> {
  await client.request({ op: 'marketSubscription', id: 2, ...request });
  return client.next((message) => message.op === 'mcm');
}

describe('resubscription (betfair-protocol §5.10)', () => {
  it('answers identical clocks with RESUB_DELTA of what changed since', async () => {
    fixture = await startStreamFixture();
    const first = await fixture.authenticated();
    const request = {
      marketFilter: { marketIds: [MARKET_A, MARKET_B] },
      marketDataFilter: { fields: ['EX_ALL_OFFERS'] },
    };
    const image = await subscribe(first, request);
    first.close();
    await fixture.place('b', MARKET_A, [limit(1000, 'LAY', 2, 10)]);
    await fixture.place('b', MARKET_A, [limit(1000, 'LAY', 2.02, 3)]);
    const second = await fixture.authenticated();
    const resumed = await subscribe(second, { ...request, initialClk: image.initialClk, clk: image.clk });
    expect(resumed).toMatchObject({ ct: 'RESUB_DELTA', initialClk: image.initialClk });
    expect(resumed.mc).toEqual([
      {
        id: MARKET_A,
        rc: [
          {
            id: 1000,
            atb: [
              [2.02, 3],
              [2, 10],
            ],
          },
        ],
      },
    ]);
    // Nothing changed since the resumed clock: an empty patch.
    const third = await fixture.authenticated();
    const quiet = await subscribe(third, { ...request, initialClk: image.initialClk, clk: resumed.clk });
    expect(quiet).toMatchObject({ ct: 'RESUB_DELTA', mc: [] });
  });

  it('answers clocks it cannot honour with INVALID_CLOCK and closes', async () => {
    fixture = await startStreamFixture();
    const client = await fixture.authenticated();
    const status = await client.request({
      op: 'marketSubscription',
      id: 2,
      initialClk: 'AAAA',
      clk: 'garbage!',
    });
    expect(status).toMatchObject({ errorCode: 'INVALID_CLOCK', connectionClosed: true });
    await client.closed;
  });

  it('sends whole markets when the history no longer reaches the clock', async () => {
    fixture = await startStreamFixture({ resubscribeHistory: 1 });
    const first = await fixture.authenticated();
    const request = {
      marketFilter: { marketIds: [MARKET_A] },
      marketDataFilter: { fields: ['EX_ALL_OFFERS'] },
    };
    const image = await subscribe(first, request);
    await fixture.place('b', MARKET_A, [limit(1000, 'LAY', 2, 10)]);
    await fixture.place('b', MARKET_A, [limit(1000, 'LAY', 2.02, 3)]);
    const second = await fixture.authenticated();
    const resumed = await subscribe(second, { ...request, initialClk: image.initialClk, clk: image.clk });
    expect(resumed.ct).toBe('RESUB_DELTA');
    expect((resumed.mc as Array<Record<string, unknown>>)[0]).toMatchObject({ id: MARKET_A, img: true });
  });
});
