// The caller's own orders and matches on a runner, as listMarketBook shows them
// (betfair-protocol §2.4): orders per orderProjection, matches per matchProjection, overall
// and partitioned by customerStrategyRef (unstrategied under "").
import type { Match, Matches, Order } from '@greenbook/betfair';
import type { SimOrder } from '../../core/order.js';
import { currentOrderSummary } from '../../core/order-views.js';
import { isoDate, orderStatusOf } from '../../core/reports.js';
import type { BookOptions } from './book-options.js';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The caller's orders that the betIds, strategy and matchedSince options keep. */
export function selectOrders(orders: Iterable<SimOrder>, options: BookOptions): SimOrder[] {
  const kept: SimOrder[] = [];
  for (const order of orders) {
    if (options.betIds !== undefined && !options.betIds.has(order.betId)) continue;
    // matchedSince keeps orders matched since then; executable ones always stay (§2.4).
    if (
      options.matchedSince !== undefined &&
      order.remaining === 0 &&
      (order.matchedAt === undefined || order.matchedAt < options.matchedSince)
    ) {
      continue;
    }
    kept.push(order);
  }
  return kept;
}

const strategyAllowed = (order: SimOrder, options: BookOptions): boolean =>
  options.customerStrategyRefs === undefined ||
  (order.customerStrategyRef !== undefined && options.customerStrategyRefs.has(order.customerStrategyRef));

export function runnerOrders(orders: readonly SimOrder[], options: BookOptions): Order[] | undefined {
  const projection = options.orderProjection;
  if (projection === undefined) return undefined;
  const scale = options.currency.fromAccount;
  const inView = (size: number): number => (scale === 1 ? size : round2(size * scale));
  return orders
    .filter((order) => strategyAllowed(order, options))
    .filter((order) => projection === 'ALL' || orderStatusOf(order, false) === projection)
    .map((order) => {
      const summary = currentOrderSummary(order);
      return {
        betId: summary.betId,
        orderType: summary.orderType,
        status: summary.status,
        persistenceType: summary.persistenceType,
        side: summary.side,
        price: summary.priceSize.price,
        size: inView(summary.priceSize.size),
        bspLiability: inView(summary.bspLiability),
        placedDate: summary.placedDate,
        avgPriceMatched: summary.averagePriceMatched,
        sizeMatched: inView(summary.sizeMatched),
        sizeRemaining: inView(summary.sizeRemaining),
        sizeLapsed: inView(summary.sizeLapsed),
        sizeCancelled: inView(summary.sizeCancelled),
        sizeVoided: inView(summary.sizeVoided),
        ...(summary.customerOrderRef === undefined ? {} : { customerOrderRef: summary.customerOrderRef }),
        ...(summary.customerStrategyRef === undefined
          ? {}
          : { customerStrategyRef: summary.customerStrategyRef }),
      };
    });
}

interface Fragment {
  readonly betId: string;
  readonly side: 'BACK' | 'LAY';
  readonly price: number;
  /** In the view currency. */
  readonly size: number;
  readonly at: number;
}

function fragments(orders: readonly SimOrder[], options: BookOptions): Fragment[] {
  const result: Fragment[] = [];
  for (const order of orders) {
    // Fill sizes are the account's cents; the view may be in another currency.
    const perCent = options.currency.fromAccount / 100;
    for (const fill of order.fills) {
      result.push({
        betId: order.betId,
        side: order.side,
        price: fill.price,
        size: fill.size * perCent,
        at: fill.at,
      });
    }
  }
  return result;
}

function rolledUp(parts: readonly Fragment[], keyOf: (part: Fragment) => string, avg: boolean): Match[] {
  const groups = new Map<string, { side: 'BACK' | 'LAY'; price: number; size: number; value: number }>();
  for (const part of parts) {
    const key = keyOf(part);
    const group = groups.get(key) ?? { side: part.side, price: part.price, size: 0, value: 0 };
    group.size += part.size;
    group.value += part.size * part.price;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({
      side: group.side,
      price: avg && group.size > 0 ? round2(group.value / group.size) : group.price,
      size: round2(group.size),
    }))
    .sort((a, b) => a.side.localeCompare(b.side) || a.price - b.price);
}

function matchesOf(orders: readonly SimOrder[], options: BookOptions): Match[] {
  const parts = fragments(orders, options);
  switch (options.matchProjection) {
    case 'NO_ROLLUP':
      return parts.map((part) => ({
        betId: part.betId,
        side: part.side,
        price: part.price,
        size: round2(part.size),
        matchDate: isoDate(part.at),
      }));
    case 'ROLLED_UP_BY_PRICE':
      return rolledUp(parts, (part) => `${part.side}@${part.price}`, false);
    case 'ROLLED_UP_BY_AVG_PRICE':
      return rolledUp(parts, (part) => part.side, true);
    case undefined:
      return [];
  }
}

export function runnerMatches(
  orders: readonly SimOrder[],
  options: BookOptions,
): { matches?: Match[]; matchesByStrategy?: Record<string, Matches> } {
  if (options.matchProjection === undefined) return {};
  const byStrategy = new Map<string, SimOrder[]>();
  if (options.partitionMatchedByStrategyRef) {
    for (const order of orders) {
      if (!strategyAllowed(order, options) || order.matched === 0) continue;
      const ref = order.customerStrategyRef ?? '';
      byStrategy.set(ref, [...(byStrategy.get(ref) ?? []), order]);
    }
  }
  return {
    ...(options.includeOverallPosition ? { matches: matchesOf(orders, options) } : {}),
    ...(options.partitionMatchedByStrategyRef
      ? {
          matchesByStrategy: Object.fromEntries(
            [...byStrategy].map(([ref, strategyOrders]) => [
              ref,
              { matches: matchesOf(strategyOrders, options) },
            ]),
          ),
        }
      : {}),
  };
}
