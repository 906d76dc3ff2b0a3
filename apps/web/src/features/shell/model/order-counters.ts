// account-and-product §2 "Shell when logged in": the header's counters, from the order cache.
// This Market: matched M and unmatched U. M counts matched lines (one per side and price, from the
// stream's mb/ml): an order-stream image only carries executable orders, so counting orders with a
// matched part would drop fully matched bets after every reload or reconnect. U counts the
// unmatched LIMIT bets the This Market tab lists (starting-price bets have their own list).
// General: the cash-out total of every market with matched bets (the live exchange watches their
// prices, 2 decimals) and the unmatched bets of all markets.
import {
  computeMarketCashout,
  sumMoney,
  type CashoutMarketStatus,
  type CashoutRunnerInput,
} from '@greenbook/trading';
import type { MarketStreamCache, OrderMarketCache, OrderStreamCache } from '@greenbook/betfair';

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

const STATUSES: readonly CashoutMarketStatus[] = ['OPEN', 'SUSPENDED', 'INACTIVE', 'CLOSED'];

/** The sum of the shown cash-out values (trading-core §4 marketCashout) of the known markets. */
export function cashOutTotal(orders: OrderStreamCache, markets: MarketStreamCache): number {
  const values: number[] = [];
  for (const orderMarket of orders.markets.values()) {
    if (orderMarket.closed) continue;
    const definition = markets.markets.get(orderMarket.marketId)?.definition;
    const prices = markets.markets.get(orderMarket.marketId);
    if (definition === undefined || prices === undefined) continue;
    const status = STATUSES.find((candidate) => candidate === definition.status) ?? 'OPEN';
    if (status === 'CLOSED') continue;
    const runners: CashoutRunnerInput[] = definition.runners
      .filter((runner) => runner.status === 'ACTIVE')
      .map((runner) => {
        const key = `${runner.id}_${(runner.hc ?? 0) + 0}`;
        const bets = orderMarket.runners.get(key);
        const book = prices.runners.get(key);
        return {
          runnerId: key,
          ...(bets === undefined
            ? {}
            : {
                orders: {
                  matchedBacks: bets.matchedBacks.toArray(),
                  matchedLays: bets.matchedLays.toArray(),
                },
              }),
          bestBackOdd: book?.bestBack(1)[0]?.[0],
          bestLayOdd: book?.bestLay(1)[0]?.[0],
        };
      });
    const result = computeMarketCashout({
      marketId: orderMarket.marketId,
      status,
      numberOfWinners: definition.numberOfWinners,
      betDelay: definition.betDelay,
      runners,
    });
    if (result.ok && result.value.hasMatchedBets) values.push(result.value.marketCashout);
  }
  return sumMoney(values);
}
