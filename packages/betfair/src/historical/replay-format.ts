// The replay command's line format (exchange-client issue §3): one compact JSON object per
// changed market, keys sorted, so anyone can diff our cache against another implementation.
// Object literals below are written in alphabetical key order; JSON.stringify keeps that order
// and writes integral numbers without a decimal point.
import type { MarketCache } from '../stream/cache/market-cache.js';

const DEPTH = 3;

export function formatReplayLine(lineNumber: number, market: MarketCache): string {
  const definition = market.definition;
  return JSON.stringify({
    i: lineNumber,
    inPlay: definition?.inPlay ?? false,
    marketId: market.marketId,
    publishTime: market.publishTime,
    runners: market.sortedRunners().map((runner) => ({
      back: runner.bestBack(DEPTH),
      handicap: runner.handicap,
      lastPriceTraded: runner.lastPriceTraded ?? null,
      lay: runner.bestLay(DEPTH),
      selectionId: runner.selectionId,
      status: runner.status,
      totalMatched: runner.totalMatched,
    })),
    status: definition?.status ?? null,
    totalMatched: market.totalMatched,
  });
}
