// Reading the exchange directly from a browser test, with the signed-in page's own token: finds a
// market with prices and checks what the page did (orders placed, matched, cancelled).
import type { APIRequestContext, Page } from '@playwright/test';

export const APP_KEY = 'greenbook-sim-app-key';

export async function pageToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('greenbook.session') ?? '{}') as { state: { token: string } }).state
        .token,
  );
}

/** The app key the product serves with its sign-on info (the one its web app sends). */
export async function productAppKey(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/betfair/sign-on')).json()) as { appKey: string }).appKey;
}

export function exchangeApi(request: APIRequestContext, token: string, appKey = APP_KEY) {
  return async <T>(operation: string, params: unknown, service = 'betting'): Promise<T> => {
    const response = await request.post(`/exchange/${service}/rest/v1.0/${operation}/`, {
      headers: { 'X-Application': appKey, Authorization: `BEARER ${token}` },
      data: params,
    });
    if (!response.ok()) throw new Error(`${operation}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** A session token for another demo account, through the exchange's identity API. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/identitysso/api/login', {
    headers: { Accept: 'application/json', 'X-Application': APP_KEY },
    form: { username, password: username },
  });
  return ((await response.json()) as { token: string }).token;
}

export interface PricedMarket {
  readonly eventId: string;
  /** "Home v Away": the search spec types a team from it. */
  readonly eventName: string;
  readonly marketId: string;
  readonly runner: { selectionId: number; name: string; bestBack: number; bestLay: number };
}

/**
 * A soccer match odds market not yet in play with two-sided prices on its first runner; `skip`
 * passes over that many such markets, so specs sharing the server can trade apart.
 */
export async function pricedMarket(call: ReturnType<typeof exchangeApi>, skip = 0): Promise<PricedMarket> {
  let skipped = 0;
  const catalogue = await call<
    Array<{
      marketId: string;
      event: { id: string; name: string };
      runners: Array<{ selectionId: number; runnerName: string }>;
    }>
  >('listMarketCatalogue', {
    filter: {
      eventTypeIds: ['1'],
      marketTypeCodes: ['MATCH_ODDS'],
      marketStartTime: { from: new Date(Date.now() + 10 * 60_000).toISOString() },
    },
    marketProjection: ['EVENT', 'RUNNER_DESCRIPTION'],
    sort: 'FIRST_TO_START',
    maxResults: 30,
  });
  const books = await call<
    Array<{
      marketId: string;
      status: string;
      inplay: boolean;
      runners: Array<{
        selectionId: number;
        ex: { availableToBack: Array<{ price: number }>; availableToLay: Array<{ price: number }> };
      }>;
    }>
  >('listMarketBook', {
    marketIds: catalogue.map((market) => market.marketId),
    priceProjection: { priceData: ['EX_BEST_OFFERS'] },
  });
  for (const book of books) {
    const runner = book.runners[0];
    const back = runner?.ex.availableToBack[0]?.price;
    const lay = runner?.ex.availableToLay[0]?.price;
    if (
      book.status !== 'OPEN' ||
      book.inplay ||
      runner === undefined ||
      back === undefined ||
      lay === undefined
    )
      continue;
    if (skipped < skip) {
      skipped += 1;
      continue;
    }
    const market = catalogue.find((entry) => entry.marketId === book.marketId)!;
    const name = market.runners.find((entry) => entry.selectionId === runner.selectionId)!.runnerName;
    return {
      eventId: market.event.id,
      eventName: market.event.name,
      marketId: book.marketId,
      runner: { selectionId: runner.selectionId, name, bestBack: back, bestLay: lay },
    };
  }
  throw new Error('no soccer market with prices before the off');
}

export interface CurrentOrder {
  betId: string;
  selectionId: number;
  side: string;
  status: string;
  priceSize: { price: number; size: number };
  sizeMatched: number;
  averagePriceMatched: number;
  sizeRemaining: number;
  persistenceType: string;
}

export async function currentOrders(
  call: ReturnType<typeof exchangeApi>,
  marketId: string,
): Promise<CurrentOrder[]> {
  return (await call<{ currentOrders: CurrentOrder[] }>('listCurrentOrders', { marketIds: [marketId] }))
    .currentOrders;
}

/** The embedded exchange's house trader takes `side` at `price` (see exchange-sim simulator-trade). */
export async function houseTrade(
  request: APIRequestContext,
  token: string,
  trade: { marketId: string; selectionId: number; side: 'BACK' | 'LAY'; price: number; size?: number },
): Promise<{ sizeMatched: number }> {
  const response = await request.post('/simulator/trade', {
    headers: { 'X-Application': APP_KEY, Authorization: `BEARER ${token}` },
    data: trade,
  });
  if (!response.ok()) throw new Error(`simulator trade: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { sizeMatched: number };
}

/** Has the house trader take the other side of every resting order of ours, at its own price. */
export async function matchResting(
  request: APIRequestContext,
  token: string,
  marketId: string,
  orders: CurrentOrder[],
): Promise<void> {
  for (const order of orders.filter((o) => o.status === 'EXECUTABLE')) {
    await houseTrade(request, token, {
      marketId,
      selectionId: order.selectionId,
      side: order.side === 'BACK' ? 'LAY' : 'BACK',
      price: order.priceSize.price,
    });
  }
}
