// An engine order as Betfair reports it: listCurrentOrders' CurrentOrderSummary (betfair-protocol
// §2.5), listMarketBook's Order (§2.4) and the order stream's `uo` entry (§5.8). Sizes in the
// account's currency; dates ISO on the API, epoch ms on the stream.
import type { SimOrder } from './order.js';
import { isoDate, isoSecond, orderSizes, orderStatusOf } from './reports.js';

const round2 = (value: number): number => Math.round(value * 100) / 100;

export function currentOrderSummary(order: SimOrder) {
  const sizes = orderSizes(order);
  const average = order.averagePriceMatched;
  return {
    betId: order.betId,
    marketId: order.marketId,
    selectionId: order.selectionId,
    handicap: order.handicap,
    priceSize: { price: order.price, size: sizes.size },
    bspLiability: order.orderType === 'LIMIT' ? 0 : order.placedSize,
    side: order.side,
    status: orderStatusOf(order, false),
    persistenceType: order.persistence,
    orderType: order.orderType,
    placedDate: isoSecond(order.placedAt),
    ...(order.matchedAt === undefined ? {} : { matchedDate: isoDate(order.matchedAt) }),
    averagePriceMatched: average === undefined ? 0 : round2(average),
    sizeMatched: sizes.matched,
    sizeRemaining: sizes.remaining,
    sizeLapsed: sizes.lapsed,
    sizeCancelled: sizes.cancelled,
    sizeVoided: sizes.voided,
    regulatorCode: 'GIBRALTAR REGULATOR',
    ...(order.customerOrderRef === undefined ? {} : { customerOrderRef: order.customerOrderRef }),
    ...(order.customerStrategyRef === undefined ? {} : { customerStrategyRef: order.customerStrategyRef }),
    ...(order.lapsedAt === undefined ? {} : { lapsedDate: isoDate(order.lapsedAt) }),
    ...(order.lapseReason === undefined ? {} : { lapseStatusReasonCode: order.lapseReason }),
    ...(order.cancelledAt === undefined ? {} : { cancelledDate: isoDate(order.cancelledAt) }),
  };
}

const STREAM_PERSISTENCE = { LAPSE: 'L', PERSIST: 'P', MARKET_ON_CLOSE: 'MOC' } as const;
const STREAM_ORDER_TYPE = { LIMIT: 'L', LIMIT_ON_CLOSE: 'LOC', MARKET_ON_CLOSE: 'MOC' } as const;

/** The order stream's `uo` entry, always sent whole when the order changes. */
export function streamOrder(order: SimOrder) {
  const sizes = orderSizes(order);
  const average = order.averagePriceMatched;
  return {
    id: order.betId,
    p: order.price,
    s: sizes.size,
    ...(order.orderType === 'LIMIT' ? {} : { bsp: order.placedSize }),
    side: order.side === 'BACK' ? ('B' as const) : ('L' as const),
    status: order.remaining > 0 ? ('E' as const) : ('EC' as const),
    pt: STREAM_PERSISTENCE[order.persistence],
    ot: STREAM_ORDER_TYPE[order.orderType],
    pd: order.placedAt,
    ...(order.matchedAt === undefined ? {} : { md: order.matchedAt }),
    ...(order.cancelledAt === undefined ? {} : { cd: order.cancelledAt }),
    ...(order.lapsedAt === undefined ? {} : { ld: order.lapsedAt }),
    ...(order.lapseReason === undefined ? {} : { lsrc: order.lapseReason }),
    ...(average === undefined ? {} : { avp: round2(average) }),
    sm: sizes.matched,
    sr: sizes.remaining,
    sl: sizes.lapsed,
    sc: sizes.cancelled,
    sv: sizes.voided,
    rac: '',
    rc: 'REG_GGC',
    rfo: order.customerOrderRef ?? '',
    rfs: order.customerStrategyRef ?? '',
  };
}

/**
 * Matched size by price for one side of an account's orders on a runner, in account currency:
 * the order stream's `mb` / `ml` and the matches of listMarketBook, rolled up by price.
 */
export function matchedByPrice(orders: Iterable<SimOrder>, side: 'BACK' | 'LAY'): Array<[number, number]> {
  const byPrice = new Map<number, number>();
  for (const order of orders) {
    if (order.side !== side || order.matched === 0) continue;
    for (const fill of order.fills) byPrice.set(fill.price, (byPrice.get(fill.price) ?? 0) + fill.size);
  }
  return [...byPrice.entries()].sort(([a], [b]) => a - b).map(([price, cents]) => [price, cents / 100]);
}
