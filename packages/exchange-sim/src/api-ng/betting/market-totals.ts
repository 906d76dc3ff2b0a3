// Market-wide amounts both the catalogue (sorting) and the market book report, in GBP pence.
import type { BookSide } from '../../core/book/book-side.js';
import type { SimMarket } from '../../core/market.js';

function sideTotal(side: BookSide): number {
  let total = 0;
  for (const level of side.fromBest()) total += level.total;
  return total;
}

/** Unmatched size resting on every runner, both sides (MarketBook.totalAvailable). */
export function totalAvailablePence(market: SimMarket): number {
  let total = 0;
  for (const runner of market.runners) {
    total += sideTotal(runner.book.restingBacks) + sideTotal(runner.book.restingLays);
  }
  return total;
}
