// What a ladder needs from the market definition (trading-core §3, §4, §9): its price ladder, the
// line-market labels (its price ladder: lib/market/market-ladder.ts), the runners that may get a ladder and their current odds.
import type { MarketCache, RunnerCache } from '@greenbook/betfair';
import type { LadderCandidate } from '@greenbook/trading';
import { isRunnerShown } from '@/lib/market/runner-visibility';

export const runnerKeyOf = (runner: RunnerCache): string => `${runner.selectionId}_${runner.handicap}`;

/** The runners that may have a ladder, by ascending sort priority. */
export function ladderRunners(market: MarketCache | undefined): RunnerCache[] {
  const definition = market?.definition;
  if (market === undefined || definition === undefined) return [];
  const order = new Map(definition.runners.map((runner, index) => [`${runner.id}_${runner.hc ?? 0}`, index]));
  return [...market.runners.values()]
    .filter((runner) => order.has(runnerKeyOf(runner)) && isRunnerShown(runner.status, definition.status))
    .sort(
      (a, b) =>
        (a.sortPriority ?? Infinity) - (b.sortPriority ?? Infinity) ||
        (order.get(runnerKeyOf(a)) ?? 0) - (order.get(runnerKeyOf(b)) ?? 0),
    );
}

/** A stable signature of the ladder runners: changes only when the set or order changes. */
export function ladderRunnersSignature(market: MarketCache | undefined): string {
  return ladderRunners(market).map(runnerKeyOf).join(',');
}

/** trading-core §4 candidates: odds are the best back price, else the last traded price. */
export function ladderCandidates(market: MarketCache | undefined): LadderCandidate[] {
  return ladderRunners(market).map((runner, index) => ({
    runnerId: runnerKeyOf(runner),
    sortPriority: runner.sortPriority ?? index + 1,
    odds: runner.bestBack(1)[0]?.[0] ?? runner.lastPriceTraded,
  }));
}
