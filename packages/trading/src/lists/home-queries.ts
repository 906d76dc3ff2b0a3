// account-and-product §2 "Home", §7 "Exchange calls used by the lists" and §9 "Home window": the
// listMarketCatalogue filters behind the home lists, so that every event of the window is two
// clicks away (its row on home, then the market page, whose market selector lists the event's
// other markets).
import { API_MAX_RESULTS, LIST_WINDOWS } from '../constants/api-limits.js';
import { HORSE_EVENT_TYPES } from '../constants/sports.js';

const HOUR_MS = 3_600_000;

/**
 * The market that stands for an event on home: the exchange's main market type of each kind of
 * event. Match sports have MATCH_ODDS (MONEY_LINE on the exchange's American sports), outrights
 * WINNER, and every race its WIN market (account-and-product §7 "Horse racing home: marketTypeCodes
 * [WIN]"). The embedded exchange's world uses exactly MATCH_ODDS, WIN and WINNER for these.
 */
export const HOME_MARKET_TYPES = {
  racing: ['WIN'],
  others: ['MATCH_ODDS', 'MONEY_LINE', 'WINNER'],
} as const;

/**
 * What a home row needs: event and sport to group and link it, start time and MARKET_DESCRIPTION
 * (market type, turn-in-play) for its status label (account-and-product §4).
 */
export const HOME_MARKET_PROJECTION = [
  'EVENT',
  'EVENT_TYPE',
  'MARKET_START_TIME',
  'MARKET_DESCRIPTION',
] as const;

/** One listMarketCatalogue request of the home page, but for the locale (the caller's). */
export interface HomeCatalogueQuery {
  readonly filter: {
    readonly eventTypeIds?: readonly string[];
    readonly marketTypeCodes: readonly string[];
    readonly inPlayOnly: boolean;
    readonly marketStartTime: { readonly from: string; readonly to: string };
  };
  readonly marketProjection: typeof HOME_MARKET_PROJECTION;
  readonly sort: 'FIRST_TO_START';
  readonly maxResults: number;
}

/**
 * account-and-product §7/§9: the home page's three requests, each a list capped at 200 ("Home lists
 * max 200"; 200 is also the most a request with MARKET_DESCRIPTION, weight 1 a market, may return,
 * betfair-protocol §1.6): markets in play; upcoming races (WIN); upcoming main markets of every other
 * sport. One request over every market type would spend the 200 on the first few hours' side markets
 * (correct score, place, each way…) and leave later events out. The window is the spec's, from 3 hours
 * ago to 24 hours ahead; an upcoming market may have passed its start without turning in play yet.
 */
export function homeCatalogueQueries(now: number): HomeCatalogueQuery[] {
  const marketStartTime = {
    from: new Date(now - LIST_WINDOWS.homeHoursBack * HOUR_MS).toISOString(),
    to: new Date(now + LIST_WINDOWS.homeHoursAhead * HOUR_MS).toISOString(),
  };
  const query = (filter: Omit<HomeCatalogueQuery['filter'], 'marketStartTime'>): HomeCatalogueQuery => ({
    filter: { ...filter, marketStartTime },
    marketProjection: HOME_MARKET_PROJECTION,
    sort: 'FIRST_TO_START',
    maxResults: API_MAX_RESULTS.homeLists,
  });
  return [
    query({ marketTypeCodes: [...HOME_MARKET_TYPES.racing, ...HOME_MARKET_TYPES.others], inPlayOnly: true }),
    query({
      eventTypeIds: HORSE_EVENT_TYPES.map(String),
      marketTypeCodes: HOME_MARKET_TYPES.racing,
      inPlayOnly: false,
    }),
    query({ marketTypeCodes: HOME_MARKET_TYPES.others, inPlayOnly: false }),
  ];
}
