// What a ladder needs from the market definition (trading-core §3, §4, §9): its price ladder, the
// line-market labels, the runners that may get a ladder and their current odds.
import type { MarketCache, RunnerCache } from '@greenbook/betfair';
import { ladderFor, type LadderCandidate, type PriceLadder } from '@greenbook/trading';
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

/** A string naming the market's price ladder; the ladder object is built once per key. */
export function ladderKeyOf(market: MarketCache | undefined): string {
  const definition = market?.definition;
  const type = definition?.priceLadderDefinition?.type ?? 'CLASSIC';
  if (type !== 'LINE_RANGE') return type;
  return `${type}:${definition?.lineInterval ?? ''}:${definition?.lineMinUnit ?? ''}:${definition?.lineMaxUnit ?? ''}`;
}

const ladders = new Map<string, PriceLadder>();

/** trading-core §5/§9: the market's ladder (CLASSIC, FINEST or LINE_RANGE) from its key. */
export function ladderOfKey(key: string): PriceLadder {
  let ladder = ladders.get(key);
  if (ladder === undefined) {
    const [type, interval, min, max] = key.split(':');
    const number = (value: string | undefined) =>
      value === undefined || value === '' ? undefined : Number(value);
    ladder = ladderFor({
      type: type === 'FINEST' || type === 'LINE_RANGE' ? type : 'CLASSIC',
      interval: number(interval),
      minUnit: number(min),
      maxUnit: number(max),
    });
    ladders.set(key, ladder);
  }
  return ladder;
}
