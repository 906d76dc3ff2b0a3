// Whole-market order records (betfair-protocol §5.8 `fullImage`): the account's executable
// orders on each runner and its matched position. Used for the SUB_IMAGE, for markets resent
// whole on resubscription, and after a runner removal.
import type { OrderMarketChange, OrderRunnerChange } from '@greenbook/betfair';
import { runnerKey } from '../core/market.js';
import type { SimOrder } from '../core/order.js';
import { streamOrder } from '../core/order-views.js';
import {
  positionImage,
  positionOf,
  strategyAllowed,
  strategyOf,
  type RunnerPosition,
} from './order-positions.js';
import type { ParsedOrderFilter } from './request-parsing.js';

/** What an order subscription remembers of what it sent. */
export interface OrderMemory {
  /** Last status sent (or known at the image) per order: EC orders are reported once. */
  readonly reported: WeakMap<SimOrder, 'E' | 'EC'>;
  /** Last position sent per `marketId|runnerKey`. */
  readonly positions: Map<string, RunnerPosition>;
}

export const statusOf = (order: SimOrder): 'E' | 'EC' => (order.remaining > 0 ? 'E' : 'EC');
export const positionKey = (marketId: string, order: SimOrder): string =>
  `${marketId}|${runnerKey(order.selectionId, order.handicap)}`;

/** Numeric account ids go on the wire (§5.8 oc.accountId); others are left out. */
export const wireAccountId = (accountId: string): { accountId?: number } =>
  /^\d{1,15}$/.test(accountId) ? { accountId: Number(accountId) } : {};

/** Orders by market, then by runner key. */
export function groupOrders(
  orders: Iterable<SimOrder>,
  onlyMarkets?: ReadonlySet<string>,
): Map<string, Map<string, SimOrder[]>> {
  const markets = new Map<string, Map<string, SimOrder[]>>();
  for (const order of orders) {
    if (onlyMarkets !== undefined && !onlyMarkets.has(order.marketId)) continue;
    let runners = markets.get(order.marketId);
    if (runners === undefined) {
      runners = new Map();
      markets.set(order.marketId, runners);
    }
    const key = runnerKey(order.selectionId, order.handicap);
    const list = runners.get(key);
    if (list === undefined) runners.set(key, [order]);
    else list.push(order);
  }
  return markets;
}

export function runnerIdentity(order: SimOrder): Pick<OrderRunnerChange, 'id' | 'hc'> {
  return { id: order.selectionId, ...(order.handicap === 0 ? {} : { hc: order.handicap }) };
}

/**
 * A market's whole order record; `undefined` orc when the account holds nothing there. The image
 * holds E orders only, plus the completed orders in `completed` (on a resumption: orders a live
 * subscriber heard of after its own image of this market).
 */
export function marketOrderImage(
  marketId: string,
  accountId: string,
  runners: ReadonlyMap<string, readonly SimOrder[]>,
  filter: ParsedOrderFilter,
  memory: OrderMemory,
  completed: ReadonlySet<SimOrder> = new Set(),
): OrderMarketChange {
  const orc: OrderRunnerChange[] = [];
  for (const [key, orders] of runners) {
    for (const order of orders) memory.reported.set(order, statusOf(order));
    const uo = orders
      .filter(
        (order) =>
          (statusOf(order) === 'E' || completed.has(order)) && strategyAllowed(filter, strategyOf(order)),
      )
      .map(streamOrder);
    const position = positionOf(orders, filter);
    memory.positions.set(`${marketId}|${key}`, position);
    const matched = positionImage(position);
    if (uo.length === 0 && Object.keys(matched).length === 0) continue;
    orc.push({
      ...runnerIdentity(orders[0]!),
      fullImage: true,
      ...(uo.length === 0 ? {} : { uo }),
      ...matched,
    });
  }
  return { id: marketId, ...wireAccountId(accountId), fullImage: true, ...(orc.length === 0 ? {} : { orc }) };
}
