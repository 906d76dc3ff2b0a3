// Issue 21 §5: the price a keyboard bet goes at — the side's best price on screen, moved the
// trader's ticks along the market's own ladder (never off its ends), so "at best" (0 ticks)
// follows the market and a stepped price stays on a valid tick.
import type { PriceLadder } from '@greenbook/trading';

/** The price `ticks` steps from `best` on `ladder`, kept within the ladder; undefined with no best. */
export function keyboardPrice(
  ladder: PriceLadder,
  best: number | undefined,
  ticks: number,
): number | undefined {
  if (best === undefined) return undefined;
  const start = ladder.indexOf(best) ?? ladder.floorIndex(best);
  return ladder.priceAt(Math.min(Math.max(start + ticks, 0), ladder.size - 1));
}
