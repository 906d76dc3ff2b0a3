// One runner of a cached market (betfair-protocol §5.9 step 4): ladders updated in place,
// scalars overwritten when present. Keyed by `selectionId_handicap` in its market.
import type { RunnerStatus } from '../../api-ng/enums.js';
import type { RunnerChange, RunnerDefinition } from '../market-change.js';
import { LevelLadder, PriceLadder } from './price-ladder.js';
import { PRICE_LADDER_KEYS, runnerField } from './market-change-line.js';

export type RunnerListener = (runner: RunnerCache) => void;

export class RunnerCache {
  readonly availableToBack = new PriceLadder();
  readonly availableToLay = new PriceLadder();
  readonly startingPriceBack = new PriceLadder();
  readonly startingPriceLay = new PriceLadder();
  readonly traded = new PriceLadder();
  readonly bestAvailableToBack = new LevelLadder();
  readonly bestAvailableToLay = new LevelLadder();
  readonly bestDisplayAvailableToBack = new LevelLadder();
  readonly bestDisplayAvailableToLay = new LevelLadder();
  /** The ladders in the reader's order (market-change-line.ts), for applyRecord. */
  private readonly priceLaddersInReadOrder = [
    this.availableToBack,
    this.availableToLay,
    this.startingPriceBack,
    this.startingPriceLay,
    this.traded,
  ];
  private readonly levelLaddersInReadOrder = [
    this.bestAvailableToBack,
    this.bestAvailableToLay,
    this.bestDisplayAvailableToBack,
    this.bestDisplayAvailableToLay,
  ];
  lastPriceTraded: number | undefined;
  /** The stream's runner `tv` as last sent (0 until one arrives). */
  totalMatched = 0;
  startingPriceNear: number | undefined;
  startingPriceFar: number | undefined;
  status: RunnerStatus = 'ACTIVE';
  sortPriority: number | undefined;
  adjustmentFactor: number | undefined;
  bsp: number | undefined;
  removalDate: string | undefined;
  name: string | undefined;
  /** Bumps on every change: a cheap "did it change since I looked" for readers. */
  version = 0;
  readonly listeners = new Set<RunnerListener>();

  constructor(
    readonly selectionId: number,
    readonly handicap: number,
  ) {}

  applyDefinition(definition: RunnerDefinition): void {
    this.status = definition.status;
    this.sortPriority = definition.sortPriority;
    this.adjustmentFactor = definition.adjustmentFactor;
    this.bsp = definition.bsp;
    this.removalDate = definition.removalDate;
    if (definition.name !== undefined) this.name = definition.name;
    this.version += 1;
  }

  applyChange(change: RunnerChange): void {
    if (change.atb !== undefined) this.availableToBack.apply(change.atb);
    if (change.atl !== undefined) this.availableToLay.apply(change.atl);
    if (change.spb !== undefined) this.startingPriceBack.apply(change.spb);
    if (change.spl !== undefined) this.startingPriceLay.apply(change.spl);
    if (change.trd !== undefined) {
      // An empty traded ladder means "cleared" (betfairlightweight's reading, §5.9).
      if (change.trd.length === 0) this.traded.clear();
      else this.traded.apply(change.trd);
    }
    if (change.batb !== undefined) this.bestAvailableToBack.apply(change.batb);
    if (change.batl !== undefined) this.bestAvailableToLay.apply(change.batl);
    if (change.bdatb !== undefined) this.bestDisplayAvailableToBack.apply(change.bdatb);
    if (change.bdatl !== undefined) this.bestDisplayAvailableToLay.apply(change.bdatl);
    if (change.ltp !== undefined) this.lastPriceTraded = change.ltp;
    if (change.tv !== undefined) this.totalMatched = change.tv;
    if (change.spn !== undefined) this.startingPriceNear = change.spn;
    if (change.spf !== undefined) this.startingPriceFar = change.spf;
    this.version += 1;
  }

  /**
   * The same change read by MarketChangeLineReader: the runner record at `record` of `runners`,
   * its ladder tuples in `values` (the ladders in PRICE_LADDER_KEYS then LEVEL_LADDER_KEYS
   * order, the scalars in SCALAR_KEYS order, NaN when absent).
   */
  applyRecord(runners: Float64Array, record: number, values: Float64Array): void {
    const priceLadders = this.priceLaddersInReadOrder;
    for (let ladder = 0; ladder < priceLadders.length; ladder += 1) {
      const count = runners[record + runnerField.ladderCount(ladder)]!;
      if (count < 0) continue;
      const target = priceLadders[ladder]!;
      // An empty traded ladder means "cleared", as in applyChange.
      if (count === 0 && target === this.traded) target.clear();
      const start = runners[record + runnerField.ladderStart(ladder)]!;
      for (let at = start; at < start + count; at += 2) target.set(values[at]!, values[at + 1]!);
    }
    const levelLadders = this.levelLaddersInReadOrder;
    for (let level = 0; level < levelLadders.length; level += 1) {
      const ladder = PRICE_LADDER_KEYS.length + level;
      const count = runners[record + runnerField.ladderCount(ladder)]!;
      if (count <= 0) continue;
      const target = levelLadders[level]!;
      const start = runners[record + runnerField.ladderStart(ladder)]!;
      for (let at = start; at < start + count; at += 3)
        target.set(values[at]!, values[at + 1]!, values[at + 2]!);
    }
    const ltp = runners[record + runnerField.scalar(0)]!;
    if (!Number.isNaN(ltp)) this.lastPriceTraded = ltp;
    const tv = runners[record + runnerField.scalar(1)]!;
    if (!Number.isNaN(tv)) this.totalMatched = tv;
    const spn = runners[record + runnerField.scalar(2)]!;
    if (!Number.isNaN(spn)) this.startingPriceNear = spn;
    const spf = runners[record + runnerField.scalar(3)]!;
    if (!Number.isNaN(spf)) this.startingPriceFar = spf;
    this.version += 1;
  }

  /**
   * Best `count` prices to back, from the richest source the market carries: full depth (atb),
   * else best display (bdatb), else best (batb).
   */
  bestBack(count: number): Array<[number, number]> {
    if (this.availableToBack.length > 0) return this.availableToBack.highest(count);
    if (!this.bestDisplayAvailableToBack.isEmpty) return this.bestDisplayAvailableToBack.best(count);
    return this.bestAvailableToBack.best(count);
  }

  /**
   * The best price to back alone (bestBack(1)'s price), from the same source: what most readers
   * want on every market change, without the list of pairs bestBack makes.
   */
  bestBackPrice(): number | undefined {
    if (this.availableToBack.length > 0) return this.availableToBack.highestPrice();
    if (!this.bestDisplayAvailableToBack.isEmpty) return this.bestDisplayAvailableToBack.bestPrice();
    return this.bestAvailableToBack.bestPrice();
  }

  /** The best price to lay alone (see bestBackPrice). */
  bestLayPrice(): number | undefined {
    if (this.availableToLay.length > 0) return this.availableToLay.lowestPrice();
    if (!this.bestDisplayAvailableToLay.isEmpty) return this.bestDisplayAvailableToLay.bestPrice();
    return this.bestAvailableToLay.bestPrice();
  }

  /** Best `count` prices to lay (see bestBack). */
  bestLay(count: number): Array<[number, number]> {
    if (this.availableToLay.length > 0) return this.availableToLay.lowest(count);
    if (!this.bestDisplayAvailableToLay.isEmpty) return this.bestDisplayAvailableToLay.best(count);
    return this.bestAvailableToLay.best(count);
  }
}
