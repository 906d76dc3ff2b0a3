// What a ladder needs from the market definition (trading-core §3, §4, §9): its price ladder, the
// line-market labels (its price ladder: lib/market/market-ladder.ts), the runners that may get a ladder and their current odds.
import type { MarketCache, RunnerCache } from '@greenbook/betfair';
import { orderRunnersForDisplay, parseRunnerKey, type LadderCandidate } from '@greenbook/trading';
import { isRunnerShown } from '@/lib/market/runner-visibility';

export const runnerKeyOf = (runner: RunnerCache): string => `${runner.selectionId}_${runner.handicap}`;

/**
 * The ladder runners of each market, for the definition they were read from. The list depends on
 * the definition alone (its runners, their statuses and sort priorities; the cache replaces the
 * definition object whenever one arrives), yet the screen asks for it on every market change
 * message: the maps, lists and keys made each time were garbage on a busy market.
 */
const runnersByMarket = new WeakMap<
  MarketCache,
  { definition: object; runners: RunnerCache[]; signature: string }
>();

function ladderRunnersOf(market: MarketCache, definition: NonNullable<MarketCache['definition']>) {
  const known = runnersByMarket.get(market);
  if (known?.definition === definition) return known;
  const order = new Map(definition.runners.map((runner, index) => [`${runner.id}_${runner.hc ?? 0}`, index]));
  const runners = [...market.runners.values()]
    .filter((runner) => order.has(runnerKeyOf(runner)) && isRunnerShown(runner.status, definition.status))
    .sort(
      (a, b) =>
        (a.sortPriority ?? Infinity) - (b.sortPriority ?? Infinity) ||
        (order.get(runnerKeyOf(a)) ?? 0) - (order.get(runnerKeyOf(b)) ?? 0),
    );
  const read = { definition, runners, signature: runners.map(runnerKeyOf).join(',') };
  runnersByMarket.set(market, read);
  return read;
}

/** The runners that may have a ladder, by ascending sort priority (a list to read, not to change). */
export function ladderRunners(market: MarketCache | undefined): readonly RunnerCache[] {
  const definition = market?.definition;
  return market === undefined || definition === undefined ? [] : ladderRunnersOf(market, definition).runners;
}

/** A stable signature of the ladder runners: changes only when the set or order changes. */
export function ladderRunnersSignature(market: MarketCache | undefined): string {
  const definition = market?.definition;
  return market === undefined || definition === undefined
    ? ''
    : ladderRunnersOf(market, definition).signature;
}

/** trading-core §4 candidates: odds are the best back price, else the last traded price. */
export function ladderCandidates(market: MarketCache | undefined): LadderCandidate[] {
  return ladderRunners(market).map((runner, index) => ({
    runnerId: runnerKeyOf(runner),
    sortPriority: runner.sortPriority ?? index + 1,
    odds: runner.bestBackPrice() ?? runner.lastPriceTraded,
  }));
}

/** A runner the ladder view names: its key (selectionId_handicap) and display name. */
export interface NamedLadderRunner {
  readonly key: string;
  readonly name: string;
}

/**
 * trading-core §2/§5: the market's runners in its display order, the grid's default one: by sort
 * priority (`byPriority` already is), or 1, x, 2 for a three-runner market with a draw.
 */
export function inDisplayOrder<T extends NamedLadderRunner>(byPriority: readonly T[]): T[] {
  const orderable = byPriority.map((runner, index) => ({
    runner,
    runnerName: runner.name,
    sortPriority: index,
    selectionId: parseRunnerKey(runner.key)?.selectionId,
  }));
  return orderRunnersForDisplay(orderable).map(({ runner }) => runner);
}
