// The bets of a market still waiting on the exchange (EXECUTABLE), as the order stream has them.
import type { OrderMarketCache } from '@greenbook/betfair';

/** The executable bets of the market, or of one runner of it. */
export function unmatchedIds(orders: OrderMarketCache | undefined, runnerKey?: string): string[] {
  const ids: string[] = [];
  for (const [key, runner] of orders?.runners ?? [])
    if (runnerKey === undefined || key === runnerKey)
      for (const order of runner.executable()) ids.push(order.id);
  return ids;
}
