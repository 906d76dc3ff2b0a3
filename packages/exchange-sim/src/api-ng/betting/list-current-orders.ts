// listCurrentOrders (betfair-protocol §2.5): the caller's orders on unsettled markets, filtered,
// ordered and paged. Time-based orderings also keep only orders that have that time.
import {
  ORDER_BYS,
  ORDER_PROJECTIONS,
  SORT_DIRS,
  type CurrentOrderSummary,
  type CurrentOrderSummaryReport,
  type OrderBy,
} from '@greenbook/betfair';
import type { SimOrder } from '../../core/order.js';
import { currentOrderSummary } from '../../core/order-views.js';
import { orderStatusOf } from '../../core/reports.js';
import { sessionOperation } from '../caller.js';
import { checkIdCount } from '../limits.js';
import type { OperationTable } from '../operation-handler.js';
import { flag, idList, listOf, oneOf, optional, text, timeRange, withinBounds } from '../params.js';
import { pageOf, readPaging } from './paging.js';

/**
 * The time an ordering sorts and dateRange filters by. BY_VOID_TIME reads the latest cancel or
 * lapse (the reference is silent; those are the times an unmatched part is taken away), and
 * BY_SETTLED_TIME keeps nothing, as settled orders are no longer current.
 */
function timeOf(order: SimOrder, orderBy: OrderBy): number | undefined {
  switch (orderBy) {
    case 'BY_BET':
    case 'BY_MARKET':
    case 'BY_PLACE_TIME':
      return order.placedAt;
    case 'BY_MATCH_TIME':
      return order.matchedAt;
    case 'BY_VOID_TIME': {
      const times = [order.cancelledAt, order.lapsedAt].filter((t): t is number => t !== undefined);
      return times.length === 0 ? undefined : Math.max(...times);
    }
    case 'BY_SETTLED_TIME':
      return undefined;
  }
}

const setOf = <T>(values: T[] | undefined): Set<T> | undefined =>
  values === undefined || values.length === 0 ? undefined : new Set(values);

export const LIST_CURRENT_ORDERS: OperationTable = {
  listCurrentOrders: sessionOperation('betting', (params, caller): CurrentOrderSummaryReport => {
    const betIds = setOf(optional(params, 'betIds', idList));
    const marketIds = setOf(optional(params, 'marketIds', idList));
    checkIdCount((betIds?.size ?? 0) + (marketIds?.size ?? 0));
    const projection = optional(params, 'orderProjection', oneOf(ORDER_PROJECTIONS)) ?? 'ALL';
    const orderRefs = setOf(optional(params, 'customerOrderRefs', listOf(text)));
    const strategyRefs = setOf(optional(params, 'customerStrategyRefs', listOf(text)));
    const placedRange = optional(params, 'placedDateRange', timeRange);
    const dateRange = optional(params, 'dateRange', timeRange);
    const orderBy = optional(params, 'orderBy', oneOf(ORDER_BYS)) ?? 'BY_BET';
    const latestFirst = optional(params, 'sortDir', oneOf(SORT_DIRS)) === 'LATEST_TO_EARLIEST';
    const withDescription = optional(params, 'includeItemDescription', flag) ?? false;
    const paging = readPaging(params);

    const selected: Array<{ order: SimOrder; time: number }> = [];
    for (const order of caller.exchange.accountOrders(caller.account.accountId)) {
      if (betIds !== undefined && !betIds.has(order.betId)) continue;
      if (marketIds !== undefined && !marketIds.has(order.marketId)) continue;
      if (projection !== 'ALL' && orderStatusOf(order, false) !== projection) continue;
      if (
        orderRefs !== undefined &&
        (order.customerOrderRef === undefined || !orderRefs.has(order.customerOrderRef))
      )
        continue;
      if (
        strategyRefs !== undefined &&
        (order.customerStrategyRef === undefined || !strategyRefs.has(order.customerStrategyRef))
      )
        continue;
      if (!withinBounds(placedRange, order.placedAt)) continue;
      const time = timeOf(order, orderBy);
      if (time === undefined || !withinBounds(dateRange, time)) continue;
      selected.push({ order, time });
    }
    // Bet ids increase with placement, so time then betId orders every ordering stably.
    const byBetId = (a: SimOrder, b: SimOrder): number =>
      a.betId.length - b.betId.length || a.betId.localeCompare(b.betId);
    selected.sort((a, b) =>
      orderBy === 'BY_MARKET'
        ? a.order.marketId.localeCompare(b.order.marketId) || a.time - b.time || byBetId(a.order, b.order)
        : a.time - b.time || byBetId(a.order, b.order),
    );
    if (latestFirst) selected.reverse();
    const page = pageOf(selected, paging);
    return {
      currentOrders: page.items.map(({ order }): CurrentOrderSummary => ({
        ...currentOrderSummary(order),
        ...(withDescription
          ? {
              currentItemDescription: {
                marketVersion: { version: caller.exchange.markets.get(order.marketId)!.version },
              },
            }
          : {}),
      })),
      moreAvailable: page.moreAvailable,
    };
  }),
};
