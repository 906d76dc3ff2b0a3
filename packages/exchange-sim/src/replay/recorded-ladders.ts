// A runner's book as the file records it (betfair-protocol §5.9 cache merge): price-keyed atb/atl
// (size is the new absolute value, 0 deletes), or level-keyed batb/batl (bdatb/bdatl) when that
// is all the file has. Prices become ladder ticks and sizes integer pence; prices off the
// market's ladder are ignored (the engine could not rest an order there).
import type { PriceLadder } from '@greenbook/trading';
import type { LevelPriceSizeTuple, PriceSizeTuple, RunnerChange } from '@greenbook/betfair';
import type { Side } from '../core/types.js';
import type { LadderSource } from './historical-file.js';

/** Recorded amounts are GBP (§6); the engine counts pence. */
export const toPence = (size: number): number => Math.max(0, Math.round(size * 100));

/** Which recorded keys hold the offers to back (resting LAYs) and to lay (resting BACKs). */
const LADDER_KEYS: Readonly<Record<Exclude<LadderSource, 'none'>, Record<Side, keyof RunnerChange>>> = {
  full: { LAY: 'atb', BACK: 'atl' },
  best: { LAY: 'batb', BACK: 'batl' },
  display: { LAY: 'bdatb', BACK: 'bdatl' },
};

export class RecordedLadders {
  /** tick → pence resting, by the side of the resting orders (atb are LAY offers). */
  private readonly sizes: Record<Side, Map<number, number>> = { BACK: new Map(), LAY: new Map() };
  private readonly levels: Record<Side, Map<number, readonly [tick: number, size: number]>> = {
    BACK: new Map(),
    LAY: new Map(),
  };

  constructor(
    private readonly ladder: PriceLadder,
    private readonly source: LadderSource,
  ) {}

  size(side: Side, tick: number): number {
    return this.sizes[side].get(tick) ?? 0;
  }

  ticks(side: Side): number[] {
    return [...this.sizes[side].keys()];
  }

  /** An image replaces the book: forget what was recorded before it. */
  clear(): void {
    for (const side of ['BACK', 'LAY'] as const) {
      this.sizes[side].clear();
      this.levels[side].clear();
    }
  }

  /** Applies a runner change; returns the (side, tick) pairs whose recorded size may have moved. */
  apply(change: RunnerChange): Array<{ side: Side; tick: number }> {
    if (this.source === 'none') return [];
    const touched: Array<{ side: Side; tick: number }> = [];
    for (const side of ['BACK', 'LAY'] as const) {
      const values = change[LADDER_KEYS[this.source][side]];
      if (values === undefined) continue;
      const ticks =
        this.source === 'full'
          ? this.applyPrices(side, values as PriceSizeTuple[])
          : this.applyLevels(side, values as LevelPriceSizeTuple[]);
      for (const tick of ticks) touched.push({ side, tick });
    }
    return touched;
  }

  private applyPrices(side: Side, entries: readonly PriceSizeTuple[]): number[] {
    const ticks: number[] = [];
    for (const [price, size] of entries) {
      const tick = this.ladder.indexOf(price);
      if (tick === undefined) continue;
      const pence = toPence(size);
      if (pence === 0) this.sizes[side].delete(tick);
      else this.sizes[side].set(tick, pence);
      ticks.push(tick);
    }
    return ticks;
  }

  /** Level ladders: every changed level is sent (§5.9), so the price map is rebuilt from them. */
  private applyLevels(side: Side, entries: readonly LevelPriceSizeTuple[]): number[] {
    const levels = this.levels[side];
    for (const [level, price, size] of entries) {
      const tick = this.ladder.indexOf(price);
      const pence = toPence(size);
      if (pence === 0 || tick === undefined) levels.delete(level);
      else levels.set(level, [tick, pence]);
    }
    const sizes = this.sizes[side];
    const before = [...sizes.keys()];
    sizes.clear();
    for (const [tick, pence] of levels.values()) sizes.set(tick, (sizes.get(tick) ?? 0) + pence);
    return [...new Set([...before, ...sizes.keys()])];
  }
}
