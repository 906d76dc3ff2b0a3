// One side of a runner's book: the price levels holding resting orders of one side, kept in
// ascending tick order. Books are shallow (tens of levels), so a sorted array of ticks beats a
// tree: the best level is at one end and insertion is a short memmove.
import { PriceLevel } from './price-level.js';

export class BookSide {
  private readonly levels = new Map<number, PriceLevel>();
  /** Ticks with resting size, ascending. */
  private readonly ticks: number[] = [];

  /**
   * @param bestIsHighest resting LAY orders (offered to backers) are best at the highest price;
   *   resting BACK orders (offered to layers) are best at the lowest.
   */
  constructor(readonly bestIsHighest: boolean) {}

  get depth(): number {
    return this.ticks.length;
  }

  level(tick: number): PriceLevel | undefined {
    return this.levels.get(tick);
  }

  /** The level at `tick`, created (and placed in order) when missing. */
  levelFor(tick: number): PriceLevel {
    let level = this.levels.get(tick);
    if (level === undefined) {
      level = new PriceLevel(tick);
      this.levels.set(tick, level);
      this.ticks.splice(this.insertionPoint(tick), 0, tick);
    }
    return level;
  }

  /** Best level, or undefined when this side is empty. */
  best(): PriceLevel | undefined {
    const tick = this.bestIsHighest ? this.ticks[this.ticks.length - 1] : this.ticks[0];
    return tick === undefined ? undefined : this.levels.get(tick);
  }

  /** Drops a level once its total reaches zero. */
  removeIfEmpty(level: PriceLevel): void {
    if (!level.isEmpty) return;
    this.levels.delete(level.tick);
    const index = this.insertionPoint(level.tick);
    if (this.ticks[index] === level.tick) this.ticks.splice(index, 1);
  }

  /** Levels from best to worst. */
  *fromBest(): IterableIterator<PriceLevel> {
    if (this.bestIsHighest) {
      for (let i = this.ticks.length - 1; i >= 0; i -= 1) yield this.levels.get(this.ticks[i]!)!;
    } else {
      for (const tick of this.ticks) yield this.levels.get(tick)!;
    }
  }

  private insertionPoint(tick: number): number {
    let low = 0;
    let high = this.ticks.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.ticks[mid]! < tick) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
