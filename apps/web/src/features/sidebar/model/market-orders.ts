// The account's bets on one market as the This Market tab lists them (trading-core §2, §3
// "Orders"): unmatched LIMIT bets, starting-price bets (limit-on-close and market-on-close), and
// matched stakes rolled up per runner with trading's positions (average odds, stake totals).
import type { OrderMarketCache, UnmatchedOrder } from '@greenbook/betfair';
import { runnerPosition, type RunnerPosition } from '@greenbook/trading';

export interface MarketBet {
  readonly runnerKey: string;
  readonly order: UnmatchedOrder;
}

export interface MarketOrders {
  readonly unmatched: readonly MarketBet[];
  readonly startingPrice: readonly MarketBet[];
  /** Runners with matched bets, with their position. */
  readonly matched: ReadonlyArray<{ readonly runnerKey: string; readonly position: RunnerPosition }>;
}

export const NO_ORDERS: MarketOrders = { unmatched: [], startingPrice: [], matched: [] };

const byPlacedDate = (a: MarketBet, b: MarketBet) =>
  a.order.pd - b.order.pd || a.order.id.localeCompare(b.order.id);

export function marketOrders(cache: OrderMarketCache | undefined): MarketOrders {
  // trading-core §4: a closed market's orders leave the lists.
  if (cache === undefined || cache.closed) return NO_ORDERS;
  const unmatched: MarketBet[] = [];
  const startingPrice: MarketBet[] = [];
  const matched: Array<{ runnerKey: string; position: RunnerPosition }> = [];
  for (const [runnerKey, runner] of cache.runners) {
    for (const order of runner.orders.values()) {
      // trading-core §4: closed (complete) orders leave the unmatched and starting-price lists.
      if (order.status !== 'E') continue;
      if (order.ot === 'L') {
        if (order.sr > 0) unmatched.push({ runnerKey, order });
      } else startingPrice.push({ runnerKey, order });
    }
    const position = runnerPosition(runnerKey, {
      matchedBacks: runner.matchedBacks.toArray(),
      matchedLays: runner.matchedLays.toArray(),
    });
    if (position.ok && (position.value.backStakeTotal > 0 || position.value.layStakeTotal > 0))
      matched.push({ runnerKey, position: position.value });
  }
  return {
    unmatched: unmatched.sort(byPlacedDate),
    startingPrice: startingPrice.sort(byPlacedDate),
    matched,
  };
}

/** Only this runner's bets when one is selected in the sidebar. */
export function forRunner(orders: MarketOrders, runnerKey: string | undefined): MarketOrders {
  if (runnerKey === undefined) return orders;
  return {
    unmatched: orders.unmatched.filter((bet) => bet.runnerKey === runnerKey),
    startingPrice: orders.startingPrice.filter((bet) => bet.runnerKey === runnerKey),
    matched: orders.matched.filter((entry) => entry.runnerKey === runnerKey),
  };
}
