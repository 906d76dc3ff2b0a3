// trading-core §5 (odds in confirmation) and §4/§5 (auto-bet tick distances), on any ladder.
import { shiftDecimal } from '../money/decimal.js';
import type { PriceLadder } from './price-ladder.js';

/** Exact `a - b` for decimals with up to 8 places. */
function exactDifference(a: number, b: number): number {
  return shiftDecimal(Math.round(shiftDecimal(a, 8)) - Math.round(shiftDecimal(b, 8)), -8) + 0;
}

/** The tick index of a price on the ladder, or undefined when it is not a ladder price. */
export function priceToTick(ladder: PriceLadder, price: number): number | undefined {
  return ladder.indexOf(price);
}

/** The price at a tick index, or undefined outside the ladder. */
export function tickToPrice(ladder: PriceLadder, tick: number): number | undefined {
  return ladder.priceAt(tick);
}

export function isOnLadder(ladder: PriceLadder, price: number): boolean {
  return ladder.indexOf(price) !== undefined;
}

export interface ClampResult {
  readonly price: number;
  /** True when the price was outside the ladder's bounds and was set to the nearest bound. */
  readonly clamped: boolean;
}

/** trading-core §5: an out-of-range odd is set to the bound (the UI then flashes for 400 ms). */
export function clampToLadder(ladder: PriceLadder, price: number): ClampResult {
  if (Number.isNaN(price) || price < ladder.min) return { price: ladder.min, clamped: true };
  if (price > ladder.max) return { price: ladder.max, clamped: true };
  return { price, clamped: false };
}

export interface SnapResult {
  /** The highest ladder price at or below the (clamped) input. */
  readonly price: number;
  readonly tick: number;
  /** Input minus snapped price; Confirm stays disabled while this is non-zero. */
  readonly remainder: number;
}

/** trading-core §5: an odd off the grid is snapped down by its remainder (after clamping to bounds). */
export function snapDown(ladder: PriceLadder, price: number): SnapResult {
  const inBounds = clampToLadder(ladder, price).price;
  const tick = ladder.floorIndex(inBounds);
  const snapped = ladder.priceAt(tick) ?? ladder.min;
  return { price: snapped, tick, remainder: exactDifference(inBounds, snapped) };
}

/** The ladder price `ticks` steps away (positive is up), or undefined when it falls off the ladder. */
export function ticksAway(ladder: PriceLadder, price: number, ticks: number): number | undefined {
  const start = ladder.indexOf(price);
  if (start === undefined || !Number.isInteger(ticks)) return undefined;
  return ladder.priceAt(start + ticks);
}

/** Ticks from `from` up to `to` (negative when `to` is lower); undefined if either is off the ladder. */
export function tickDistance(ladder: PriceLadder, from: number, to: number): number | undefined {
  const a = ladder.indexOf(from);
  const b = ladder.indexOf(to);
  return a === undefined || b === undefined ? undefined : b - a;
}

/** Every price of the ladder, lowest first (350 for CLASSIC). */
export function allPrices(ladder: PriceLadder): number[] {
  return Array.from({ length: ladder.size }, (_, index) => ladder.priceAt(index) ?? 0);
}
