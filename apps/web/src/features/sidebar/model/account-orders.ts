// The General tab's view of the account's bets on every market (trading-core §2): each market's
// unmatched and starting-price bets (market-orders.ts), markets with none left out, in a stable
// order (by market id) so groups do not jump while the order stream moves.
import type { OrderMarketCache } from '@greenbook/betfair';
import { marketOrders, type MarketBet } from './market-orders';

export interface MarketBets {
  readonly marketId: string;
  readonly bets: readonly MarketBet[];
}

export interface AccountOrders {
  readonly unmatched: readonly MarketBets[];
  readonly startingPrice: readonly MarketBets[];
}

export function accountOrders(markets: ReadonlyMap<string, OrderMarketCache>): AccountOrders {
  const unmatched: MarketBets[] = [];
  const startingPrice: MarketBets[] = [];
  for (const marketId of [...markets.keys()].sort()) {
    const orders = marketOrders(markets.get(marketId));
    if (orders.unmatched.length > 0) unmatched.push({ marketId, bets: orders.unmatched });
    if (orders.startingPrice.length > 0) startingPrice.push({ marketId, bets: orders.startingPrice });
  }
  return { unmatched, startingPrice };
}
