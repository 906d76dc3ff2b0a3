// trading-core §2 "profit if each runner wins", from the order stream's cache (matched bets):
// for a single-winner market the market's P&L when that runner wins; otherwise the runner's own
// bets if it wins. Computed once per order-cache version and shared by every row.
import type { OrderMarketCache } from '@greenbook/betfair';
import { marketPosition, type MarketRunnerInput } from '@greenbook/trading';

interface Cached {
  readonly version: number;
  readonly signature: string;
  readonly profits: ReadonlyMap<string, number> | undefined;
}

const cache = new WeakMap<OrderMarketCache, Cached>();

function compute(
  orders: OrderMarketCache,
  runnerKeys: readonly string[],
  numberOfWinners: number,
): ReadonlyMap<string, number> | undefined {
  const runners: MarketRunnerInput[] = [];
  let matchedRunners = 0;
  for (const key of runnerKeys) {
    const record = orders.runners.get(key);
    const matchedBacks = record?.matchedBacks.toArray() ?? [];
    const matchedLays = record?.matchedLays.toArray() ?? [];
    if (matchedBacks.length > 0 || matchedLays.length > 0) matchedRunners += 1;
    runners.push({ runnerId: key, orders: { matchedBacks, matchedLays } });
  }
  if (matchedRunners === 0) return undefined;
  const position = marketPosition({ numberOfWinners, runners });
  if (!position.ok) return undefined;
  if (position.value.isSingleWinner)
    return new Map(position.value.outcomes.map((outcome) => [outcome.runnerId, outcome.profit]));
  return new Map(position.value.runners.map((runner) => [runner.runnerId, runner.profit]));
}

/** Profit if each runner wins, or undefined when there are no matched bets on the market. */
export function marketProfits(
  orders: OrderMarketCache | undefined,
  runnerKeys: readonly string[],
  numberOfWinners: number,
): ReadonlyMap<string, number> | undefined {
  if (orders === undefined) return undefined;
  const signature = `${numberOfWinners}|${runnerKeys.join(',')}`;
  const cached = cache.get(orders);
  if (cached?.version === orders.version && cached.signature === signature) return cached.profits;
  const profits = compute(orders, runnerKeys, numberOfWinners);
  cache.set(orders, { version: orders.version, signature, profits });
  return profits;
}
