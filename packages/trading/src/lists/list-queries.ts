// account-and-product §2 "Sport and live lists" and §7 "Exchange calls used by the lists": the
// listMarketCatalogue requests behind `/sport/{eventTypeId}` and `/live`, and the listMarketBook
// projection their visible rows refresh with every second.
import { API_MAX_RESULTS, LIST_WINDOWS } from '../constants/api-limits.js';
import { isHorseEventType } from '../constants/sports.js';
import { HOME_MARKET_TYPES } from './home-queries.js';

const HOUR_MS = 3_600_000;

/**
 * The sport list's row: the event's main market with what its price column and status label need.
 * MARKET_DESCRIPTION weighs 1 a market (betfair-protocol §1.6), so 200 rows is the most one request
 * may return, which is also the spec's cap of the home and sport lists.
 */
export const SPORT_LIST_PROJECTION = [
  'COMPETITION',
  'EVENT',
  'EVENT_TYPE',
  'MARKET_START_TIME',
  'MARKET_DESCRIPTION',
  'RUNNER_DESCRIPTION',
] as const;

/**
 * The live list's row: every section weighing 0, so one request may return the spec's 1,000 rows
 * (MARKET_DESCRIPTION would make it TOO_MUCH_DATA past 200). A live row needs no turn-in-play flag:
 * its market is in play, and its label comes from the status listMarketBook reports.
 */
export const LIVE_LIST_PROJECTION = ['COMPETITION', 'EVENT', 'EVENT_TYPE', 'MARKET_START_TIME'] as const;

/**
 * The live list's markets: events under way, each by its main market. Outrights (WINNER) are left
 * out: a season-long market is no live event, and its label is a clock, not LIVE (§4).
 */
export const LIVE_LIST_MARKET_TYPES: readonly string[] = [
  ...HOME_MARKET_TYPES.racing,
  'MATCH_ODDS',
  'MONEY_LINE',
];

export interface ListCatalogueQuery {
  readonly filter: {
    readonly eventTypeIds?: readonly string[];
    readonly marketTypeCodes: readonly string[];
    readonly inPlayOnly?: boolean;
    readonly marketStartTime?: { readonly from: string; readonly to: string };
  };
  readonly marketProjection: typeof SPORT_LIST_PROJECTION | typeof LIVE_LIST_PROJECTION;
  readonly sort: 'FIRST_TO_START';
  readonly maxResults: number;
}

/**
 * `/sport/{eventTypeId}`: the sport's main markets (races: WIN) over the home window, 3 hours ago
 * to 24 hours ahead (the spec gives the sport page no window of its own), first to start, 200 at most.
 */
export function sportListQuery(eventTypeId: string, now: number): ListCatalogueQuery {
  return {
    filter: {
      eventTypeIds: [eventTypeId],
      marketTypeCodes: isHorseEventType(eventTypeId) ? HOME_MARKET_TYPES.racing : HOME_MARKET_TYPES.others,
      marketStartTime: {
        from: new Date(now - LIST_WINDOWS.homeHoursBack * HOUR_MS).toISOString(),
        to: new Date(now + LIST_WINDOWS.homeHoursAhead * HOUR_MS).toISOString(),
      },
    },
    marketProjection: SPORT_LIST_PROJECTION,
    sort: 'FIRST_TO_START',
    maxResults: API_MAX_RESULTS.homeLists,
  };
}

/** `/live`: every sport's markets in play, one request of at most 1,000 (the tabs split it by sport). */
export function liveListQuery(): ListCatalogueQuery {
  return {
    filter: { marketTypeCodes: LIVE_LIST_MARKET_TYPES, inPlayOnly: true },
    marketProjection: LIVE_LIST_PROJECTION,
    sort: 'FIRST_TO_START',
    maxResults: API_MAX_RESULTS.live,
  };
}

/**
 * The visible rows' listMarketBook projection: the best back and lay (price and size) of each
 * runner, the one level the price column shows. Depth 1 weighs 5 × 1/3 a market (§1.6), so a batch
 * of 100 market ids stays under the weight of 200.
 */
export const LIST_BOOK_PRICE_PROJECTION = {
  priceData: ['EX_BEST_OFFERS'],
  exBestOffersOverrides: { bestPricesDepth: 1 },
} as const;
