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

interface CatalogueEntry {
  readonly marketId: string;
  readonly event: { id: string; name: string };
  readonly description?: { marketBaseRate: number };
  readonly runners: Array<{ selectionId: number; runnerName: string }>;
}

interface BookRunner {
  readonly selectionId: number;
  readonly status: string;
  readonly ex: { availableToBack: Array<{ price: number }>; availableToLay: Array<{ price: number }> };
}

interface Book {
  readonly marketId: string;
  readonly status: string;
  readonly inplay: boolean;
  readonly betDelay: number;
  readonly runners: BookRunner[];
}

/** The best price on each side of each runner. */
const BEST_OFFERS = { priceData: ['EX_BEST_OFFERS'], exBestOffersOverrides: { bestPricesDepth: 1 } };

/** 40 books of EX_BEST_OFFERS (weight 5) is the data-weight limit of 200 a request. */
const BOOKS_PER_REQUEST = 40;

/**
 * The open markets the filter selects where the caller has no bet yet, with their books, in the
 * catalogue's order: up to 200 markets, their books read 40 at a time, so that however many markets
 * earlier specs have traded, a later one still finds a fresh market further down the list.
 */
async function* untradedMarkets(
  call: ReturnType<typeof exchangeApi>,
  filter: Record<string, unknown>,
  { sort, inPlay }: { sort?: string; inPlay: boolean },
): AsyncGenerator<{ market: CatalogueEntry; book: Book }> {
  const traded = await marketsWithBets(call);
  const catalogue = await call<CatalogueEntry[]>('listMarketCatalogue', {
    filter,
    marketProjection: ['EVENT', 'MARKET_DESCRIPTION', 'RUNNER_DESCRIPTION'],
    ...(sort === undefined ? {} : { sort }),
    maxResults: 200,
  });
  const fresh = catalogue.filter((market) => !traded.has(market.marketId));
  for (let first = 0; first < fresh.length; first += BOOKS_PER_REQUEST) {
    const page = fresh.slice(first, first + BOOKS_PER_REQUEST);
    const books = await call<Book[]>('listMarketBook', {
      marketIds: page.map((market) => market.marketId),
      priceProjection: BEST_OFFERS,
    });
    for (const market of page) {
      const book = books.find((entry) => entry.marketId === market.marketId);
      if (book?.status === 'OPEN' && book.inplay === inPlay) yield { market, book };
    }
  }
}

/** The runner's best back and lay, when both sides have a price. */
function twoSided(runner: BookRunner | undefined): { bestBack: number; bestLay: number } | undefined {
  const bestBack = runner?.ex.availableToBack[0]?.price;
  const bestLay = runner?.ex.availableToLay[0]?.price;
  return bestBack === undefined || bestLay === undefined ? undefined : { bestBack, bestLay };
}

function pricedRunner(
  market: CatalogueEntry,
  runner: BookRunner,
  prices: { bestBack: number; bestLay: number },
) {
  const name = market.runners.find((entry) => entry.selectionId === runner.selectionId)!.runnerName;
  return { selectionId: runner.selectionId, name, ...prices };
}

/**
 * A soccer match odds market not yet in play with two-sided prices on its first runner, where the
 * caller's account has no bet yet; `skip` passes over that many such markets, so specs of different
 * accounts sharing the server can trade apart. Skipping by rank alone is not enough: as the first
 * markets of the list near their off, the ranks shift, and a later spec's market was once an earlier
 * spec's (CI: the grid's back counted 4 matched backs, the cash-out spec's among them).
 * `startsInMinutes`: the earliest off, 10 minutes from now by default (so the market stays before
 * the off while a test trades it).
 */
export async function pricedMarket(
  call: ReturnType<typeof exchangeApi>,
  skip = 0,
  { startsInMinutes = 10 }: { startsInMinutes?: number } = {},
): Promise<PricedMarket> {
  const filter = {
    eventTypeIds: ['1'],
    marketTypeCodes: ['MATCH_ODDS'],
    marketStartTime: { from: new Date(Date.now() + startsInMinutes * 60_000).toISOString() },
  };
  const found: PricedMarket[] = [];
  for await (const { market, book } of untradedMarkets(call, filter, {
    sort: 'FIRST_TO_START',
    inPlay: false,
  })) {
    const prices = twoSided(book.runners[0]);
    if (prices === undefined) continue;
    found.push({
      eventId: market.event.id,
      eventName: market.event.name,
      marketId: market.marketId,
      runner: pricedRunner(market, book.runners[0]!, prices),
    });
    if (found.length > skip) return found[skip]!;
  }
  // Fewer fresh markets than the skip asks (at some hours, late in a run, the account has traded
  // many): counted round again, so specs still spread over the markets there are (CI once failed
  // here with 20 to skip).
  if (found.length > 0) return found[skip % found.length]!;
  throw new Error('no soccer market with prices before the off');
}

export interface InPlayMarket extends PricedMarket {
  /** The market's in-play bet delay, seconds (over 0). */
  readonly betDelay: number;
}

/**
 * An in-play tennis match odds market with a bet delay and two-sided prices on its first runner,
 * where the account has no bets (the dense world keeps hundreds in play, SIM_LIVE_DENSITY);
 * `skip` passes over that many (a spec whose match suspends for its result tries the next).
 */
export async function inPlayMarket(call: ReturnType<typeof exchangeApi>, skip = 0): Promise<InPlayMarket> {
  const filter = { eventTypeIds: ['2'], marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: true };
  let passed = 0;
  for await (const { market, book } of untradedMarkets(call, filter, { inPlay: true })) {
    const prices = twoSided(book.runners[0]);
    if (!(book.betDelay > 0) || prices === undefined) continue;
    if (passed < skip) {
      passed += 1;
      continue;
    }
    return {
      eventId: market.event.id,
      eventName: market.event.name,
      marketId: market.marketId,
      runner: pricedRunner(market, book.runners[0]!, prices),
      betDelay: book.betDelay,
    };
  }
  throw new Error('no in-play tennis market with a bet delay and prices');
}

/** The runner's best back and lay prices now (undefined where a side has none). */
export async function bestPrices(
  call: ReturnType<typeof exchangeApi>,
  marketId: string,
  selectionId: number,
): Promise<{ bestBack: number | undefined; bestLay: number | undefined }> {
  const [book] = await call<Book[]>('listMarketBook', {
    marketIds: [marketId],
    priceProjection: BEST_OFFERS,
  });
  const runner = book?.runners.find((entry) => entry.selectionId === selectionId);
  return { bestBack: runner?.ex.availableToBack[0]?.price, bestLay: runner?.ex.availableToLay[0]?.price };
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
  const filter = {
    eventTypeIds: ['7'],
    marketTypeCodes: ['WIN'],
    marketStartTime: { from: new Date(Date.now() + 10 * 60_000).toISOString() },
  };
  for await (const { market, book } of untradedMarkets(call, filter, {
    sort: 'FIRST_TO_START',
    inPlay: false,
  })) {
    const priced = book.runners.flatMap((runner) => {
      const prices = runner.status === 'ACTIVE' ? twoSided(runner) : undefined;
      return prices === undefined ? [] : [{ runner, prices }];
    });
    const favourite = priced.sort((a, b) => a.prices.bestBack - b.prices.bestBack)[0];
    if (favourite === undefined) continue;
    return {
      eventId: market.event.id,
      eventName: market.event.name,
      marketId: market.marketId,
      marketBaseRate: market.description!.marketBaseRate,
      runner: pricedRunner(market, favourite.runner, favourite.prices),
    };
  }
  throw new Error('no horse race with prices at least 10 minutes before its off');
}
