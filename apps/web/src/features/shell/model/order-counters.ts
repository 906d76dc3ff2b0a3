// account-and-product §2 "Shell when logged in": the header's counters, from the order cache.
// This Market: matched M and unmatched U. M counts matched lines (one per side and price, from the
// stream's mb/ml): an order-stream image only carries executable orders, so counting orders with a
// matched part would drop fully matched bets after every reload or reconnect. U counts the
// unmatched LIMIT bets the This Market tab lists (starting-price bets have their own list).
// General: the cash-out total (the markets and records a global cash out acts on) and the unmatched
// bets of all markets.
import { sumMoney } from '@greenbook/trading';
import type { OrderMarketCache, OrderStreamCache } from '@greenbook/betfair';
import { marketsWithMatchedBets, type LiveExchange } from '@/lib/stream/live-exchange';
import { marketCashoutRecord } from '@/lib/stream/market-cashout-record';

export interface MarketCounts {
  readonly matched: number;
  readonly unmatched: number;
}

export function marketOrderCounts(market: OrderMarketCache | undefined): MarketCounts {
  let matched = 0;
  let unmatched = 0;
  if (market === undefined) return { matched, unmatched };
  for (const runner of market.runners.values()) {
    matched += runner.matchedBacks.length + runner.matchedLays.length;
    for (const order of runner.orders.values())
      if (order.status === 'E' && order.ot === 'L' && order.sr > 0) unmatched += 1;
  }
  return { matched, unmatched };
}

export function accountUnmatchedCount(orders: OrderStreamCache): number {
  let count = 0;
  for (const market of orders.markets.values())
    if (!market.closed) count += marketOrderCounts(market).unmatched;
  return count;
}

/**
 * The sum of the cash-out values (trading-core §4 marketCashout) of the markets a global cash out
 * would close now: the same markets and the same fresh-price records, so the total the header
 * shows is what the Global Cash Out button acts on.
 */
export function cashOutTotal(live: LiveExchange): number {
  const values: number[] = [];
  for (const marketId of marketsWithMatchedBets(live.orders)) {
    const record = marketCashoutRecord(live, marketId);
    if (record?.hasMatchedBets === true) values.push(record.marketCashout);
  }
  return sumMoney(values);
}
