// Test helper: everything a market cache holds that a reader can see, as plain data, so two caches
// can be compared with toEqual (versions and listeners are bookkeeping, left out).
import type { MarketCache } from '../stream/cache/market-cache.js';
import type { MarketStreamCache } from '../stream/cache/market-stream-cache.js';
import type { RunnerCache } from '../stream/cache/runner-cache.js';

function runnerSnapshot(runner: RunnerCache) {
  return {
    selectionId: runner.selectionId,
    handicap: runner.handicap,
    status: runner.status,
    sortPriority: runner.sortPriority,
    adjustmentFactor: runner.adjustmentFactor,
    bsp: runner.bsp,
    removalDate: runner.removalDate,
    name: runner.name,
    lastPriceTraded: runner.lastPriceTraded,
    totalMatched: runner.totalMatched,
    startingPriceNear: runner.startingPriceNear,
    startingPriceFar: runner.startingPriceFar,
    availableToBack: runner.availableToBack.toArray(),
    availableToLay: runner.availableToLay.toArray(),
    startingPriceBack: runner.startingPriceBack.toArray(),
    startingPriceLay: runner.startingPriceLay.toArray(),
    traded: runner.traded.toArray(),
    bestAvailableToBack: runner.bestAvailableToBack.best(Infinity),
    bestAvailableToLay: runner.bestAvailableToLay.best(Infinity),
    bestDisplayAvailableToBack: runner.bestDisplayAvailableToBack.best(Infinity),
    bestDisplayAvailableToLay: runner.bestDisplayAvailableToLay.best(Infinity),
  };
}

export function marketSnapshot(market: MarketCache | undefined) {
  if (market === undefined) return undefined;
  return {
    marketId: market.marketId,
    definition: market.definition,
    totalMatched: market.totalMatched,
    publishTime: market.publishTime,
    runners: market.sortedRunners().map(runnerSnapshot),
  };
}

/** The snapshots of the given markets of a stream cache. */
export function marketsSnapshot(cache: MarketStreamCache, marketIds: readonly string[]) {
  return marketIds.map((marketId) => marketSnapshot(cache.markets.get(marketId)));
}
