// Where a synthetic market maker wants its quotes on one runner: from the runner's fair value,
// a best back just under it and a best lay a few ticks above (1–3 ticks on liquid favourites,
// wider on outsiders), with depth on both sides for several ticks, sizes growing with the
// runner's chance and the market's importance.
import type { PriceLadder } from '@greenbook/trading';
import type { Random } from '../world/prng.js';
import type { Side } from '../core/types.js';

/** One resting order the maker wants: a LAY rests as availableToBack, a BACK as availableToLay. */
export interface QuoteLevel {
  readonly side: Side;
  readonly tick: number;
  /** GBP, whole pounds. */
  readonly size: number;
}

/** The fractional tick of a price (or line value) on a ladder: 12.4 lies 40 % of the way to tick 13. */
export function fractionalTick(ladder: PriceLadder, price: number): number {
  const index = ladder.floorIndex(price);
  const low = ladder.priceAt(index)!;
  const high = ladder.priceAt(index + 1);
  if (high === undefined || price <= low) return index;
  return index + Math.min(1, (price - low) / (high - low));
}

/** Spread in ticks and levels per side by how likely the runner is (thin, wide outsiders). */
function shape(rng: Random, chance: number): { spread: number; levels: number } {
  if (chance >= 0.2) return { spread: rng.int(1, 2), levels: 5 };
  if (chance >= 0.05) return { spread: rng.int(2, 3), levels: 4 };
  if (chance >= 0.01) return { spread: rng.int(3, 5), levels: 3 };
  return { spread: rng.int(5, 10), levels: 2 };
}

export interface QuoteInput {
  readonly ladder: PriceLadder;
  /** Fractional tick of the fair price. */
  readonly fairTick: number;
  /** The runner's chance (0.5 for line markets): sets spread, depth and size. */
  readonly chance: number;
  /** Market importance × time factor: 1 is a big market close to the off. */
  readonly scale: number;
}

export function planQuotes(rng: Random, input: QuoteInput): QuoteLevel[] {
  const { ladder, fairTick, chance, scale } = input;
  const { spread, levels } = shape(rng, chance);
  const top = ladder.size - 1;
  const bestBack = Math.min(top - 1, Math.max(0, Math.floor(fairTick - (spread - 1) / 2)));
  const bestLay = Math.min(top, bestBack + spread);
  const base = 600 * scale * Math.sqrt(Math.max(chance, 0.002));
  const sizeAt = (depth: number): number =>
    Math.max(2, Math.round(base * (1 + 0.6 * depth) * rng.between(0.6, 1.4)));
  const quotes: QuoteLevel[] = [];
  for (let depth = 0; depth < levels; depth += 1) {
    if (bestBack - depth >= 0) quotes.push({ side: 'LAY', tick: bestBack - depth, size: sizeAt(depth) });
    if (bestLay + depth <= top) quotes.push({ side: 'BACK', tick: bestLay + depth, size: sizeAt(depth) });
  }
  return quotes;
}
