// Exchange call batching, result limits and paging (trading-core §7/§9, account-and-product §7/§9).

/** trading-core §7/§9: how many ids go into one exchange call. */
export const API_BATCH_SIZES = {
  /** cancelOrders instructions per call. */
  cancelOrders: 60,
  /** listMarketBook market ids per call. */
  marketBook: 100,
  /** listMarketCatalogue market ids per call. */
  marketCatalogue: 40,
} as const;

/** trading-core §7/§9 and account-and-product §7/§9: maxResults of listMarketCatalogue. */
export const API_MAX_RESULTS = {
  search: 1000,
  live: 1000,
  homeLists: 200,
  horseList: 200,
  /** The widgets default-market lookup asks for a single market. */
  single: 1,
} as const;

/** trading-core §9 / account-and-product §2 (terms): the exchange allows 5 calls per second. */
export const EXCHANGE_CALLS_PER_SECOND = 5;

/** account-and-product §2/§9: page sizes of the lists. */
export const PAGING = {
  /** Minor-sport slot list on the home page. */
  minorSportList: 10,
  /** Search results per page. */
  search: 20,
  /** Page numbers shown in the pagination. */
  pageNumbersShown: 3,
  /** listClearedOrders recordCount (bet history and recent settled markets). */
  clearedOrdersRecordCount: 10,
  /** The next bet-history page is requested after this delay times the page counter. */
  betHistoryPageDelayMs: 200,
  /** Placeholder rows of the sidebar sports list while loading (trading-core §2). */
  sportsListPlaceholderRows: 20,
} as const;

/** account-and-product §2/§9 and trading-core §2/§9: how far back or ahead lists look. */
export const LIST_WINDOWS = {
  /** Bet history default range, in days. */
  betHistoryDefaultDays: 90,
  /** Bet history retention, in months. */
  betHistoryRetentionMonths: 3,
  /** Recent settled markets in the sidebar: days back. */
  recentSettledDays: 7,
  /** Recent settled markets shown before '+N markets found…'. */
  recentSettledShown: 5,
  /** Home markets: from 3 hours ago… */
  homeHoursBack: 3,
  /** …to 24 hours ahead (soccer cards: next 24 hours). */
  homeHoursAhead: 24,
} as const;
