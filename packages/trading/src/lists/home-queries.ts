// account-and-product §2 "Home", §7 "Exchange calls used by the lists" and §9 "Home window": the
// listMarketCatalogue requests behind each list of the signed-in home page (soccer cards, the race
// card, live events, the two minor-sport slots).
import { API_MAX_RESULTS, LIST_WINDOWS } from '../constants/api-limits.js';
import { SPORT_IDS } from '../constants/sports.js';

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
  /** Soccer cards show the 1-x-2 of the match odds. */
  soccerCards: ['MATCH_ODDS'],
} as const;

/**
 * What a home row needs: event and sport to group and link it (the event's venue and country for
 * the race card), start time and MARKET_DESCRIPTION (market type, turn-in-play) for its status
 * label (account-and-product §4). Weight 1 a market, so 200 fit one request (betfair-protocol §1.6).
 */
export const HOME_MARKET_PROJECTION = [
  'EVENT',
  'EVENT_TYPE',
  'MARKET_START_TIME',
  'MARKET_DESCRIPTION',
] as const;

/** Soccer cards also name their runners (weight 0), to put the prices under 1, x and 2. */
export const SOCCER_CARD_PROJECTION = [...HOME_MARKET_PROJECTION, 'RUNNER_DESCRIPTION'] as const;

/** One listMarketCatalogue request of the home page, but for the locale (the caller's). */
export interface HomeListQuery {
  readonly filter: {
    readonly eventTypeIds?: readonly string[];
    readonly marketTypeCodes: readonly string[];
    readonly inPlayOnly?: boolean;
    readonly marketStartTime: { readonly from: string; readonly to: string };
  };
  readonly marketProjection: ReadonlyArray<(typeof SOCCER_CARD_PROJECTION)[number]>;
  readonly sort: 'FIRST_TO_START';
  readonly maxResults: number;
}

type StartWindow = HomeListQuery['filter']['marketStartTime'];

/** account-and-product §9: from 3 hours ago to 24 hours ahead. */
export function homeWindow(now: number): StartWindow {
  return {
    from: new Date(now - LIST_WINDOWS.homeHoursBack * HOUR_MS).toISOString(),
    to: new Date(now + LIST_WINDOWS.homeHoursAhead * HOUR_MS).toISOString(),
  };
}

/**
 * account-and-product §9 "(soccer cards: next 24 hours)": from now. The matches under way are in
 * the live events list beside the cards; on the cards, the oldest of them came first, often a
 * match in its last minutes at 1.01 against 800: a newcomer's first click landed on a market
 * already decided. From now, the first card is the next kick-off.
 */
function soccerCardsWindow(now: number): StartWindow {
  return { ...homeWindow(now), from: new Date(now).toISOString() };
}

function homeListQuery(
  now: number,
  filter: Omit<HomeListQuery['filter'], 'marketStartTime'>,
  marketProjection: HomeListQuery['marketProjection'] = HOME_MARKET_PROJECTION,
  marketStartTime: StartWindow = homeWindow(now),
): HomeListQuery {
  return {
    filter: { ...filter, marketStartTime },
    marketProjection,
    sort: 'FIRST_TO_START',
    // account-and-product §7 "Home lists max 200".
    maxResults: API_MAX_RESULTS.homeLists,
  };
}

/** account-and-product §2: soccer (event type 1) match odds of the next 24 hours, with runners for 1-x-2. */
export function soccerCardsQuery(now: number): HomeListQuery {
  return homeListQuery(
    now,
    { eventTypeIds: [String(SPORT_IDS.FOOTBALL)], marketTypeCodes: HOME_MARKET_TYPES.soccerCards },
    SOCCER_CARD_PROJECTION,
    soccerCardsWindow(now),
  );
}

/** account-and-product §7 "Horse racing home: marketTypeCodes [WIN], maxResults 200, FIRST_TO_START". */
export function raceCardQuery(eventTypeId: string, now: number): HomeListQuery {
  return {
    ...homeListQuery(now, { eventTypeIds: [eventTypeId], marketTypeCodes: HOME_MARKET_TYPES.racing }),
    maxResults: API_MAX_RESULTS.horseList,
  };
}

/** account-and-product §2 "Live events by sport tabs": the main market of every event in play. */
export function liveEventsQuery(now: number): HomeListQuery {
  return homeListQuery(now, {
    marketTypeCodes: [...HOME_MARKET_TYPES.racing, ...HOME_MARKET_TYPES.others],
    inPlayOnly: true,
  });
}

/** account-and-product §2 "minor-sport slots": the slot's sport, its main markets. */
export function sportSlotQuery(eventTypeId: string, now: number): HomeListQuery {
  return homeListQuery(now, { eventTypeIds: [eventTypeId], marketTypeCodes: HOME_MARKET_TYPES.others });
}
