// MarketFilter (betfair-protocol §2.1): parsed once at the boundary, then applied to the
// exchange's markets. `{}` matches every market that is not CLOSED (settled markets are not
// listed, §2.3).
import {
  MARKET_BETTING_TYPES,
  ORDER_STATUSES,
  type MarketBettingType,
  type OrderStatus,
} from '@greenbook/betfair';
import type { Exchange } from '../core/exchange.js';
import type { SimMarket } from '../core/market.js';
import { orderStatusOf } from '../core/reports.js';
import {
  flag,
  idList,
  listOf,
  oneOf,
  optional,
  record,
  text,
  timeRange,
  withinBounds,
  type Params,
  type TimeBounds,
} from './params.js';
import { parseTextQuery, textQueryMatches, type TextQuery } from './text-query.js';

export interface MarketQuery {
  readonly text: TextQuery | undefined;
  readonly eventTypeIds: ReadonlySet<string> | undefined;
  readonly eventIds: ReadonlySet<string> | undefined;
  readonly competitionIds: ReadonlySet<string> | undefined;
  readonly marketIds: ReadonlySet<string> | undefined;
  readonly venues: ReadonlySet<string> | undefined;
  readonly bspOnly: boolean | undefined;
  readonly turnInPlayEnabled: boolean | undefined;
  readonly inPlayOnly: boolean | undefined;
  readonly bettingTypes: ReadonlySet<MarketBettingType> | undefined;
  readonly countries: ReadonlySet<string> | undefined;
  readonly marketTypes: ReadonlySet<string> | undefined;
  readonly startTime: TimeBounds | undefined;
  readonly withOrders: ReadonlySet<OrderStatus> | undefined;
  readonly raceTypes: ReadonlySet<string> | undefined;
}

const setOf = <T>(values: readonly T[] | undefined): ReadonlySet<T> | undefined =>
  values === undefined ? undefined : new Set(values);

export function parseMarketFilter(value: unknown, path = 'filter'): MarketQuery {
  const filter: Params = record(value, path);
  const at = (key: string): string => `${path}.${key}`;
  const textQuery = optional(filter, 'textQuery', text, at('textQuery'));
  // exchangeIds is deprecated (single exchange here) but still validated.
  optional(filter, 'exchangeIds', idList, at('exchangeIds'));
  return {
    // A blank textQuery restricts nothing, like an absent one.
    text:
      textQuery === undefined || textQuery.trim() === ''
        ? undefined
        : parseTextQuery(textQuery, at('textQuery')),
    eventTypeIds: setOf(optional(filter, 'eventTypeIds', idList, at('eventTypeIds'))),
    eventIds: setOf(optional(filter, 'eventIds', idList, at('eventIds'))),
    competitionIds: setOf(optional(filter, 'competitionIds', idList, at('competitionIds'))),
    marketIds: setOf(optional(filter, 'marketIds', idList, at('marketIds'))),
    venues: setOf(optional(filter, 'venues', listOf(text), at('venues'))),
    bspOnly: optional(filter, 'bspOnly', flag, at('bspOnly')),
    turnInPlayEnabled: optional(filter, 'turnInPlayEnabled', flag, at('turnInPlayEnabled')),
    inPlayOnly: optional(filter, 'inPlayOnly', flag, at('inPlayOnly')),
    bettingTypes: setOf(
      optional(filter, 'marketBettingTypes', listOf(oneOf(MARKET_BETTING_TYPES)), at('marketBettingTypes')),
    ),
    countries: setOf(optional(filter, 'marketCountries', listOf(text), at('marketCountries'))),
    marketTypes: setOf(optional(filter, 'marketTypeCodes', listOf(text), at('marketTypeCodes'))),
    startTime: optional(filter, 'marketStartTime', timeRange, at('marketStartTime')),
    withOrders: setOf(optional(filter, 'withOrders', listOf(oneOf(ORDER_STATUSES)), at('withOrders'))),
    raceTypes: setOf(optional(filter, 'raceTypes', listOf(text), at('raceTypes'))),
  };
}

const allows = <T>(set: ReadonlySet<T> | undefined, value: T | undefined): boolean =>
  set === undefined || (value !== undefined && set.has(value));

const flagAllows = (wanted: boolean | undefined, actual: boolean): boolean =>
  wanted === undefined || wanted === actual;

function textMatches(query: TextQuery, { spec }: SimMarket): boolean {
  return textQueryMatches(query, {
    eventName: spec.event.name,
    competitionName: spec.competition?.name,
    marketName: spec.marketName,
  });
}

/** Markets on which the account has orders in one of the statuses. */
function marketsWithOrders(exchange: Exchange, accountId: string, statuses: ReadonlySet<OrderStatus>) {
  const marketIds = new Set<string>();
  for (const order of exchange.accountOrders(accountId)) {
    if (statuses.has(orderStatusOf(order, false))) marketIds.add(order.marketId);
  }
  return marketIds;
}

/** The markets a filter selects, in the exchange's listing order, CLOSED ones excluded. */
export function selectMarkets(exchange: Exchange, accountId: string, query: MarketQuery): SimMarket[] {
  const withOrders =
    query.withOrders === undefined ? undefined : marketsWithOrders(exchange, accountId, query.withOrders);
  const selected: SimMarket[] = [];
  for (const market of exchange.markets.values()) {
    const { spec } = market;
    if (market.status === 'CLOSED') continue;
    if (!allows(query.marketIds, spec.marketId) || !allows(query.eventIds, spec.event.id)) continue;
    if (!allows(query.eventTypeIds, spec.eventType.id)) continue;
    if (!allows(query.competitionIds, spec.competition?.id)) continue;
    if (!allows(query.venues, spec.event.venue) || !allows(query.countries, spec.event.countryCode)) continue;
    if (!allows(query.bettingTypes, spec.bettingType) || !allows(query.marketTypes, spec.marketType))
      continue;
    if (!allows(query.raceTypes, spec.raceType)) continue;
    if (!flagAllows(query.bspOnly, spec.bspMarket)) continue;
    if (!flagAllows(query.turnInPlayEnabled, spec.turnInPlayEnabled)) continue;
    if (!flagAllows(query.inPlayOnly, market.inPlay)) continue;
    if (!withinBounds(query.startTime, Date.parse(spec.marketTime))) continue;
    if (withOrders !== undefined && !withOrders.has(spec.marketId)) continue;
    if (query.text !== undefined && !textMatches(query.text, market)) continue;
    selected.push(market);
  }
  return selected;
}
