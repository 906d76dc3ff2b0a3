// listMarketCatalogue (betfair-protocol §2.3): filtered markets, sorted, cut to maxResults, with
// the projected sections; weight × markets > 200 is TOO_MUCH_DATA (§1.6).
import {
  MARKET_PROJECTIONS,
  MARKET_SORTS,
  type MarketCatalogue,
  type MarketProjection,
  type MarketSort,
} from '@greenbook/betfair';
import { ApiError } from '../../core/api-error.js';
import { toCents } from '../../core/currency.js';
import type { SimMarket } from '../../core/market.js';
import { sessionOperation } from '../caller.js';
import { API_NG_LIMITS, checkWeight } from '../limits.js';
import type { OperationTable } from '../operation-handler.js';
import { integer, listOf, oneOf, optional, required, type Params } from '../params.js';
import { catalogueEntry } from './catalogue-view.js';
import { totalAvailablePence } from './market-totals.js';
import { filteredMarkets } from './navigation-listings.js';

/** §1.6 weight of each MarketProjection. */
const PROJECTION_WEIGHT: Readonly<Record<MarketProjection, number>> = {
  MARKET_DESCRIPTION: 1,
  RUNNER_METADATA: 1,
  RUNNER_DESCRIPTION: 0,
  EVENT: 0,
  EVENT_TYPE: 0,
  COMPETITION: 0,
  MARKET_START_TIME: 0,
};

const startOf = (market: SimMarket): number => Date.parse(market.spec.marketTime);

/** Sort keys, ascending; the default "RANK" is the exchange's listing order (a stable sort keeps it). */
const SORT_KEYS: Readonly<Record<MarketSort, (market: SimMarket) => number>> = {
  MINIMUM_TRADED: (market) => market.totalMatched,
  MAXIMUM_TRADED: (market) => -market.totalMatched,
  MINIMUM_AVAILABLE: (market) => totalAvailablePence(market),
  MAXIMUM_AVAILABLE: (market) => -totalAvailablePence(market),
  FIRST_TO_START: startOf,
  LAST_TO_START: (market) => -startOf(market),
};

function sortMarkets(markets: SimMarket[], sort: MarketSort | undefined): SimMarket[] {
  if (sort === undefined) return markets;
  const keyOf = SORT_KEYS[sort];
  const keyed = markets.map((market) => ({ market, key: keyOf(market) }));
  keyed.sort((a, b) => a.key - b.key);
  return keyed.map(({ market }) => market);
}

/**
 * The catalogue for already-selected markets: sorted, cut to `maxResults`, projected, totals in
 * the currency of `rate` (units per GBP). Shared by the betting service (the caller's currency)
 * and the public widgets service (api-ng/widgets, GBP).
 */
export function catalogueOf(params: Params, selected: SimMarket[], rate: number): MarketCatalogue[] {
  const maxResults = required(params, 'maxResults', integer);
  if (maxResults < 1 || maxResults > API_NG_LIMITS.maxCatalogueResults) {
    throw new ApiError(
      'INVALID_INPUT_DATA',
      `maxResults must be between 1 and ${API_NG_LIMITS.maxCatalogueResults}`,
    );
  }
  const projection = new Set(optional(params, 'marketProjection', listOf(oneOf(MARKET_PROJECTIONS))) ?? []);
  const sort = optional(params, 'sort', oneOf(MARKET_SORTS));
  const markets = sortMarkets(selected, sort).slice(0, maxResults);
  let weight = 0;
  for (const item of projection) weight += PROJECTION_WEIGHT[item];
  checkWeight(weight * markets.length);
  return markets.map((market) =>
    catalogueEntry(market, projection, toCents(market.totalMatched, rate) / 100),
  );
}

export const LIST_MARKET_CATALOGUE: OperationTable = {
  listMarketCatalogue: sessionOperation('betting', (params, caller): MarketCatalogue[] =>
    catalogueOf(params, filteredMarkets(params, caller), caller.account.rate),
  ),
};
