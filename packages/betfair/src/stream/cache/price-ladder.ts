// A price-keyed ladder of the stream cache (atb, atl, spb, spl, trd; betfair-protocol §5.9):
// each update sets the absolute size at a price, size 0 deletes it. Odds markets keep sizes in
// an array by CLASSIC tick (an update is a store); other ladders keep two parallel arrays sorted
// by price (an update is a binary search, and a splice only when a price appears or goes).
import { CLASSIC_LADDER } from '@greenbook/trading';

export class PriceLadder {
  /**
   * Sizes by CLASSIC tick index while every price seen is a CLASSIC price (odds markets): an
   * update is then one array store. The first off-ladder price (FINEST, LINE_RANGE, or a price
   * reduced by Rule 4) moves the ladder to sorted arrays for good.
   */
  private bySizeTick: Float64Array | undefined = new Float64Array(CLASSIC_LADDER.size);
  /** Bounds of the ticks ever filled (only widen until cleared): reads scan within them. */
  private lowTick = CLASSIC_LADDER.size;
  private highTick = -1;
  private filled = 0;
  private prices: number[] = [];
  private sizes: number[] = [];

  get length(): number {
    return this.bySizeTick === undefined ? this.prices.length : this.filled;
  }

  /** Applies `[price, size]` updates in place. */
  apply(updates: ReadonlyArray<readonly [number, number]>): void {
    for (let u = 0; u < updates.length; u += 1) {
      const update = updates[u]!;
      this.set(update[0], update[1]);
    }
  }

  set(price: number, size: number): void {
    const bySizeTick = this.bySizeTick;
    if (bySizeTick !== undefined) {
      const tick = CLASSIC_LADDER.indexOf(price);
      if (tick !== undefined) {
        const before = bySizeTick[tick]!;
        bySizeTick[tick] = size;
        if (before === 0 && size !== 0) {
          this.filled += 1;
          if (tick < this.lowTick) this.lowTick = tick;
          if (tick > this.highTick) this.highTick = tick;
        } else if (before !== 0 && size === 0) {
          this.filled -= 1;
        }
        return;
      }
      this.toSortedArrays();
    }
    this.setSorted(price, size);
  }

  clear(): void {
    this.bySizeTick = new Float64Array(CLASSIC_LADDER.size);
    this.lowTick = CLASSIC_LADDER.size;
    this.highTick = -1;
    this.filled = 0;
    this.prices = [];
    this.sizes = [];
  }

  sizeAt(price: number): number {
    if (this.bySizeTick !== undefined) {
      const tick = CLASSIC_LADDER.indexOf(price);
      return tick === undefined ? 0 : this.bySizeTick[tick]!;
    }
    const index = this.sortedIndexOf(price);
    return index < 0 ? 0 : this.sizes[index]!;
  }

  /** The `count` highest prices, highest first (best available to back). */
  highest(count: number): Array<[number, number]> {
    const result: Array<[number, number]> = [];
    const bySizeTick = this.bySizeTick;
    if (bySizeTick !== undefined) {
      for (let tick = this.highTick; tick >= this.lowTick && result.length < count; tick -= 1) {
        const size = bySizeTick[tick]!;
        if (size !== 0) result.push([CLASSIC_LADDER.priceAt(tick)!, size]);
      }
      return result;
    }
    for (let i = this.prices.length - 1; i >= 0 && result.length < count; i -= 1) {
      result.push([this.prices[i]!, this.sizes[i]!]);
    }
    return result;
  }

  /** The `count` lowest prices, lowest first (best available to lay). */
  lowest(count: number): Array<[number, number]> {
    const result: Array<[number, number]> = [];
    const bySizeTick = this.bySizeTick;
    if (bySizeTick !== undefined) {
      for (let tick = this.lowTick; tick <= this.highTick && result.length < count; tick += 1) {
        const size = bySizeTick[tick]!;
        if (size !== 0) result.push([CLASSIC_LADDER.priceAt(tick)!, size]);
      }
      return result;
    }
    for (let i = 0; i < this.prices.length && result.length < count; i += 1) {
      result.push([this.prices[i]!, this.sizes[i]!]);
    }
    return result;
  }

  /** The highest price with a size (the best to back), read without listing levels. */
  highestPrice(): number | undefined {
    const bySizeTick = this.bySizeTick;
    if (bySizeTick === undefined) return this.prices[this.prices.length - 1];
    for (let tick = this.highTick; tick >= this.lowTick; tick -= 1)
      if (bySizeTick[tick] !== 0) return CLASSIC_LADDER.priceAt(tick);
    return undefined;
  }

  /** The lowest price with a size (the best to lay), read without listing levels. */
  lowestPrice(): number | undefined {
    const bySizeTick = this.bySizeTick;
    if (bySizeTick === undefined) return this.prices[0];
    for (let tick = this.lowTick; tick <= this.highTick; tick += 1)
      if (bySizeTick[tick] !== 0) return CLASSIC_LADDER.priceAt(tick);
    return undefined;
  }

  /** Every level, ascending price. */
  toArray(): Array<[number, number]> {
    return this.lowest(Infinity);
  }

  /**
   * Sum of sizes (traded ladder total), added in ascending price order as toArray lists them. Read
   * in place: the ladders ask for it on every traded change, and a list of every level each time
   * was garbage by the megabyte on a busy market.
   */
  total(): number {
    let total = 0;
    const bySizeTick = this.bySizeTick;
    if (bySizeTick !== undefined) {
      for (let tick = this.lowTick; tick <= this.highTick; tick += 1) total += bySizeTick[tick]!;
      return total;
    }
    for (const size of this.sizes) total += size;
    return total;
  }

  private toSortedArrays(): void {
    const levels = this.toArray();
    this.bySizeTick = undefined;
    this.prices = levels.map(([price]) => price);
    this.sizes = levels.map(([, size]) => size);
  }

  private setSorted(price: number, size: number): void {
    const prices = this.prices;
    let low = 0;
    let high = prices.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (prices[mid]! < price) low = mid + 1;
      else high = mid;
    }
    if (low < prices.length && prices[low] === price) {
      if (size === 0) {
        prices.splice(low, 1);
        this.sizes.splice(low, 1);
      } else {
        this.sizes[low] = size;
      }
    } else if (size !== 0) {
      prices.splice(low, 0, price);
      this.sizes.splice(low, 0, size);
    }
  }

  private sortedIndexOf(price: number): number {
    let low = 0;
    let high = this.prices.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = this.prices[mid]!;
      if (value === price) return mid;
      if (value < price) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
}

/**
 * A level-keyed ladder (batb, batl, bdatb, bdatl; §5.9): `[level, price, size]` sets a level,
 * size 0 empties it. Every changed level is sent, so no shifting is needed.
 */
export class LevelLadder {
  private readonly prices: number[] = [];
  private readonly sizes: number[] = [];

  apply(updates: ReadonlyArray<readonly [number, number, number]>): void {
    for (let u = 0; u < updates.length; u += 1) {
      const [level, price, size] = updates[u]!;
      this.set(level, price, size);
    }
  }

  set(level: number, price: number, size: number): void {
    if (size === 0) {
      this.sizes[level] = 0;
    } else {
      this.prices[level] = price;
      this.sizes[level] = size;
    }
  }

  clear(): void {
    this.prices.length = 0;
    this.sizes.length = 0;
  }

  get isEmpty(): boolean {
    return !this.sizes.some((size) => size > 0);
  }

  /** Every filled level as `[level, price, size]`, best first: the ladder as an image sends it. */
  levels(): Array<[number, number, number]> {
    const result: Array<[number, number, number]> = [];
    for (let level = 0; level < this.sizes.length; level += 1) {
      const size = this.sizes[level];
      if (size !== undefined && size > 0) result.push([level, this.prices[level]!, size]);
    }
    return result;
  }

  /** The price of the best filled level, read without listing levels. */
  bestPrice(): number | undefined {
    for (let level = 0; level < this.sizes.length; level += 1) {
      const size = this.sizes[level];
      if (size !== undefined && size > 0) return this.prices[level];
    }
    return undefined;
  }

  /** Filled levels from the best, as `[price, size]`, at most `count`. */
  best(count: number): Array<[number, number]> {
    const result: Array<[number, number]> = [];
    for (let level = 0; level < this.sizes.length && result.length < count; level += 1) {
      const size = this.sizes[level];
      if (size !== undefined && size > 0) result.push([this.prices[level]!, size]);
    }
    return result;
  }
}
