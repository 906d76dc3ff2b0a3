// Bringing a runner's synthetic quotes in line with the plan: quotes no longer wanted are
// cancelled (before anything new is placed, so makers never trade with their own stale quotes),
// thin levels are topped up, and the new orders are returned as placeOrders instructions.
import { cancelSize } from '../core/amend-orders.js';
import type { Exchange } from '../core/exchange.js';
import type { PlaceInstructionInput } from '../core/instructions.js';
import type { SimMarket, SimRunner } from '../core/market.js';
import type { SimOrder } from '../core/order.js';
import type { QuoteLevel } from './quote-plan.js';

/** Orders at one level beyond which a maker stops topping it up (bounds orders per runner). */
const MAX_ORDERS_PER_LEVEL = 3;

export interface PlannedOrder {
  readonly instruction: PlaceInstructionInput;
  /** True when it would match a resting order now (it then waits out any in-play bet delay). */
  readonly crosses: boolean;
}

function syntheticRestingOrders(runner: SimRunner, makers: ReadonlySet<string>): SimOrder[] {
  const orders: SimOrder[] = [];
  for (const side of [runner.book.restingBacks, runner.book.restingLays]) {
    for (const level of side.fromBest()) {
      for (const order of level.liveOrders()) if (makers.has(order.accountId)) orders.push(order);
    }
  }
  return orders;
}

export function syncRunnerQuotes(
  exchange: Exchange,
  market: SimMarket,
  runner: SimRunner,
  plan: readonly QuoteLevel[],
  makers: ReadonlySet<string>,
): PlannedOrder[] {
  const key = (side: string, tick: number): string => `${side}:${tick}`;
  const wanted = new Map(plan.map((level) => [key(level.side, level.tick), level]));
  const resting = new Map<string, { size: number; count: number }>();
  for (const order of syntheticRestingOrders(runner, makers)) {
    const at = key(order.side, order.tick);
    if (!wanted.has(at)) {
      cancelSize(exchange, order, order.remaining);
      if (order.matched === 0) exchange.forgetOrder(order);
      continue;
    }
    const held = resting.get(at) ?? { size: 0, count: 0 };
    resting.set(at, { size: held.size + order.remaining, count: held.count + 1 });
  }
  const book = runner.book;
  const planned: PlannedOrder[] = [];
  for (const level of plan) {
    const held = resting.get(key(level.side, level.tick)) ?? { size: 0, count: 0 };
    const missing = Math.round(level.size - held.size / 100);
    if (held.size >= level.size * 50 || held.count >= MAX_ORDERS_PER_LEVEL || missing < 2) continue;
    const opposite = level.side === 'BACK' ? book.restingLays.best() : book.restingBacks.best();
    const crosses =
      opposite !== undefined &&
      (level.side === 'BACK' ? opposite.tick >= level.tick : opposite.tick <= level.tick);
    planned.push({
      crosses,
      instruction: {
        orderType: 'LIMIT',
        selectionId: runner.selectionId,
        handicap: runner.handicap,
        side: level.side,
        limitOrder: { size: missing, price: market.ladder.priceAt(level.tick)!, persistenceType: 'LAPSE' },
      },
    });
  }
  return planned;
}
