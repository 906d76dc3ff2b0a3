// An account's matched position on a runner as the order stream sends it (betfair-protocol
// §5.8): mb/ml net matched size by price, and smc, the same per customerStrategyRef (unstrategied
// under ""). Deltas are price-keyed like trd: the new size at each moved price, 0 to delete.
import type { PriceSizeTuple, StrategyMatchChange } from '@greenbook/betfair';
import { matchedByPrice } from '../core/order-views.js';
import type { SimOrder } from '../core/order.js';
import type { ParsedOrderFilter } from './request-parsing.js';

type PriceMap = Map<number, number>;

export interface RunnerPosition {
  mb: PriceMap;
  ml: PriceMap;
  smc: Map<string, { mb: PriceMap; ml: PriceMap }>;
}

export interface PositionChange {
  mb?: PriceSizeTuple[];
  ml?: PriceSizeTuple[];
  smc?: Record<string, StrategyMatchChange>;
}

export const strategyOf = (order: SimOrder): string => order.customerStrategyRef ?? '';

/** customerStrategyRefs filters orders and smc, never the overall position (§5.5). */
export const strategyAllowed = (filter: ParsedOrderFilter, ref: string): boolean =>
  filter.customerStrategyRefs === undefined || filter.customerStrategyRefs.has(ref);

export function positionOf(orders: readonly SimOrder[], filter: ParsedOrderFilter): RunnerPosition {
  const position: RunnerPosition = { mb: new Map(), ml: new Map(), smc: new Map() };
  if (filter.includeOverallPosition) {
    position.mb = new Map(matchedByPrice(orders, 'BACK'));
    position.ml = new Map(matchedByPrice(orders, 'LAY'));
  }
  if (filter.partitionMatchedByStrategyRef) {
    const byRef = new Map<string, SimOrder[]>();
    for (const order of orders) {
      const ref = strategyOf(order);
      if (!strategyAllowed(filter, ref) || order.matched === 0) continue;
      byRef.set(ref, [...(byRef.get(ref) ?? []), order]);
    }
    for (const [ref, refOrders] of byRef) {
      position.smc.set(ref, {
        mb: new Map(matchedByPrice(refOrders, 'BACK')),
        ml: new Map(matchedByPrice(refOrders, 'LAY')),
      });
    }
  }
  return position;
}

const sorted = (map: PriceMap): PriceSizeTuple[] => [...map].sort((a, b) => a[0] - b[0]);

function diff(before: PriceMap | undefined, after: PriceMap): PriceSizeTuple[] | undefined {
  const changes: PriceMap = new Map();
  for (const [price, size] of after) if (before?.get(price) !== size) changes.set(price, size);
  for (const price of before?.keys() ?? []) if (!after.has(price)) changes.set(price, 0);
  return changes.size === 0 ? undefined : sorted(changes);
}

/** The whole position (an image), omitting empty ladders. */
export function positionImage(position: RunnerPosition): PositionChange {
  const change: PositionChange = {};
  if (position.mb.size > 0) change.mb = sorted(position.mb);
  if (position.ml.size > 0) change.ml = sorted(position.ml);
  if (position.smc.size > 0) {
    change.smc = {};
    for (const [ref, { mb, ml }] of position.smc) change.smc[ref] = { mb: sorted(mb), ml: sorted(ml) };
  }
  return change;
}

/** Empties every ladder the filter lets a position hold (an empty list clears, §5.9 step 3). */
export function positionClearing(filter: ParsedOrderFilter, refs: Iterable<string>): PositionChange {
  const change: PositionChange = {};
  if (filter.includeOverallPosition) {
    change.mb = [];
    change.ml = [];
  }
  if (filter.partitionMatchedByStrategyRef) {
    change.smc = {};
    for (const ref of refs) if (strategyAllowed(filter, ref)) change.smc[ref] = { mb: [], ml: [] };
  }
  return change;
}

/** What moved between two positions; undefined when nothing did. */
export function positionDelta(
  before: RunnerPosition | undefined,
  after: RunnerPosition,
): PositionChange | undefined {
  const change: PositionChange = {};
  const mb = diff(before?.mb, after.mb);
  const ml = diff(before?.ml, after.ml);
  if (mb !== undefined) change.mb = mb;
  if (ml !== undefined) change.ml = ml;
  const refs = new Set([...(before?.smc.keys() ?? []), ...after.smc.keys()]);
  for (const ref of refs) {
    const old = before?.smc.get(ref);
    const now = after.smc.get(ref) ?? { mb: new Map<number, number>(), ml: new Map<number, number>() };
    const refMb = diff(old?.mb, now.mb);
    const refMl = diff(old?.ml, now.ml);
    if (refMb === undefined && refMl === undefined) continue;
    change.smc ??= {};
    change.smc[ref] = {
      ...(refMb === undefined ? {} : { mb: refMb }),
      ...(refMl === undefined ? {} : { ml: refMl }),
    };
  }
  return Object.keys(change).length === 0 ? undefined : change;
}
