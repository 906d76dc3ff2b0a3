// Betting API request parameters: filters, projections and the params of every listing and
// market-data operation (betfair-protocol §2.1–§2.6, §2.8). Order-changing operations are in
// order-types.ts. Dates are ISO-8601 strings; numbers are canonical JSON numbers (a server must
// also accept numeric strings, §1.7 — that is parsing, not typing).
import type {
  BetStatus,
  GroupBy,
  MarketBettingType,
  MarketProjection,
  MarketSort,
  MatchProjection,
  OrderBy,
  OrderProjection,
  OrderStatus,
  PriceData,
  RollupModel,
  Side,
  SortDir,
  TimeGranularity,
} from './enums.js';

/** §2.1 TimeRange `{from, to}` (ISO dates, either may be omitted). */
export interface TimeRange {
  from?: string;
  to?: string;
}

/** §2.1 MarketFilter; `{}` matches everything. */
export interface MarketFilter {
  textQuery?: string;
  /** Deprecated. */
  exchangeIds?: readonly string[];
  eventTypeIds?: readonly string[];
  eventIds?: readonly string[];
  competitionIds?: readonly string[];
  marketIds?: readonly string[];
  venues?: readonly string[];
  bspOnly?: boolean;
  turnInPlayEnabled?: boolean;
  inPlayOnly?: boolean;
  marketBettingTypes?: readonly MarketBettingType[];
  marketCountries?: readonly string[];
  marketTypeCodes?: readonly string[];
  marketStartTime?: TimeRange;
  withOrders?: readonly OrderStatus[];
  raceTypes?: readonly string[];
}

/** §2.4 ExBestOffersOverrides. */
export interface ExBestOffersOverrides {
  bestPricesDepth?: number;
  rollupModel?: RollupModel;
  rollupLimit?: number;
  rollupLiabilityThreshold?: number;
  rollupLiabilityFactor?: number;
}

/** §2.4 PriceProjection. */
export interface PriceProjection {
  priceData?: readonly PriceData[];
  exBestOffersOverrides?: ExBestOffersOverrides;
  virtualise?: boolean;
  rolloverStakes?: boolean;
}

/** §2.6 RunnerId (listClearedOrders filter). */
export interface RunnerId {
  marketId: string;
  selectionId: number;
  handicap?: number;
}

/** §2.7 MarketVersion `{version}` (placeOrders / replaceOrders lapse guard; CurrentItemDescription). */
export interface MarketVersion {
  version: number;
}

/** §2.2 params shared by the navigation listings. */
export interface FilterParams {
  filter: MarketFilter;
  locale?: string;
}

/** §2.2 listEventTypes params. */
export type ListEventTypesParams = FilterParams;
/** §2.2 listCompetitions params. */
export type ListCompetitionsParams = FilterParams;
/** §2.2 listEvents params. */
export type ListEventsParams = FilterParams;
/** §2.2 listMarketTypes params. */
export type ListMarketTypesParams = FilterParams;
/** §2.2 listCountries params. */
export type ListCountriesParams = FilterParams;
/** §2.2 listVenues params. */
export type ListVenuesParams = FilterParams;

/** §2.2 listTimeRanges params. */
export interface ListTimeRangesParams {
  filter: MarketFilter;
  granularity: TimeGranularity;
}

/** §2.3 listMarketCatalogue params (maxResults 1..1000). */
export interface ListMarketCatalogueParams {
  filter: MarketFilter;
  marketProjection?: readonly MarketProjection[];
  sort?: MarketSort;
  maxResults: number;
  locale?: string;
}

/** §2.4 options shared by listMarketBook and listRunnerBook. */
export interface BookOptions {
  priceProjection?: PriceProjection;
  orderProjection?: OrderProjection;
  matchProjection?: MatchProjection;
  includeOverallPosition?: boolean;
  partitionMatchedByStrategyRef?: boolean;
  customerStrategyRefs?: readonly string[];
  currencyCode?: string;
  locale?: string;
  matchedSince?: string;
  betIds?: readonly string[];
}

/** §2.4 listMarketBook params. */
export interface ListMarketBookParams extends BookOptions {
  marketIds: readonly string[];
}

/** §2.4 listRunnerBook params. */
export interface ListRunnerBookParams extends BookOptions {
  marketId: string;
  selectionId: number;
  handicap?: number;
}

/** §2.5 listCurrentOrders params (all optional). */
export interface ListCurrentOrdersParams {
  betIds?: readonly string[];
  marketIds?: readonly string[];
  orderProjection?: OrderProjection;
  customerOrderRefs?: readonly string[];
  customerStrategyRefs?: readonly string[];
  /** Deprecated: use dateRange. */
  placedDateRange?: TimeRange;
  dateRange?: TimeRange;
  orderBy?: OrderBy;
  sortDir?: SortDir;
  fromRecord?: number;
  recordCount?: number;
  includeItemDescription?: boolean;
  /**
   * Newer IDD revisions (not in the reference): asks for sourceIdKey/sourceIdDescription. Typed so
   * that the simulator accepts it from third-party clients; it has no order sources to report.
   */
  includeSourceId?: boolean;
}

/** §2.6 listClearedOrders params. */
export interface ListClearedOrdersParams {
  betStatus: BetStatus;
  eventTypeIds?: readonly string[];
  eventIds?: readonly string[];
  marketIds?: readonly string[];
  runnerIds?: readonly RunnerId[];
  betIds?: readonly string[];
  customerOrderRefs?: readonly string[];
  customerStrategyRefs?: readonly string[];
  side?: Side;
  settledDateRange?: TimeRange;
  groupBy?: GroupBy;
  includeItemDescription?: boolean;
  /** As in listCurrentOrders (newer IDD revisions, not in the reference). */
  includeSourceId?: boolean;
  locale?: string;
  fromRecord?: number;
  recordCount?: number;
}

/** §2.8 listMarketProfitAndLoss params. */
export interface ListMarketProfitAndLossParams {
  marketIds: readonly string[];
  includeSettledBets?: boolean;
  includeBspBets?: boolean;
  netOfCommission?: boolean;
}
