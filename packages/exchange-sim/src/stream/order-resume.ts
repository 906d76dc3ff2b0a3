// Resuming an order subscription (betfair-protocol §5.10): the client keeps its cache, so the
// RESUB_DELTA patches it with what changed while it was away — every order changed since its clock,
// sent whole with its present status (matched, cancelled, lapsed and settled orders get their
// completing update), and the matched position of each runner those orders are on. A resumed
// client then holds the orders, with the statuses, of one that never disconnected. Markets reset
// in the gap come whole, as a live subscriber saw them; settled ones are closed.
import type { OrderMarketChange, OrderRunnerChange } from '@greenbook/betfair';
import type { SimOrder } from '../core/order.js';
import { streamOrder } from '../core/order-views.js';
import type { OrderGap } from './order-hub.js';
import {
  groupOrders,
  marketOrderImage,
  runnerIdentity,
  statusOf,
  wireAccountId,
  type OrderMemory,
} from './order-images.js';
import {
  positionClearing,
  positionImage,
  positionOf,
  strategyAllowed,
  strategyOf,
} from './order-positions.js';
import type { ParsedOrderFilter } from './request-parsing.js';

export interface ResumeContext {
  readonly accountId: string;
  readonly filter: ParsedOrderFilter;
  readonly memory: OrderMemory;
  /** The account's current orders by market and runner. */
  readonly current: ReadonlyMap<string, ReadonlyMap<string, readonly SimOrder[]>>;
  readonly isClosed: (marketId: string) => boolean;
}

/** The RESUB_DELTA's market changes for what happened after the client's clock. */
export function resumeChanges(gap: OrderGap, context: ResumeContext): OrderMarketChange[] {
  const changes: OrderMarketChange[] = [];
  const marketIds = new Set(gap.touched.keys());
  // A reset concerns this client only where the account has (or had in the gap) orders.
  for (const marketId of gap.reset.keys()) if (context.current.has(marketId)) marketIds.add(marketId);
  for (const marketId of marketIds) {
    const change = marketResume(marketId, gap, context);
    if (change !== undefined) changes.push(change);
  }
  return changes;
}

function marketResume(
  marketId: string,
  gap: OrderGap,
  context: ResumeContext,
): OrderMarketChange | undefined {
  const { accountId, filter, memory } = context;
  const runners = context.current.get(marketId) ?? new Map<string, readonly SimOrder[]>();
  const closed = context.isClosed(marketId);
  const afterReset = gap.reset.get(marketId);
  if (afterReset !== undefined && !closed)
    return marketOrderImage(marketId, accountId, runners, filter, memory, afterReset);
  const orc: OrderRunnerChange[] = [];
  const touchedRunners =
    groupOrders(gap.touched.get(marketId) ?? []).get(marketId) ?? new Map<string, SimOrder[]>();
  for (const [key, changed] of touchedRunners) {
    const uo = changed.filter((order) => strategyAllowed(filter, strategyOf(order))).map(streamOrder);
    for (const order of changed) memory.reported.set(order, statusOf(order));
    // Settled orders have left the books: the runner's orders are the current ones and those.
    const orders = [...new Set([...(runners.get(key) ?? []), ...changed])];
    const position = positionOf(orders, filter);
    if (!closed) memory.positions.set(`${marketId}|${key}`, position);
    const identity = runnerIdentity(changed[0]!);
    // Matched sizes by price only grow, so the whole position patches exactly — unless a match was
    // voided or its price reduced (Rule 4): then the runner's ladders are emptied first.
    if (changed.some((order) => order.voided > 0 || order.priceReduced)) {
      const clearing = positionClearing(filter, orders.map(strategyOf));
      if (Object.keys(clearing).length > 0) orc.push({ ...identity, ...clearing });
    }
    const matched = positionImage(position);
    if (uo.length === 0 && Object.keys(matched).length === 0) continue;
    orc.push({ ...identity, ...(uo.length === 0 ? {} : { uo }), ...matched });
  }
  if (orc.length === 0 && !closed) return undefined;
  return {
    id: marketId,
    ...wireAccountId(accountId),
    ...(closed ? { closed: true } : {}),
    ...(orc.length === 0 ? {} : { orc }),
  };
}
