// trading-core §5 (odds validation) and §9 (ladder types and tick table); betfair-protocol §7.
// Prices are held as integer "units" (price × scale) so stepping never drifts: 1.01 + 0.02 in
// binary floats is 1.0300000000000002, 103 + 2 units is 105.
import { decimalPlaces, exactScaled, shiftDecimal as shift } from '../money/decimal.js';

export type LadderType = 'CLASSIC' | 'FINEST' | 'LINE_RANGE';

/** A ladder of valid prices, indexed from 0 (the lowest price) to `size - 1` (the highest). */
export interface PriceLadder {
  readonly type: LadderType;
  /** Lowest valid price (1.01 for odds ladders, the min unit for line markets). */
  readonly min: number;
  /** Highest valid price (1000 for odds ladders, the max unit for line markets). */
  readonly max: number;
  /** Number of valid prices. */
  readonly size: number;
  /** The price at a tick index, or undefined outside 0…size-1. */
  priceAt(index: number): number | undefined;
  /** The tick index of a price that is exactly on the ladder, else undefined. */
  indexOf(price: number): number | undefined;
  /** Index of the highest ladder price at or below `price` (0 when below the ladder). */
  floorIndex(price: number): number;
}

/** trading-core §9: CLASSIC increments — [up to and including this price, increment], in hundredths. */
const CLASSIC_BANDS: ReadonlyArray<readonly [upTo: number, step: number]> = [
  [200, 1],
  [300, 2],
  [400, 5],
  [600, 10],
  [1000, 20],
  [2000, 50],
  [3000, 100],
  [5000, 200],
  [10000, 500],
  [100000, 1000],
];

const ODDS_MIN_UNITS = 101;
export const ODDS_MIN = 1.01;
export const ODDS_MAX = 1000;

function buildClassicUnits(): Int32Array {
  const units: number[] = [ODDS_MIN_UNITS];
  let current = ODDS_MIN_UNITS;
  for (const [upTo, step] of CLASSIC_BANDS) {
    while (current + step <= upTo) {
      current += step;
      units.push(current);
    }
  }
  return Int32Array.from(units);
}

/** A ladder given as an explicit sorted table of integer units (the CLASSIC odds ladder). */
class TableLadder implements PriceLadder {
  readonly min: number;
  readonly max: number;
  readonly size: number;

  /** Index of each unit value on the ladder (−1 when off it): O(1) exact lookups. */
  private readonly indexByUnits: Int32Array;
  /** The prices themselves, computed once exactly: priceAt sits on the matching hot path. */
  private readonly prices: Float64Array;
  /** 10^decimals, so indexOf's fast path is one multiplication. */
  private readonly scale: number;

  constructor(
    readonly type: LadderType,
    private readonly units: Int32Array,
    private readonly decimals: number,
  ) {
    this.size = units.length;
    this.scale = 10 ** decimals;
    this.indexByUnits = new Int32Array((units[units.length - 1] ?? 0) + 1).fill(-1);
    units.forEach((unit, index) => (this.indexByUnits[unit] = index));
    this.prices = Float64Array.from(units, (unit) => shift(unit, -decimals));
    this.min = shift(units[0] ?? 0, -decimals);
    this.max = shift(units[units.length - 1] ?? 0, -decimals);
  }

  priceAt(index: number): number | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.size) return undefined;
    return this.prices[index];
  }

  indexOf(price: number): number | undefined {
    // Hot path (every stream price update, every order): a price with at most `decimals` places
    // scales to within float noise of a whole number; anything else takes the exact slow path.
    const scaled = price * this.scale;
    let units: number | undefined = Math.round(scaled);
    if (Math.abs(scaled - units) >= 1e-6) units = exactScaled(price, this.decimals);
    if (units === undefined || units < 0 || units >= this.indexByUnits.length) return undefined;
    const index = this.indexByUnits[units] ?? -1;
    return index < 0 ? undefined : index;
  }

  floorIndex(price: number): number {
    const target = shift(price, this.decimals);
    let low = 0;
    let high = this.size - 1;
    if (!(target >= (this.units[0] ?? 0))) return 0; // also NaN
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.units[mid] ?? 0) <= target) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

/** A ladder of evenly spaced prices: min, min + step, … up to max (FINEST and LINE_RANGE). */
class ArithmeticLadder implements PriceLadder {
  readonly size: number;
  readonly max: number;
  private readonly minUnits: number;
  private readonly stepUnits: number;

  constructor(
    readonly type: LadderType,
    readonly min: number,
    max: number,
    step: number,
    private readonly decimals: number,
  ) {
    this.minUnits = Math.round(shift(min, decimals));
    this.stepUnits = Math.round(shift(step, decimals));
    const maxUnits = Math.round(shift(max, decimals));
    this.size = Math.floor((maxUnits - this.minUnits) / this.stepUnits) + 1;
    // A max that is off the grid is not a price: the ladder ends at the last step below it.
    this.max = shift(this.minUnits + (this.size - 1) * this.stepUnits, -decimals);
  }

  priceAt(index: number): number | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.size) return undefined;
    return shift(this.minUnits + index * this.stepUnits, -this.decimals);
  }

  indexOf(price: number): number | undefined {
    const units = exactScaled(price, this.decimals);
    if (units === undefined) return undefined;
    const offset = units - this.minUnits;
    if (offset % this.stepUnits !== 0) return undefined;
    const index = offset / this.stepUnits;
    return index >= 0 && index < this.size ? index : undefined;
  }

  floorIndex(price: number): number {
    const offset = shift(price, this.decimals) - this.minUnits;
    if (!(offset >= 0)) return 0; // also NaN
    return Math.min(this.size - 1, Math.floor(offset / this.stepUnits));
  }
}

/** trading-core §9: the CLASSIC ladder of 350 prices from 1.01 to 1000. */
export const CLASSIC_LADDER: PriceLadder = new TableLadder('CLASSIC', buildClassicUnits(), 2);

/** trading-core §9: FINEST, every 0.01 from 1.01 to 1000 (99,900 prices). */
export const FINEST_LADDER: PriceLadder = new ArithmeticLadder('FINEST', ODDS_MIN, ODDS_MAX, 0.01, 2);

/** trading-core §3 line defaults: interval 1, min unit 1, max unit 1000. */
export const LINE_DEFAULTS = { interval: 1, minUnit: 1, maxUnit: 1000 } as const;

export interface LineRange {
  readonly interval?: number | undefined;
  readonly minUnit?: number | undefined;
  readonly maxUnit?: number | undefined;
}

/** trading-core §5: LINE_RANGE prices are the market interval stepped from the min unit. */
export function lineRangeLadder(range: LineRange = {}): PriceLadder {
  const interval = range.interval ?? LINE_DEFAULTS.interval;
  const minUnit = range.minUnit ?? LINE_DEFAULTS.minUnit;
  const maxUnit = range.maxUnit ?? LINE_DEFAULTS.maxUnit;
  if (!(interval > 0) || !(maxUnit >= minUnit) || !Number.isFinite(maxUnit) || !Number.isFinite(minUnit)) {
    throw new RangeError(`Invalid line range: interval ${interval}, min ${minUnit}, max ${maxUnit}`);
  }
  const decimals = Math.max(decimalPlaces(interval), decimalPlaces(minUnit), 2);
  return new ArithmeticLadder('LINE_RANGE', minUnit, maxUnit, interval, decimals);
}

/** What a market says about its ladder (stream market definition or catalogue description). */
export interface LadderDefinition extends LineRange {
  readonly type?: LadderType | undefined;
}

/** The ladder a market trades on; CLASSIC when the market names none. */
export function ladderFor(definition: LadderDefinition = {}): PriceLadder {
  switch (definition.type) {
    case 'FINEST':
      return FINEST_LADDER;
    case 'LINE_RANGE':
      return lineRangeLadder(definition);
    default:
      return CLASSIC_LADDER;
  }
}
