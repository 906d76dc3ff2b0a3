// Slippage of a fill (issue 21 §2): how far the average matched price is from the price clicked,
// in price and in ladder ticks, signed for the trader — positive is a better price than clicked
// (a higher back, a lower lay), negative a worse one.
import { roundTo } from '../money/decimal.js';
import type { PriceLadder } from '../ladder/price-ladder.js';
import type { Side } from '../money/side.js';

export interface Slippage {
  /** Price difference, 4 decimals (averages are not ladder prices). */
  readonly price: number;
  /** Ladder ticks, 2 decimals: an average between two ticks counts the part of that step. */
  readonly ticks: number;
}

/** Position of a price on the ladder in ticks, fractional between two ladder prices. */
function tickPosition(ladder: PriceLadder, price: number): number {
  const exact = ladder.indexOf(price);
  if (exact !== undefined) return exact;
  const below = ladder.floorIndex(price);
  const low = ladder.priceAt(below);
  const high = ladder.priceAt(below + 1);
  if (low === undefined || high === undefined || price <= low) return below;
  return below + (price - low) / (high - low);
}

export function slippageOf(
  side: Side,
  clickedPrice: number,
  averagePrice: number,
  ladder: PriceLadder,
): Slippage {
  const direction = side === 'BACK' ? 1 : -1;
  const ticks = tickPosition(ladder, averagePrice) - tickPosition(ladder, clickedPrice);
  return {
    price: roundTo(direction * (averagePrice - clickedPrice), 4),
    ticks: roundTo(direction * ticks, 2),
  };
}
