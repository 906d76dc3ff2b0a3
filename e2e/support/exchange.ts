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

/** The markets where the caller's account has any current bet, matched or not. */
async function marketsWithBets(call: ReturnType<typeof exchangeApi>): Promise<Set<string>> {
  const { currentOrders } = await call<{ currentOrders: Array<{ marketId: string }> }>(
    'listCurrentOrders',
    {},
  );
  return new Set(currentOrders.map((order) => order.marketId));
}

/**
 * A soccer match odds market not yet in play with two-sided prices on its first runner, where the
 * caller's account has no bet yet; `skip` passes over that many such markets, so specs sharing the
 * server can trade apart. Skipping by rank alone is not enough: as the first markets of the list
 * near their off, the ranks shift, and a later spec's market was once an earlier spec's (CI: the
 * grid's back counted 4 matched backs, the cash-out spec's among them). `startsInMinutes`: the
 * earliest off, 10 minutes from now by default (so the market stays before the off while a test
 * trades it).
 */
export async function pricedMarket(
  call: ReturnType<typeof exchangeApi>,
  skip = 0,
  { startsInMinutes = 10 }: { startsInMinutes?: number } = {},
): Promise<PricedMarket> {
  const traded = await marketsWithBets(call);
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
      marketStartTime: { from: new Date(Date.now() + startsInMinutes * 60_000).toISOString() },
    },
    marketProjection: ['EVENT', 'RUNNER_DESCRIPTION'],
    sort: 'FIRST_TO_START',
    maxResults: 40, // 40 books of EX_BEST_OFFERS (weight 5) is the data-weight limit of 200
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
      traded.has(book.marketId) ||
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

export interface InPlayMarket extends PricedMarket {
  /** The market's in-play bet delay, seconds (over 0). */
  readonly betDelay: number;
}

/**
 * An in-play tennis match odds market with a bet delay and two-sided prices on its first runner,
 * where the account has no bets (the dense world keeps hundreds in play, SIM_LIVE_DENSITY).
 */
export async function inPlayMarket(call: ReturnType<typeof exchangeApi>): Promise<InPlayMarket> {
  const traded = await marketsWithBets(call);
  const catalogue = await call<
    Array<{
      marketId: string;
      event: { id: string; name: string };
      runners: Array<{ selectionId: number; runnerName: string }>;
    }>
  >('listMarketCatalogue', {
    filter: { eventTypeIds: ['2'], marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: true },
    marketProjection: ['EVENT', 'RUNNER_DESCRIPTION'],
    maxResults: 40,
  });
  const books = await call<
    Array<{
      marketId: string;
      status: string;
      inplay: boolean;
      betDelay: number;
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
    if (book.status !== 'OPEN' || !book.inplay || !(book.betDelay > 0)) continue;
    if (runner === undefined || back === undefined || lay === undefined) continue;
    if (traded.has(book.marketId)) continue;
    const market = catalogue.find((entry) => entry.marketId === book.marketId)!;
    const name = market.runners.find((entry) => entry.selectionId === runner.selectionId)!.runnerName;
    return {
      eventId: market.event.id,
      eventName: market.event.name,
      marketId: book.marketId,
      runner: { selectionId: runner.selectionId, name, bestBack: back, bestLay: lay },
      betDelay: book.betDelay,
    };
  }
  throw new Error('no in-play tennis market with a bet delay and prices');
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

/**
 * Has the exchange score a goal in an in-play football event now (POST /simulator/goal, mounted
 * with SIM_MARKET_CONTROLS=1 like /simulator/trade): its scores, timeline and prices follow.
 */
export async function simulateGoal(
  request: APIRequestContext,
  token: string,
  goal: { eventId: string; team: 'home' | 'away' },
): Promise<void> {
  const response = await request.post('/simulator/goal', {
    headers: { 'X-Application': APP_KEY, Authorization: `BEARER ${token}` },
    data: goal,
  });
  if (!response.ok()) throw new Error(`simulator goal: ${response.status()} ${await response.text()}`);
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

export interface PricedRace extends PricedMarket {
  /** Commission rate of the market (percent), for the net profit at settlement. */
  readonly marketBaseRate: number;
}

/**
 * The WIN market of the first horse race at least 10 minutes from its off (so it stays before the
 * off while a test trades it), OPEN, with two-sided prices on its favourite (the lowest back price:
 * its ladder is among those a market screen shows first), and no bet of this caller's on it.
 */
export async function pricedRace(call: ReturnType<typeof exchangeApi>): Promise<PricedRace> {
  const catalogue = await call<
    Array<{
      marketId: string;
      event: { id: string; name: string };
      description: { marketBaseRate: number };
      runners: Array<{ selectionId: number; runnerName: string }>;
    }>
  >('listMarketCatalogue', {
    filter: {
      eventTypeIds: ['7'],
      marketTypeCodes: ['WIN'],
      marketStartTime: { from: new Date(Date.now() + 10 * 60_000).toISOString() },
    },
    marketProjection: ['EVENT', 'MARKET_DESCRIPTION', 'RUNNER_DESCRIPTION'],
    sort: 'FIRST_TO_START',
    maxResults: 20,
  });
  const mine = await call<{ currentOrders: Array<{ marketId: string }> }>('listCurrentOrders', {});
  const traded = new Set(mine.currentOrders.map((order) => order.marketId));
  const books = await call<
    Array<{
      marketId: string;
      status: string;
      inplay: boolean;
      runners: Array<{
        selectionId: number;
        status: string;
        ex: { availableToBack: Array<{ price: number }>; availableToLay: Array<{ price: number }> };
      }>;
    }>
  >('listMarketBook', {
    marketIds: catalogue.map((market) => market.marketId),
    priceProjection: { priceData: ['EX_BEST_OFFERS'], exBestOffersOverrides: { bestPricesDepth: 1 } },
  });
  for (const market of catalogue) {
    const book = books.find((entry) => entry.marketId === market.marketId);
    if (book?.status !== 'OPEN' || book.inplay || traded.has(market.marketId)) continue;
    const priced = book.runners.filter(
      (runner) =>
        runner.status === 'ACTIVE' &&
        runner.ex.availableToBack[0] !== undefined &&
        runner.ex.availableToLay[0] !== undefined,
    );
    const favourite = priced.sort(
      (a, b) => a.ex.availableToBack[0]!.price - b.ex.availableToBack[0]!.price,
    )[0];
    if (favourite === undefined) continue;
    const name = market.runners.find((entry) => entry.selectionId === favourite.selectionId)!.runnerName;
    return {
      eventId: market.event.id,
      eventName: market.event.name,
      marketId: market.marketId,
      marketBaseRate: market.description.marketBaseRate,
      runner: {
        selectionId: favourite.selectionId,
        name,
        bestBack: favourite.ex.availableToBack[0]!.price,
        bestLay: favourite.ex.availableToLay[0]!.price,
      },
    };
  }
  throw new Error('no horse race with prices at least 10 minutes before its off');
}

/** Settles the market now with this winner (see exchange-sim simulator-settle). */
export async function settleNow(
  request: APIRequestContext,
  token: string,
  marketId: string,
  winnerSelectionId: number,
): Promise<void> {
  const response = await request.post('/simulator/settle', {
    headers: { 'X-Application': APP_KEY, Authorization: `BEARER ${token}` },
    data: { marketId, winnerSelectionId },
  });
  if (!response.ok()) throw new Error(`simulator settle: ${response.status()} ${await response.text()}`);
}
