// Which markets a stream MarketFilter selects (betfair-protocol §5.4): every given criterion must
// hold; absent or empty criteria select all. Unknown ids are accepted silently (they match nothing).
import type { SimMarket } from '../core/market.js';
import type { ParsedMarketFilter } from './request-parsing.js';

const allows = (set: ReadonlySet<string> | undefined, value: string | undefined): boolean =>
  set === undefined || (value !== undefined && set.has(value));

export function marketMatches(filter: ParsedMarketFilter, market: SimMarket): boolean {
  const spec = market.spec;
  if (filter.marketIds !== undefined) {
    if (!filter.marketIds.has(spec.marketId)) return false;
  } else if (market.status === 'CLOSED') {
    // Settled markets are only streamed to those who name them; a broad filter means live ones.
    return false;
  }
  return (
    (filter.bspMarket === undefined || filter.bspMarket === spec.bspMarket) &&
    (filter.turnInPlayEnabled === undefined || filter.turnInPlayEnabled === spec.turnInPlayEnabled) &&
    allows(filter.bettingTypes, spec.bettingType) &&
    allows(filter.eventTypeIds, spec.eventType.id) &&
    allows(filter.eventIds, spec.event.id) &&
    allows(filter.marketTypes, spec.marketType) &&
    allows(filter.venues, spec.event.venue) &&
    allows(filter.countryCodes, spec.event.countryCode) &&
    // Markets without a race type answer to NO_VALUE (§5.4 raceTypes).
    allows(filter.raceTypes, spec.raceType ?? 'NO_VALUE')
  );
}
