// trading-core §4 "Order status" as an explicit state machine (style.md: one function per
// transition, illegal transitions refused — the structural answer to double bets and to stream
// updates applied out of order). Sizes are counted in whole hundredths so they never drift.
import { decimalPlaces, fromHundredths, toHundredths } from '../money/decimal.js';
import type { PersistenceType } from './keep-in-play.js';
import type { Side } from '../money/side.js';
import type { OrderStatus } from './order-status.js';

/** trading-core §3/§4: one order as the product tracks it from placement to completion. */
export interface TrackedOrder {
  /** Known once the exchange accepts the order. */
  readonly betId?: string;
  readonly side: Side;
  readonly price: number;
  readonly size: number;
  readonly sizeMatched: number;
  readonly sizeRemaining: number;
  readonly sizeCancelled: number;
  readonly sizeLapsed: number;
  readonly persistence: PersistenceType;
  readonly fillOrKill: boolean;
  readonly status: OrderStatus;
}

/** trading-core §4: the transitions of the order state machine. */
export type OrderTransitionName =
  'place' | 'accept' | 'match' | 'reduce' | 'cancel' | 'lapse' | 'expire' | 'persist';

/** Why a transition was refused. */
export interface OrderTransitionError {
  readonly transition: OrderTransitionName;
  readonly from: OrderStatus | undefined;
  readonly reason: string;
}

/** trading-core §4: every transition returns the new order or a refusal; the old order is never changed. */
export type OrderTransition =
  | { readonly ok: true; readonly order: TrackedOrder }
  | { readonly ok: false; readonly error: OrderTransitionError };

function refuse(
  transition: OrderTransitionName,
  from: OrderStatus | undefined,
  reason: string,
): OrderTransition {
  return { ok: false, error: { transition, from, reason } };
}

/** A positive money amount with at most 2 decimals, in hundredths; undefined otherwise. */
function positiveHundredths(size: number): number | undefined {
  if (!Number.isFinite(size) || size <= 0 || decimalPlaces(size) > 2) return undefined;
  return toHundredths(size);
}

/** Moves `hundredths` out of sizeRemaining into the field `into`; complete when nothing remains. */
function takeFromRemaining(
  order: TrackedOrder,
  hundredths: number,
  into: 'sizeMatched' | 'sizeCancelled' | 'sizeLapsed',
): TrackedOrder {
  const remaining = toHundredths(order.sizeRemaining) - hundredths;
  return {
    ...order,
    [into]: fromHundredths(toHundredths(order[into]) + hundredths),
    sizeRemaining: fromHundredths(remaining),
    status: remaining === 0 ? 'EXECUTION_COMPLETE' : 'EXECUTABLE',
  };
}

/** trading-core §4: a new order waiting for the exchange (PENDING, nothing matched). */
export function placeOrder(terms: {
  readonly side: Side;
  readonly price: number;
  readonly size: number;
  readonly persistence: PersistenceType;
  readonly fillOrKill: boolean;
}): OrderTransition {
  if (positiveHundredths(terms.size) === undefined) {
    return refuse('place', undefined, `size must be positive with at most 2 decimals, got ${terms.size}`);
  }
  if (!Number.isFinite(terms.price) || terms.price <= 0) {
    return refuse('place', undefined, `price must be a positive number, got ${terms.price}`);
  }
  return {
    ok: true,
    order: {
      side: terms.side,
      price: terms.price,
      size: terms.size,
      sizeMatched: 0,
      sizeRemaining: terms.size,
      sizeCancelled: 0,
      sizeLapsed: 0,
      persistence: terms.persistence,
      fillOrKill: terms.fillOrKill,
      status: 'PENDING',
    },
  };
}

/**
 * trading-core §4: the exchange accepted a PENDING order with this betId and matched `sizeMatched`
 * at once. A fill-or-kill order is accepted only when filled in full; otherwise it must expire.
 */
export function acceptOrder(
  order: TrackedOrder,
  accepted: { readonly betId: string; readonly sizeMatched: number },
): OrderTransition {
  if (order.status !== 'PENDING')
    return refuse('accept', order.status, 'only a PENDING order can be accepted');
  if (accepted.betId.trim() === '') return refuse('accept', order.status, 'betId is empty');
  const matched = accepted.sizeMatched === 0 ? 0 : positiveHundredths(accepted.sizeMatched);
  if (matched === undefined || matched > toHundredths(order.sizeRemaining)) {
    return refuse(
      'accept',
      order.status,
      `matched size ${accepted.sizeMatched} is not within 0…${order.size}`,
    );
  }
  if (order.fillOrKill && matched !== toHundredths(order.size)) {
    return refuse('accept', order.status, 'a fill-or-kill order is filled in full or expires');
  }
  const executable: TrackedOrder = { ...order, betId: accepted.betId, status: 'EXECUTABLE' };
  return {
    ok: true,
    order: matched === 0 ? executable : takeFromRemaining(executable, matched, 'sizeMatched'),
  };
}

/** trading-core §4: a fill-or-kill order that could not be filled is killed (EXPIRED). */
export function expireOrder(order: TrackedOrder): OrderTransition {
  if (order.status !== 'PENDING') return refuse('expire', order.status, 'only a PENDING order can expire');
  if (!order.fillOrKill) return refuse('expire', order.status, 'only a fill-or-kill order expires');
  return {
    ok: true,
    order: { ...order, sizeCancelled: order.sizeRemaining, sizeRemaining: 0, status: 'EXPIRED' },
  };
}

/** trading-core §4: `size` more of an executable order matched; complete when nothing remains. */
export function matchOrder(order: TrackedOrder, size: number): OrderTransition {
  if (order.status !== 'EXECUTABLE')
    return refuse('match', order.status, 'only an EXECUTABLE order can match');
  const hundredths = positiveHundredths(size);
  if (hundredths === undefined || hundredths > toHundredths(order.sizeRemaining)) {
    return refuse('match', order.status, `matched size ${size} is not within 0.01…${order.sizeRemaining}`);
  }
  return { ok: true, order: takeFromRemaining(order, hundredths, 'sizeMatched') };
}

/** trading-core §7 cancelOrders with sizeReduction: part of the unmatched size is cancelled. */
export function reduceOrder(order: TrackedOrder, size: number): OrderTransition {
  if (order.status !== 'EXECUTABLE')
    return refuse('reduce', order.status, 'only an EXECUTABLE order can be reduced');
  const hundredths = positiveHundredths(size);
  if (hundredths === undefined || hundredths > toHundredths(order.sizeRemaining)) {
    return refuse('reduce', order.status, `reduction ${size} is not within 0.01…${order.sizeRemaining}`);
  }
  return { ok: true, order: takeFromRemaining(order, hundredths, 'sizeCancelled') };
}

/** trading-core §7 cancelOrders without sizeReduction: all of the unmatched size is cancelled. */
export function cancelOrder(order: TrackedOrder): OrderTransition {
  if (order.status !== 'EXECUTABLE')
    return refuse('cancel', order.status, 'only an EXECUTABLE order can be cancelled');
  return { ok: true, order: takeFromRemaining(order, toHundredths(order.sizeRemaining), 'sizeCancelled') };
}

/**
 * betfair-protocol §8 items 6–7: the unmatched size lapses — a LAPSE order at turn-in-play or on a
 * material event, or any order when the market suspends during the bet delay (then still PENDING).
 */
export function lapseOrder(order: TrackedOrder): OrderTransition {
  if (order.status !== 'PENDING' && order.status !== 'EXECUTABLE') {
    return refuse('lapse', order.status, 'only a PENDING or EXECUTABLE order can lapse');
  }
  const live: TrackedOrder = { ...order, status: 'EXECUTABLE' };
  return { ok: true, order: takeFromRemaining(live, toHundredths(order.sizeRemaining), 'sizeLapsed') };
}

/** trading-core §4 Keep In Play control: an executable order's persistence changes (same value: unchanged). */
export function changeOrderPersistence(
  order: TrackedOrder,
  persistence: 'LAPSE' | 'PERSIST',
): OrderTransition {
  if (order.status !== 'EXECUTABLE') {
    return refuse('persist', order.status, 'only an EXECUTABLE order can change persistence');
  }
  return { ok: true, order: order.persistence === persistence ? order : { ...order, persistence } };
}
