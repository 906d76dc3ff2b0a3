// trading-core §5 "Odds in confirmation": bounds of the market's ladder, an out-of-range odd set
// to the bound on blur (the field flashes invalid for 400 ms), an off-grid odd snapped down by its
// remainder, Confirm disabled while the typed odd is not a ladder price.
import { clampToLadder, snapDown, ticksAway, type PriceLadder } from '@greenbook/trading';

export interface OddCheck {
  /** The typed text is a price of the ladder: Confirm may be enabled. */
  readonly ready: boolean;
  /** What the snap would remove (0 when on the grid); NaN for text that is not a number. */
  readonly remainder: number;
}

/** While typing: is the odd a ladder price, and what would snapping remove? */
export function checkOddText(ladder: PriceLadder, text: string): OddCheck {
  const typed = Number(text);
  if (text.trim() === '' || !Number.isFinite(typed)) return { ready: false, remainder: Number.NaN };
  if (clampToLadder(ladder, typed).clamped) return { ready: false, remainder: Number.NaN };
  const { remainder } = snapDown(ladder, typed);
  return { ready: remainder === 0, remainder };
}

export interface OddOnBlur {
  readonly price: number;
  /** The odd was out of range and set to the bound: flash the field (400 ms). */
  readonly flash: boolean;
}

/** On blur: clamp to the bounds, then snap down onto the grid. */
export function oddOnBlur(ladder: PriceLadder, text: string, fallback: number): OddOnBlur {
  const typed = Number(text);
  if (text.trim() === '' || !Number.isFinite(typed)) return { price: fallback, flash: true };
  const clamp = clampToLadder(ladder, typed);
  return { price: snapDown(ladder, clamp.price).price, flash: clamp.clamped };
}

/** The odd one tick up or down (the ± buttons); stays put at the ends of the ladder. */
export function stepOdd(ladder: PriceLadder, price: number, direction: 1 | -1): number {
  const onGrid = snapDown(ladder, price).price;
  return ticksAway(ladder, onGrid, direction) ?? onGrid;
}
