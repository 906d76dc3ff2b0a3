// trading-core §3 "Cash out per market", read from the stream caches the browser already holds:
// the market cache (status, winners, bet delay, every runner's best back and lay) and the order
// cache (matched backs and lays per runner). The rules are @greenbook/trading's computeMarketCashout.
//
// Never from a stale price: the record is only computed while `pricesAreFresh` says the prices on
// screen are current; otherwise there is no record and the button shows no odds to cash out.
import type { MarketCache, OrderMarketCache } from '@greenbook/betfair';
import {
  computeMarketCashout,
  type CashoutMarketStatus,
  type CashoutRunnerInput,
  type MarketCashout,
} from '@greenbook/trading';
import type { LiveExchange } from '@/lib/stream/live-exchange';
import { pricesAreFresh } from '@/lib/stream/market-freshness';

/** Runner statuses that can no longer win: left out of the market's outcomes. */
const GONE = new Set(['REMOVED', 'REMOVED_VACANT', 'LOSER', 'HIDDEN']);
const STATUSES: readonly CashoutMarketStatus[] = ['OPEN', 'SUSPENDED', 'INACTIVE', 'CLOSED'];

/** The record's input: every runner that can still win, its matched bets and best prices. */
export function cashoutInputOf(market: MarketCache, orders: OrderMarketCache | undefined) {
  const definition = market.definition;
  const status = STATUSES.find((known) => known === definition?.status) ?? 'INACTIVE';
  const runners: CashoutRunnerInput[] = [];
  for (const [key, runner] of market.runners) {
    if (GONE.has(runner.status)) continue;
    const bets = orders?.runners.get(key);
    runners.push({
      runnerId: key,
      orders: {
        matchedBacks: bets?.matchedBacks.toArray() ?? [],
        matchedLays: bets?.matchedLays.toArray() ?? [],
      },
      bestBackOdd: runner.bestBackPrice(),
      bestLayOdd: runner.bestLayPrice(),
    });
  }
  return {
    marketId: market.marketId,
    status,
    numberOfWinners: definition?.numberOfWinners ?? 1,
    betDelay: definition?.betDelay ?? 0,
    runners,
  };
}

/** The market's cash-out record now, or undefined (market unknown, stale prices, bad figures). */
export function marketCashoutRecord(live: LiveExchange, marketId: string): MarketCashout | undefined {
  const market = live.market(marketId);
  if (market === undefined || !pricesAreFresh(live, marketId)) return undefined;
  const result = computeMarketCashout(cashoutInputOf(market, live.orders.markets.get(marketId)));
  return result.ok ? result.value : undefined;
}
