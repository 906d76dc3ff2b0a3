// Betting API results about markets: navigation listings, market catalogue and market book
// (betfair-protocol §2.2–§2.4). Optional properties are the fields that may be omitted on the wire.
import type {
  BetDelayModel,
  MarketBettingType,
  MarketStatus,
  OrderStatus,
  OrderType,
  PersistenceType,
  PriceLadderType,
  RunnerStatus,
  Side,
} from './enums.js';
import type { TimeRange } from './betting-types.js';

/** §1.7 a double that may be NaN or ±Infinity, which JSON carries as the strings "NaN" / "Infinity". */
export type WireDouble = number | 'NaN' | 'Infinity' | '-Infinity';

/** §2.2 EventType `{id, name}`. */
export interface EventType {
  id: string;
  name: string;
}

/** §2.2 Competition `{id, name}`. */
export interface Competition {
  id: string;
  name: string;
}

/** §2.2 Event (IDD name `Event`, renamed so it does not shadow the DOM/Node global). */
export interface BetfairEvent {
  id: string;
  name: string;
  countryCode?: string;
  timezone?: string;
  venue?: string;
  openDate?: string;
}

/** §2.2 listEventTypes result item. */
export interface EventTypeResult {
  eventType: EventType;
  marketCount: number;
}

/** §2.2 listCompetitions result item. */
export interface CompetitionResult {
  competition: Competition;
  marketCount: number;
  competitionRegion?: string;
}

/** §2.2 listEvents result item. */
export interface EventResult {
  event: BetfairEvent;
  marketCount: number;
}

/** §2.2 listMarketTypes result item. */
export interface MarketTypeResult {
  marketType: string;
  marketCount: number;
}

/** §2.2 listCountries result item. */
export interface CountryCodeResult {
  countryCode: string;
  marketCount: number;
}

/** §2.2 listVenues result item. */
export interface VenueResult {
  venue: string;
  marketCount: number;
}

/** §2.2 listTimeRanges result item. */
export interface TimeRangeResult {
  timeRange: TimeRange;
  marketCount: number;
}

/** §2.3 MarketLineRangeInfo (LINE markets, §2.10). */
export interface MarketLineRangeInfo {
  maxUnitValue: number;
  minUnitValue: number;
  interval: number;
  /** "runs", "goals", "points"… */
  marketUnit: string;
}

/** §2.3 PriceLadderDescription `{type}`. */
export interface PriceLadderDescription {
  type: PriceLadderType;
}

/** §2.3 MarketDescription (MARKET_DESCRIPTION projection). */
export interface MarketDescription {
  persistenceEnabled: boolean;
  bspMarket: boolean;
  marketTime: string;
  suspendTime: string;
  settleTime?: string;
  bettingType: MarketBettingType;
  turnInPlayEnabled: boolean;
  marketType: string;
  /** e.g. "GIBRALTAR REGULATOR". */
  regulator: string;
  /** Commission percentage, e.g. 5.0. */
  marketBaseRate: number;
  discountAllowed: boolean;
  /** e.g. "UK wallet". */
  wallet?: string;
  /** HTML. */
  rules?: string;
  rulesHasDate?: boolean;
  clarifications?: string;
  eachWayDivisor?: number;
  lineRangeInfo?: MarketLineRangeInfo;
  raceType?: string;
  priceLadderDescription?: PriceLadderDescription;
  betDelayModels?: BetDelayModel[];
}

/** §2.3 RunnerCatalog; metadata values are strings (racing keys listed in §2.3). */
export interface RunnerCatalog {
  selectionId: number;
  runnerName: string;
  handicap: number;
  /** Mandatory in the IDD but sometimes missing on the wire. */
  sortPriority?: number;
  metadata?: Record<string, string | null>;
}

/** §2.3 MarketCatalogue; sections not requested by marketProjection are omitted. */
export interface MarketCatalogue {
  marketId: string;
  marketName: string;
  marketStartTime?: string;
  description?: MarketDescription;
  totalMatched?: number;
  runners?: RunnerCatalog[];
  eventType?: EventType;
  competition?: Competition;
  event?: BetfairEvent;
}

/** §2.4 PriceSize `{price, size}`. */
export interface PriceSize {
  price: number;
  size: number;
}

/** §2.4 StartingPrices (nearPrice/farPrice/actualSP may be "NaN" / "Infinity"). */
export interface StartingPrices {
  nearPrice?: WireDouble;
  farPrice?: WireDouble;
  backStakeTaken?: PriceSize[];
  layLiabilityTaken?: PriceSize[];
  actualSP?: WireDouble;
}

/** §2.4 ExchangePrices: availableToBack best (highest) first, availableToLay best (lowest) first, tradedVolume ascending. */
export interface ExchangePrices {
  availableToBack?: PriceSize[];
  availableToLay?: PriceSize[];
  tradedVolume?: PriceSize[];
}

/** §2.4 Order (runner.orders of listMarketBook). */
export interface Order {
  betId: string;
  orderType: OrderType;
  status: OrderStatus;
  persistenceType: PersistenceType;
  side: Side;
  price: number;
  size: number;
  bspLiability: number;
  placedDate: string;
  avgPriceMatched?: number;
  sizeMatched?: number;
  sizeRemaining?: number;
  sizeLapsed?: number;
  sizeCancelled?: number;
  sizeVoided?: number;
  customerOrderRef?: string;
  customerStrategyRef?: string;
}

/** §2.4 Match (betId, matchId and matchDate only with NO_ROLLUP). */
export interface Match {
  betId?: string;
  matchId?: string;
  side: Side;
  /** Average price when ROLLED_UP_BY_AVG_PRICE. */
  price: number;
  size: number;
  matchDate?: string;
}

/** §2.4 Matches of one strategy (runner.matchesByStrategy values). */
export interface Matches {
  matches?: Match[];
}

/** §2.4 Runner of a MarketBook; a runner is keyed by (selectionId, handicap). */
export interface Runner {
  selectionId: number;
  handicap: number;
  status: RunnerStatus;
  /** Mandatory in the IDD but omitted in listRunnerBook samples. */
  adjustmentFactor?: number;
  lastPriceTraded?: number;
  totalMatched?: number;
  removalDate?: string;
  sp?: StartingPrices;
  ex?: ExchangePrices;
  orders?: Order[];
  matches?: Match[];
  /** customerStrategyRef → matches; unstrategied matches under "". */
  matchesByStrategy?: Record<string, Matches>;
}

/** §2.4 KeyLineSelection `{selectionId, handicap}`. */
export interface KeyLineSelection {
  selectionId: number;
  handicap: number;
}

/** §2.4 KeyLineDescription `{keyLine}`. */
export interface KeyLineDescription {
  keyLine: KeyLineSelection[];
}

/** §2.4 MarketBook (listMarketBook / listRunnerBook result item). */
export interface MarketBook {
  marketId: string;
  isMarketDataDelayed: boolean;
  status?: MarketStatus;
  /** Seconds. */
  betDelay?: number;
  bspReconciled?: boolean;
  /** false ⇒ runners may be added. */
  complete?: boolean;
  inplay?: boolean;
  numberOfWinners?: number;
  numberOfRunners?: number;
  numberOfActiveRunners?: number;
  lastMatchTime?: string;
  totalMatched?: number;
  totalAvailable?: number;
  crossMatching?: boolean;
  runnersVoidable?: boolean;
  /** Bumps on every material change. */
  version?: number;
  runners?: Runner[];
  keyLineDescription?: KeyLineDescription;
  betDelayModels?: BetDelayModel[];
}
