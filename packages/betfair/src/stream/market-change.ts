// mcm payload: MarketChange, MarketDefinition, RunnerDefinition, RunnerChange
// (betfair-protocol §5.7, §5.9, §6; ESASwaggerSchema.json). Absent keys mean "unchanged".
import type { BetDelayModel, MarketStatus, PriceLadderType, RunnerStatus } from '../api-ng/enums.js';
import type { StreamBettingType } from './enums.js';

/** §5.7 price-keyed ladder entry `[price, size]` (atb, atl, spb, spl, trd, mb, ml); size 0 deletes the price. */
export type PriceSizeTuple = [price: number, size: number];

/** §5.7 level-keyed ladder entry `[level, price, size]` (batb, batl, bdatb, bdatl); level 0 = best, size 0 deletes the level. */
export type LevelPriceSizeTuple = [level: number, price: number, size: number];

/** §5.7 priceLadderDefinition `{type}`. */
export interface PriceLadderDefinition {
  type: PriceLadderType;
}

/** §5.7 keyLineDefinition entry `{id, hc}` (API-NG calls it KeyLineSelection `{selectionId, handicap}`). */
export interface StreamKeyLineSelection {
  id: number;
  hc: number;
}

/** §5.7 keyLineDefinition `{kl}` (Asian handicap markets). */
export interface KeyLineDefinition {
  kl: StreamKeyLineSelection[];
}

/** §5.7 RunnerDefinition (marketDefinition.runners[]); keyed by (id, hc ?? 0). */
export interface RunnerDefinition {
  id: number;
  /** Handicap; omitted when 0. */
  hc?: number;
  sortPriority: number;
  status: RunnerStatus;
  adjustmentFactor?: number;
  /** Starting price, after reconciliation. */
  bsp?: number;
  removalDate?: string;
  /** Historical files only. */
  name?: string;
}

/** §5.7 MarketDefinition, always sent in full when it changes; dates are ISO strings. */
export interface MarketDefinition {
  bspMarket: boolean;
  turnInPlayEnabled: boolean;
  persistenceEnabled: boolean;
  marketBaseRate: number;
  eventId: string;
  eventTypeId: string;
  numberOfWinners: number;
  bettingType: StreamBettingType;
  marketType: string;
  marketTime: string;
  suspendTime: string;
  bspReconciled: boolean;
  complete: boolean;
  inPlay: boolean;
  crossMatching: boolean;
  runnersVoidable: boolean;
  numberOfActiveRunners: number;
  betDelay: number;
  status: MarketStatus;
  runners: RunnerDefinition[];
  /** e.g. ["MR_INT"]. */
  regulators: string[];
  discountAllowed: boolean;
  timezone: string;
  openDate: string;
  version: number;
  venue?: string;
  countryCode?: string;
  settledTime?: string;
  eachWayDivisor?: number;
  raceType?: string;
  priceLadderDefinition?: PriceLadderDefinition;
  keyLineDefinition?: KeyLineDefinition;
  lineMinUnit?: number;
  lineMaxUnit?: number;
  lineInterval?: number;
  /** Soccer: "Goal", "Penalty", "Red Card"… */
  suspendReason?: string;
  /** Market name; historical files only. */
  name?: string;
  /** Historical files only. */
  eventName?: string;
  /** Observed on the live stream (2026). */
  betDelayModels?: BetDelayModel[];
}

/** §5.7 RunnerChange (mc[].rc[]); keyed by (id, hc ?? 0). */
export interface RunnerChange {
  /** Selection id. */
  id: number;
  hc?: number;
  /** Available to back, full depth (EX_ALL_OFFERS). */
  atb?: PriceSizeTuple[];
  /** Available to lay, full depth (EX_ALL_OFFERS). */
  atl?: PriceSizeTuple[];
  /** Starting price back (SP_TRADED). */
  spb?: PriceSizeTuple[];
  /** Starting price lay (SP_TRADED). */
  spl?: PriceSizeTuple[];
  /** Traded ladder (EX_TRADED). */
  trd?: PriceSizeTuple[];
  /** Best available to back, non-virtual (EX_BEST_OFFERS). */
  batb?: LevelPriceSizeTuple[];
  /** Best available to lay, non-virtual (EX_BEST_OFFERS). */
  batl?: LevelPriceSizeTuple[];
  /** Best display available to back, virtual included (EX_BEST_OFFERS_DISP); [] = changed outside ladderLevels. */
  bdatb?: LevelPriceSizeTuple[];
  /** Best display available to lay, virtual included (EX_BEST_OFFERS_DISP). */
  bdatl?: LevelPriceSizeTuple[];
  /** Last traded price (EX_LTP). */
  ltp?: number;
  /** Runner traded volume (EX_TRADED_VOL); per-update amount in historical files (§6). */
  tv?: number;
  /** Starting price near (SP_PROJECTED). */
  spn?: number;
  /** Starting price far (SP_PROJECTED). */
  spf?: number;
}

/** §5.7 MarketChange (mcm mc[]). */
export interface MarketChange {
  /** Market id. */
  id: string;
  /** true ⇒ replace this market entirely (not reliable in historical PRO files, §6). */
  img?: boolean;
  /** Market traded volume. */
  tv?: number;
  /** true ⇒ several changes were conflated. */
  con?: boolean;
  marketDefinition?: MarketDefinition;
  rc?: RunnerChange[];
}
