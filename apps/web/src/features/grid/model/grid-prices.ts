// trading-core §2: three price levels per side; the odds view decides which book shows under
// Back and under Lay. The spec says MARKET_TAKE "swaps which side's book shows": a side's book is
// the orders that side has placed, so under Back a taker sees the layers' offers — the stream's
// `atb` (available to back) — and under Lay the backers' offers (`atl`); that is the exchange's
// usual layout, and the default. MARKET_MAKE shows each side its own book: under Back the backers'
// waiting orders (`atl`), where a new back joins the queue and makes the price. A click bets the
// column's side at its price.
import type { RunnerCache } from '@greenbook/betfair';
import type { OddsView } from '@greenbook/trading';

/** trading-core §9: the grid shows 3 price levels per side. */
export const GRID_LEVELS = 3;

export type PriceLevel = readonly [price: number, size: number];

export interface GridPrices {
  /** Under Back, best first. */
  readonly back: readonly PriceLevel[];
  /** Under Lay, best first. */
  readonly lay: readonly PriceLevel[];
}

export function gridPrices(runner: RunnerCache | undefined, oddsView: OddsView): GridPrices {
  if (runner === undefined) return { back: [], lay: [] };
  const backBook = runner.bestBack(GRID_LEVELS);
  const layBook = runner.bestLay(GRID_LEVELS);
  return oddsView === 'MARKET_MAKE' ? { back: layBook, lay: backBook } : { back: backBook, lay: layBook };
}
