// Read-only views of a runner's book as Betfair shows them (betfair-protocol §2.4, §5.7):
// prices with sizes in pounds (the book's GBP), best first. Shared by listMarketBook and the
// market stream so both always agree.
import type { RunnerBook } from './book/runner-book.js';
import type { BookSide } from './book/book-side.js';
import type { PriceLadder } from '@greenbook/trading';

export type PriceSizePair = [price: number, size: number];

function levels(side: BookSide, ladder: PriceLadder, depth: number): PriceSizePair[] {
  const result: PriceSizePair[] = [];
  for (const level of side.fromBest()) {
    if (result.length >= depth) break;
    if (level.total > 0) result.push([ladder.priceAt(level.tick)!, level.total / 100]);
  }
  return result;
}

/** What backers can take: resting lays, highest price first. */
export function availableToBack(book: RunnerBook, depth = Infinity): PriceSizePair[] {
  return levels(book.restingLays, book.ladder, depth);
}

/** What layers can take: resting backs, lowest price first. */
export function availableToLay(book: RunnerBook, depth = Infinity): PriceSizePair[] {
  return levels(book.restingBacks, book.ladder, depth);
}

/** Traded volume by price, ascending. */
export function tradedVolume(book: RunnerBook): PriceSizePair[] {
  return [...book.traded.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tick, pence]): PriceSizePair => [book.ladder.priceAt(tick)!, pence / 100]);
}

/** Size at one tick of a side, in pounds (0 when empty): stream deltas read single levels. */
export function sizeAt(book: RunnerBook, restingSide: 'BACK' | 'LAY', tick: number): number {
  return book.restingAt(restingSide, tick) / 100;
}

export function lastPriceTraded(book: RunnerBook): number | undefined {
  return book.lastTradedTick === undefined ? undefined : book.ladder.priceAt(book.lastTradedTick);
}
