// Execution reports in Betfair's wire shape (betfair-protocol §2.7–§2.8), built from engine
// orders. Sizes are the account's currency, as the engine keeps them.
import type { PlaceInstructionInput } from './instructions.js';
import type { SimOrder } from './order.js';
import type { OrderStatus } from './types.js';

export interface PlaceInstructionReport {
  status: 'SUCCESS' | 'FAILURE' | 'TIMEOUT';
  errorCode?: string;
  orderStatus?: OrderStatus;
  instruction: PlaceInstructionInput;
  betId?: string;
  placedDate?: string;
  averagePriceMatched?: number;
  sizeMatched?: number;
}

export interface ExecutionReport<T> {
  customerRef?: string;
  status: 'SUCCESS' | 'FAILURE' | 'PROCESSED_WITH_ERRORS' | 'TIMEOUT';
  errorCode?: string;
  marketId?: string;
  instructionReports: T[];
}

export interface CancelInstructionReport {
  status: 'SUCCESS' | 'FAILURE' | 'TIMEOUT';
  errorCode?: string;
  instruction?: { betId: string; sizeReduction?: number };
  sizeCancelled: number;
  cancelledDate?: string;
}

export interface ReplaceInstructionReport {
  status: 'SUCCESS' | 'FAILURE' | 'TIMEOUT';
  errorCode?: string;
  cancelInstructionReport?: CancelInstructionReport;
  placeInstructionReport?: PlaceInstructionReport;
}

export interface UpdateInstructionReport {
  status: 'SUCCESS' | 'FAILURE' | 'TIMEOUT';
  errorCode?: string;
  instruction: { betId: string; newPersistenceType: string };
}

export const isoDate = (ms: number): string => new Date(ms).toISOString();
let lastSecond = Number.NaN;
let lastSecondText = '';
/** placedDate is to the second on the wire (betfair-protocol §1.7); cached, as bursts share a second. */
export function isoSecond(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== lastSecond) {
    lastSecond = second;
    lastSecondText = new Date(second * 1000).toISOString();
  }
  return lastSecondText;
}

/** An order's sizes in its account's currency (the engine's cents as two-decimal amounts). */
export interface OrderSizes {
  size: number;
  matched: number;
  remaining: number;
  cancelled: number;
  lapsed: number;
  voided: number;
}

export function orderSizes(order: SimOrder): OrderSizes {
  return {
    size: order.size / 100,
    matched: order.matched / 100,
    remaining: order.remaining / 100,
    cancelled: order.cancelled / 100,
    lapsed: order.lapsed / 100,
    voided: order.voided / 100,
  };
}

export function orderStatusOf(order: SimOrder, expired: boolean): OrderStatus {
  if (expired) return 'EXPIRED';
  return order.remaining > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE';
}
