// Order-changing operations: placeOrders, cancelOrders, replaceOrders, updateOrders — params,
// instructions and execution reports (betfair-protocol §2.7, §2.8).
import type {
  BetTargetType,
  ExecutionReportErrorCode,
  ExecutionReportStatus,
  InstructionReportErrorCode,
  InstructionReportStatus,
  OrderStatus,
  OrderType,
  PersistenceType,
  Side,
  TimeInForce,
} from './enums.js';
import type { MarketVersion } from './betting-types.js';

/** §2.7 LimitOrder (size is illegal with betTargetType; timeInForce overrides persistenceType). */
export interface LimitOrder {
  size?: number;
  price: number;
  persistenceType?: PersistenceType;
  timeInForce?: TimeInForce;
  /** Only with FILL_OR_KILL; defaults to the whole size. */
  minFillSize?: number;
  betTargetType?: BetTargetType;
  betTargetSize?: number;
}

/** §2.7 LimitOnCloseOrder: BSP bet with a worst acceptable SP. */
export interface LimitOnCloseOrder {
  liability: number;
  price: number;
}

/** §2.7 MarketOnCloseOrder: BSP bet at any SP. */
export interface MarketOnCloseOrder {
  liability: number;
}

/** §2.7 PlaceInstruction; carries the order object matching orderType. */
export interface PlaceInstruction {
  orderType: OrderType;
  selectionId: number;
  handicap?: number;
  side: Side;
  limitOrder?: LimitOrder;
  limitOnCloseOrder?: LimitOnCloseOrder;
  marketOnCloseOrder?: MarketOnCloseOrder;
  /** ≤ 32 characters, no uniqueness check. */
  customerOrderRef?: string;
}

/** §2.7 placeOrders params (≤ 200 instructions). */
export interface PlaceOrdersParams {
  marketId: string;
  instructions: readonly PlaceInstruction[];
  /** ≤ 32 characters, de-duplicated for 60 s. */
  customerRef?: string;
  marketVersion?: MarketVersion;
  /** ≤ 15 characters. */
  customerStrategyRef?: string;
  async?: boolean;
}

/** §2.7 fields shared by every ExecutionReport. */
export interface ExecutionReportBase {
  customerRef?: string;
  status: ExecutionReportStatus;
  errorCode?: ExecutionReportErrorCode;
  marketId?: string;
}

/** §2.7 PlaceInstructionReport (orderStatus absent on failure; no betId when async). */
export interface PlaceInstructionReport {
  status: InstructionReportStatus;
  errorCode?: InstructionReportErrorCode;
  orderStatus?: OrderStatus;
  instruction: PlaceInstruction;
  betId?: string;
  placedDate?: string;
  averagePriceMatched?: number;
  sizeMatched?: number;
}

/** §2.7 PlaceExecutionReport (placeOrders result). */
export interface PlaceExecutionReport extends ExecutionReportBase {
  instructionReports?: PlaceInstructionReport[];
}

/** §2.8 CancelInstruction (no sizeReduction = cancel the remainder). */
export interface CancelInstruction {
  betId: string;
  sizeReduction?: number;
}

/** §2.8 cancelOrders params (no marketId and no instructions = cancel all; ≤ 60 instructions). */
export interface CancelOrdersParams {
  marketId?: string;
  instructions?: readonly CancelInstruction[];
  customerRef?: string;
}

/** §2.8 CancelInstructionReport (sizeCancelled and cancelledDate are omitted on failure). */
export interface CancelInstructionReport {
  status: InstructionReportStatus;
  errorCode?: InstructionReportErrorCode;
  instruction?: CancelInstruction;
  sizeCancelled?: number;
  cancelledDate?: string;
}

/** §2.8 CancelExecutionReport (cancelOrders result). */
export interface CancelExecutionReport extends ExecutionReportBase {
  instructionReports?: CancelInstructionReport[];
}

/** §2.8 ReplaceInstruction: re-place the unmatched remainder at newPrice. */
export interface ReplaceInstruction {
  betId: string;
  newPrice: number;
}

/** §2.8 replaceOrders params (≤ 60 instructions). */
export interface ReplaceOrdersParams {
  marketId: string;
  instructions: readonly ReplaceInstruction[];
  customerRef?: string;
  marketVersion?: MarketVersion;
  async?: boolean;
}

/** §2.8 ReplaceInstructionReport. */
export interface ReplaceInstructionReport {
  status: InstructionReportStatus;
  errorCode?: InstructionReportErrorCode;
  cancelInstructionReport?: CancelInstructionReport;
  placeInstructionReport?: PlaceInstructionReport;
}

/** §2.8 ReplaceExecutionReport (replaceOrders result). */
export interface ReplaceExecutionReport extends ExecutionReportBase {
  instructionReports?: ReplaceInstructionReport[];
}

/** §2.8 UpdateInstruction: change persistence only. */
export interface UpdateInstruction {
  betId: string;
  newPersistenceType: PersistenceType;
}

/** §2.8 updateOrders params (≤ 60 instructions). */
export interface UpdateOrdersParams {
  marketId: string;
  instructions: readonly UpdateInstruction[];
  customerRef?: string;
}

/** §2.8 UpdateInstructionReport. */
export interface UpdateInstructionReport {
  status: InstructionReportStatus;
  errorCode?: InstructionReportErrorCode;
  instruction: UpdateInstruction;
}

/** §2.8 UpdateExecutionReport (updateOrders result). */
export interface UpdateExecutionReport extends ExecutionReportBase {
  instructionReports?: UpdateInstructionReport[];
}
