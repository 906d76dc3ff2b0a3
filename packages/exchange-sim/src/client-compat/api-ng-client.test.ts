// Our own exchange client (@greenbook/betfair) against the embedded exchange over real sockets:
// the same code that talks to Betfair (exchange-client issue §1).
import {
  ApiNgError,
  BetfairApi,
  OrderService,
  RestTransport,
  orderFailureMessage,
  type BetRequest,
} from '@greenbook/betfair';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_KEY, startApiNg } from '../api-ng/testing/api-ng-harness.js';

type Harness = Awaited<ReturnType<typeof startApiNg>>;
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

function client(h: Harness, accountId: string, fetchImpl?: typeof fetch) {
  const transport = new RestTransport({
    bettingUrl: `${h.baseUrl}/exchange/betting/rest/v1.0`,
    accountUrl: `${h.baseUrl}/exchange/account/rest/v1.0`,
    appKey: APP_KEY,
    auth: { kind: 'bearer', token: h.token(accountId) },
    callsPerSecond: 1000,
    ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
  });
  const api = new BetfairApi(transport);
  return { transport, api, orders: new OrderService(api) };
}

const bet = (marketId: string, overrides: Partial<BetRequest> = {}): BetRequest => ({
  marketId,
  selectionId: 1000,
  handicap: 0,
  side: 'BACK',
  price: 3,
  size: 5,
  persistenceType: 'LAPSE',
  fillOrKill: false,
  currency: 'GBP',
  ...overrides,
});

describe('API-NG client against the embedded exchange', () => {
  it('places a bet and reads it back', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    const { api, orders } = client(harness, 'a');
    const outcome = await orders.placeBet(bet(market.marketId));
    expect(outcome.status).toBe('SUCCESS');
    const current = await api.betting('listCurrentOrders', { marketIds: [market.marketId] });
    expect(current.currentOrders.map((o) => [o.priceSize.price, o.priceSize.size, o.status])).toEqual([
      [3, 5, 'EXECUTABLE'],
    ]);
  });

  it('turns a stake below the minimum into one bet at the requested stake and price', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    const { api, orders } = client(harness, 'a');
    // GBP minimum 1; 0.50 @ 3 pays 1.00 < 10, so the plan runs: 1.00 @ 1000, reduce by 0.50, replace to 3.
    const outcome = await orders.placeBet(bet(market.marketId, { size: 0.5 }));
    expect(outcome.status).toBe('SUCCESS');
    const current = await api.betting('listCurrentOrders', { marketIds: [market.marketId] });
    const live = current.currentOrders.filter((o) => o.status === 'EXECUTABLE');
    expect(live.map((o) => [o.priceSize.price, o.sizeRemaining])).toEqual([[3, 0.5]]);
    expect(live[0]!.betId).toBe((outcome as { betId: string }).betId);
  });

  it("places under the caller's customerOrderRef, found by it even after the small-stake replace", async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    const { api, orders } = client(harness, 'a');
    // The auto-bet scheduler asks for its reference before sending (apps/web lib/auto-bets).
    const direct = await orders.placeBet(bet(market.marketId, { customerOrderRef: '900001-SL-0' }));
    const small = await orders.placeBet(bet(market.marketId, { size: 0.5, customerOrderRef: '900001-TO-0' }));
    const found = async (ref: string) =>
      (
        await api.betting('listCurrentOrders', { marketIds: [market.marketId], customerOrderRefs: [ref] })
      ).currentOrders
        .filter((o) => o.status === 'EXECUTABLE')
        .map((o) => o.betId);
    expect(await found('900001-SL-0')).toEqual([(direct as { betId: string }).betId]);
    expect(await found('900001-TO-0')).toEqual([(small as { betId: string }).betId]);
    expect(await found('900001-SL-450')).toEqual([]);
  });

  it('reports a Fill or Kill bet the exchange killed as not placed, and refuses FOK below the minimum', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    const { api, orders } = client(harness, 'a');
    // Nothing to match at 3: the exchange kills the whole bet (EXPIRED), nothing stands.
    expect(await orders.placeBet(bet(market.marketId, { fillOrKill: true }))).toMatchObject({
      status: 'EXPIRED',
    });
    const small = await orders.placeBet(bet(market.marketId, { fillOrKill: true, size: 0.5 }));
    if (small.status !== 'FAILURE') throw new Error('expected a refusal');
    expect(orderFailureMessage(small.errorCode, small.instructionErrorCode)).toBe(
      'Bet not placed. Fill or Kill needs a stake of at least the exchange minimum.',
    );
    const current = await api.betting('listCurrentOrders', { marketIds: [market.marketId] });
    expect(current.currentOrders.filter((o) => o.status === 'EXECUTABLE')).toEqual([]);
  });

  it('leaves no minimum-stake bet behind when the small-stake reduce gets no answer', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    let cancels = 0;
    // The reduce (the first cancelOrders) reaches nobody; the clean-up cancel goes through.
    const failingReduce: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('cancelOrders') && (cancels += 1) === 1) throw new TypeError('socket hang up');
      return fetch(input, init);
    };
    const { api, orders } = client(harness, 'a', failingReduce);
    const outcome = await orders.placeBet(bet(market.marketId, { size: 0.5 }));
    expect(outcome).toMatchObject({ status: 'FAILURE', step: 'reduce' });
    const current = await api.betting('listCurrentOrders', { marketIds: [market.marketId] });
    expect(current.currentOrders.filter((o) => o.status === 'EXECUTABLE')).toEqual([]);
  });

  it('reports exchange refusals with the spec messages', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    const { orders } = client(harness, 'a');
    const outcome = await orders.placeBet(bet(market.marketId, { price: 3.01 }));
    expect(outcome).toMatchObject({
      status: 'FAILURE',
      errorCode: 'BET_ACTION_ERROR',
      instructionErrorCode: 'INVALID_ODDS',
    });
    if (outcome.status !== 'FAILURE') throw new Error('expected a failure');
    expect(orderFailureMessage(outcome.errorCode, outcome.instructionErrorCode)).toBe('Error - Invalid Odd');
  });

  it('never places a second bet when a response is lost and the request is retried', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    let lost = false;
    // The first placeOrders reaches the exchange, but its answer is "lost" on the way back.
    const lossyFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!lost && url.includes('placeOrders')) {
        lost = true;
        throw new TypeError('socket hang up');
      }
      return response;
    };
    const { api, orders } = client(harness, 'a', lossyFetch);
    const outcome = await orders.placeBet(bet(market.marketId));
    expect(outcome.status).toBe('SUCCESS');
    const current = await api.betting('listCurrentOrders', { marketIds: [market.marketId] });
    expect(current.currentOrders).toHaveLength(1);
    expect(current.currentOrders[0]!.betId).toBe((outcome as { betId: string }).betId);
  });

  it('cancels by a map of market → bets in batches of 60', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    const { api, orders } = client(harness, 'a');
    const betIds: string[] = [];
    for (let i = 0; i < 70; i += 1) {
      const outcome = await orders.placeBet(bet(market.marketId, { price: 20, size: 1 }));
      if (outcome.status === 'SUCCESS') betIds.push(outcome.betId);
    }
    const reports = await api.cancelBets(new Map([[market.marketId, betIds]]));
    expect(reports.map((r) => r.instructionReports?.length)).toEqual([60, 10]);
    const current = await api.betting('listCurrentOrders', {
      marketIds: [market.marketId],
      orderProjection: 'EXECUTABLE',
    });
    expect(current.currentOrders).toHaveLength(0);
  });

  it('raises a session-lost event for an invalid token', async () => {
    harness = await startApiNg();
    const { transport, api } = client(harness, 'a');
    transport.setAuth({ kind: 'bearer', token: 'not-a-token' });
    const lost: string[] = [];
    transport.onSessionLost((error) => lost.push(error.errorCode));
    await expect(api.account('getAccountFunds', {})).rejects.toBeInstanceOf(ApiNgError);
    expect(lost).toEqual(['INVALID_SESSION_INFORMATION']);
  });
});
