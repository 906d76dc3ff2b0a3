import { afterEach, describe, expect, it } from 'vitest';
import { limit } from '../testing/fixtures.js';
import { startApiNg } from '../api-ng/testing/api-ng-harness.js';
import { TRADE_PATH } from './simulator-trade.js';

type Harness = Awaited<ReturnType<typeof startApiNg>>;
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
});

interface Order {
  side: string;
  status: string;
  sizeMatched: number;
  averagePriceMatched: number;
}

describe('simulator trade control', () => {
  it('matches a resting bet at its price, moves the book, and leaves no house order behind', async () => {
    harness = await startApiNg({ marketControls: true });
    const market = harness.addMarket();
    const trade = (body: unknown, accountId = 'b') =>
      harness!.post(TRADE_PATH, JSON.stringify(body), harness!.authHeaders(accountId));
    await harness.call('placeOrders', {
      marketId: market.marketId,
      instructions: [limit(1000, 'BACK', 3, 5), limit(1000, 'BACK', 3.5, 4)],
    });

    // Laying through 3: the back at 3 is taken in full at 3, the one at 3.5 is not reached.
    const answer = await trade({ marketId: market.marketId, selectionId: 1000, side: 'LAY', price: 3 });
    expect(answer).toEqual({ status: 200, body: { sizeMatched: 5, averagePriceMatched: 3 } });
    const { currentOrders } = await harness.call<{ currentOrders: Order[] }>('listCurrentOrders', {
      marketIds: [market.marketId],
    });
    expect(currentOrders.map((o) => [o.status, o.sizeMatched])).toEqual(
      expect.arrayContaining([
        ['EXECUTION_COMPLETE', 5],
        ['EXECUTABLE', 0],
      ]),
    );
    // The house's unmatched remainder was cancelled: the lay side of the book is empty again.
    const [book] = await harness.call<
      Array<{ runners: Array<{ ex: { availableToBack: unknown[]; availableToLay: unknown[] } }> }>
    >('listMarketBook', { marketIds: [market.marketId], priceProjection: { priceData: ['EX_ALL_OFFERS'] } });
    expect(book!.runners[0]!.ex.availableToBack).toEqual([]);
    expect(book!.runners[0]!.ex.availableToLay).toHaveLength(1);
  });

  it('refuses a bad trade, a price off the ladder and a caller without a session', async () => {
    harness = await startApiNg({ marketControls: true });
    const market = harness.addMarket();
    const trade = (body: unknown, accountId = 'b') =>
      harness!.post(TRADE_PATH, JSON.stringify(body), harness!.authHeaders(accountId));
    const good = { marketId: market.marketId, selectionId: 1000, side: 'BACK', price: 2 };
    expect((await trade({ ...good, side: 'UP' })).status).toBe(400);
    expect((await trade({ ...good, size: 0 })).status).toBe(400);
    expect((await trade({ ...good, size: 1_000_000 })).status).toBe(400);
    expect(await trade({ ...good, price: 2.03 })).toMatchObject({
      status: 400,
      body: { error: 'INVALID_ODDS' },
    });
    const anonymous = await harness.post(TRADE_PATH, JSON.stringify(good), harness.authHeaders(undefined));
    expect(anonymous.status).toBe(401);
    expect(await trade(good)).toEqual({ status: 200, body: { sizeMatched: 0, averagePriceMatched: 0 } });
  });

  it('is not mounted unless the host asks for it', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    const body = { marketId: market.marketId, selectionId: 1000, side: 'BACK', price: 2 };
    const answer = await harness.post(TRADE_PATH, JSON.stringify(body), harness.authHeaders('a'));
    expect(answer.status).toBe(404);
  });
});
