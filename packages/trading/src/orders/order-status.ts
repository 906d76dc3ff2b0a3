// trading-core §4 "Order status" and §7 (place results); betfair-protocol §2.9 (OrderStatus,
// ExecutionReportStatus) and the order stream's status letters (E / EC).

/** trading-core §4: the exchange's order statuses. */
export type OrderStatus = 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE' | 'EXPIRED';

/** trading-core §3: status letters of an unmatched order in the order stream. */
export type OrderStatusCode = 'E' | 'EC';

/**
 * trading-core §4: what the sidebar and ladder show for an order.
 * `cancelled` is our addition: the spec reads EXECUTION_COMPLETE as "fully matched", but the
 * exchange also completes an order that was cancelled, lapsed or voided before anything matched;
 * showing that as "matched" would be a wrong position, so it gets its own state.
 */
export type OrderDisplayState =
  'pending' | 'unmatched' | 'partially-matched' | 'matched' | 'expired' | 'cancelled';

/** trading-core §4: the display state from status and matched size (sizeMatched 0 = unmatched). */
export function orderDisplayState(order: {
  readonly status: OrderStatus;
  readonly sizeMatched: number;
}): OrderDisplayState {
  const anythingMatched = order.sizeMatched > 0;
  switch (order.status) {
    case 'PENDING':
      return 'pending';
    case 'EXECUTABLE':
      return anythingMatched ? 'partially-matched' : 'unmatched';
    case 'EXECUTION_COMPLETE':
      return anythingMatched ? 'matched' : 'cancelled';
    case 'EXPIRED':
      return 'expired';
  }
}

/** trading-core §3: the status of an order-stream letter (E executable, EC complete), else undefined. */
export function orderStatusFromCode(code: string): OrderStatus | undefined {
  if (code === 'E') return 'EXECUTABLE';
  if (code === 'EC') return 'EXECUTION_COMPLETE';
  return undefined;
}

/** trading-core §4: the outcome of a place call as the product knows it. */
export type PlaceResultStatus = 'SUCCESS' | 'FAILURE' | 'TIMEOUT';

/**
 * trading-core §4/§7: the place result status of an exchange report status. PROCESSED_WITH_ERRORS
 * (betfair-protocol §2.9) is a FAILURE for the product: at least one instruction was refused.
 * Anything unknown is undefined, so the caller reports it instead of guessing.
 */
export function placeResultStatus(exchangeStatus: string): PlaceResultStatus | undefined {
  switch (exchangeStatus) {
    case 'SUCCESS':
      return 'SUCCESS';
    case 'FAILURE':
    case 'PROCESSED_WITH_ERRORS':
      return 'FAILURE';
    case 'TIMEOUT':
      return 'TIMEOUT';
    default:
      return undefined;
  }
}

/** trading-core §8: shown when a place call times out (outcome unknown). */
export const ORDER_TIMEOUT_MESSAGE =
  'The order timed out & the status of the bet is unknown. Please check your matched bets list.';
