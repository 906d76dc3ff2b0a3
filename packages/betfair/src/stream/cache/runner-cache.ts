// One runner of a cached market (betfair-protocol §5.9 step 4): ladders updated in place,
// scalars overwritten when present. Keyed by `selectionId_handicap` in its market.
import type { RunnerStatus } from '../../api-ng/enums.js';
import type { RunnerChange, RunnerDefinition } from '../market-change.js';
import { LevelLadder, PriceLadder } from './price-ladder.js';

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
   * Best `count` prices to back, from the richest source the market carries: full depth (atb),
   * else best display (bdatb), else best (batb).
   */
  bestBack(count: number): Array<[number, number]> {
    if (this.availableToBack.length > 0) return this.availableToBack.highest(count);
    if (!this.bestDisplayAvailableToBack.isEmpty) return this.bestDisplayAvailableToBack.best(count);
    return this.bestAvailableToBack.best(count);
  }

  /** Best `count` prices to lay (see bestBack). */
  bestLay(count: number): Array<[number, number]> {
    if (this.availableToLay.length > 0) return this.availableToLay.lowest(count);
    if (!this.bestDisplayAvailableToLay.isEmpty) return this.bestDisplayAvailableToLay.best(count);
    return this.bestAvailableToLay.best(count);
  }
}
