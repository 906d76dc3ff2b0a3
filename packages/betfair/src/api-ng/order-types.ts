// Betting API results about the account's orders: current orders, cleared orders and market
// profit and loss (betfair-protocol §2.5, §2.6, §2.8).
import type { BetOutcome, OrderStatus, OrderType, PersistenceType, Side } from './enums.js';
import type { MarketVersion } from './betting-types.js';
import type { PriceSize } from './market-types.js';

/** §2.5 CurrentItemDescription (with includeItemDescription). */
export interface CurrentItemDescription {
  marketVersion: MarketVersion;
}

/** §2.5 CurrentOrderSummary: one unsettled order. */
export interface CurrentOrderSummary {
  betId: string;
  marketId: string;
  selectionId: number;
  handicap: number;
  priceSize: PriceSize;
  bspLiability: number;
  side: Side;
  status: OrderStatus;
  persistenceType: PersistenceType;
  orderType: OrderType;
  placedDate: string;
  /** IDD-mandatory but omitted until something matches. */
  matchedDate?: string;
  averagePriceMatched?: number;
  sizeMatched?: number;
  sizeRemaining?: number;
  sizeLapsed?: number;
  sizeCancelled?: number;
  sizeVoided?: number;
  regulatorAuthCode?: string;
  /** e.g. "GIBRALTAR REGULATOR". */
  regulatorCode?: string;
  customerOrderRef?: string;
  customerStrategyRef?: string;
  lapsedDate?: string;
  /** Lapse reason; the values are not documented for API-NG (the stream's lsrc codes are, §5.8). */
  lapseStatusReasonCode?: string;
  cancelledDate?: string;
  currentItemDescription?: CurrentItemDescription;
}

/** §2.5 CurrentOrderSummaryReport (listCurrentOrders result). */
export interface CurrentOrderSummaryReport {
  currentOrders: CurrentOrderSummary[];
  moreAvailable: boolean;
}

/** §2.6 ItemDescription (with includeItemDescription). */
export interface ItemDescription {
  eventTypeDesc?: string;
  eventDesc?: string;
  marketDesc?: string;
  marketType?: string;
  marketStartTime?: string;
  runnerDesc?: string;
  numberOfWinners?: number;
  eachWayDivisor?: number;
}

/** §2.6 ClearedOrderSummary; which fields are present depends on the groupBy level. */
export interface ClearedOrderSummary {
  eventTypeId?: string;
  eventId?: string;
  marketId?: string;
  selectionId?: number;
  handicap?: number;
  betId?: string;
  placedDate?: string;
  /** Omitted on pure SP bets. */
  persistenceType?: PersistenceType;
  orderType?: OrderType;
  side?: Side;
  itemDescription?: ItemDescription;
  betOutcome?: BetOutcome;
  priceRequested?: number;
  settledDate?: string;
  lastMatchedDate?: string;
  betCount?: number;
  /** EVENT_TYPE / EVENT / MARKET grouping only. */
  commission?: number;
  priceMatched?: number;
  /** Rule-4 reduction applied. */
  priceReduced?: boolean;
  sizeSettled?: number;
  /** Negative = loss, in account currency. */
  profit?: number;
  sizeCancelled?: number;
  customerOrderRef?: string;
  customerStrategyRef?: string;
}

/** §2.6 ClearedOrderSummaryReport (listClearedOrders result). */
export interface ClearedOrderSummaryReport {
  clearedOrders: ClearedOrderSummary[];
  moreAvailable: boolean;
}

/** §2.8 RunnerProfitAndLoss. */
export interface RunnerProfitAndLoss {
  selectionId: number;
  ifWin?: number;
  ifLose?: number;
  ifPlace?: number;
}

/** §2.8 MarketProfitAndLoss (listMarketProfitAndLoss result item). */
export interface MarketProfitAndLoss {
  marketId: string;
  commissionApplied?: number;
  profitAndLosses: RunnerProfitAndLoss[];
}
