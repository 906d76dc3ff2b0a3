// Navigation listings (betfair-protocol §2.2): the markets a MarketFilter selects, counted by
// event type, competition, event, market type, country or venue.
import type {
  CompetitionResult,
  CountryCodeResult,
  EventResult,
  EventTypeResult,
  MarketTypeResult,
  VenueResult,
} from '@greenbook/betfair';
import type { SimMarket } from '../../core/market.js';
import { sessionOperation, type Caller } from '../caller.js';
import { parseMarketFilter, selectMarkets } from '../market-filter.js';
import type { OperationHandler, OperationTable } from '../operation-handler.js';
import { optional, required, text, type Params } from '../params.js';

/** Markets selected by the mandatory `filter`; `locale` is accepted (names are English only). */
export function filteredMarkets(params: Params, caller: Caller): SimMarket[] {
  const query = required(params, 'filter', parseMarketFilter);
  optional(params, 'locale', text);
  return selectMarkets(caller.exchange, caller.account.accountId, query);
}

/** Groups markets by a key, keeping the first market's view of each group and counting them. */
function countBy<T>(
  markets: readonly SimMarket[],
  keyOf: (market: SimMarket) => string | undefined,
  view: (market: SimMarket, marketCount: number) => T,
): T[] {
  const groups = new Map<string, { first: SimMarket; count: number }>();
  for (const market of markets) {
    const key = keyOf(market);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { first: market, count: 1 });
    else group.count += 1;
  }
  return [...groups.values()].map(({ first, count }) => view(first, count));
}

/** Each listing's view is typed by its result type (EventTypeResult…) where it is written. */
function listing(
  keyOf: (market: SimMarket) => string | undefined,
  view: (market: SimMarket, marketCount: number) => unknown,
): OperationHandler {
  return sessionOperation('betting', (params, caller) =>
    countBy(filteredMarkets(params, caller), keyOf, view),
  );
}

export const NAVIGATION_LISTINGS: OperationTable = {
  listEventTypes: listing(
    (market) => market.spec.eventType.id,
    (market, marketCount): EventTypeResult => ({ eventType: { ...market.spec.eventType }, marketCount }),
  ),
  // competitionRegion: the simulator's competitions are national, so the country of their events.
  listCompetitions: listing(
    (market) => market.spec.competition?.id,
    (market, marketCount): CompetitionResult => ({
      competition: { ...market.spec.competition! },
      marketCount,
      competitionRegion: market.spec.event.countryCode,
    }),
  ),
  listEvents: listing(
    (market) => market.spec.event.id,
    (market, marketCount): EventResult => {
      const { venue, ...event } = market.spec.event;
      return { event: { ...event, ...(venue === undefined ? {} : { venue }) }, marketCount };
    },
  ),
  listMarketTypes: listing(
    (market) => market.spec.marketType,
    (market, marketCount): MarketTypeResult => ({ marketType: market.spec.marketType, marketCount }),
  ),
  listCountries: listing(
    (market) => market.spec.event.countryCode,
    (market, marketCount): CountryCodeResult => ({ countryCode: market.spec.event.countryCode, marketCount }),
  ),
  listVenues: listing(
    (market) => market.spec.event.venue,
    (market, marketCount): VenueResult => ({ venue: market.spec.event.venue!, marketCount }),
  ),
};
