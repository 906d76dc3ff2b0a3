// Exact decimal helpers for money and odds. Binary floats cannot hold 0.01 exactly, so every
// rounding goes through the decimal string form (`1.005e2`) rather than `x * 100`, which
// would turn 1.005 into 100.49999999999999 and round the wrong way.

/** 10^0 … 10^22, each exact in a double (5^22 < 2^53), read from their decimal form. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, n) => Number(`1e${n}`));

/**
 * Below this, a value's rounding interval is far narrower than 10^-(places + 1), so a number with
 * at most `places` decimals that round-trips to it is its shortest decimal form, the string path's.
 */
const FAST_PATH_LIMIT = 2 ** 44;

/**
 * `value × 10^places` as the decimal string form gives it (`1.005` → `1.005e2` → 100.5), so no
 * binary error creeps in. Money and prices take a path without strings (this runs for every price
 * and size a stream message carries, and each string was garbage a collection had to sweep up);
 * it gives the very same double: a value with at most `places` decimals scales to a whole number
 * that divides back to it exactly, and a whole number divided by an exact power of ten is rounded
 * once, as parsing its decimal form is. Anything else takes the string path.
 */
export function shiftDecimal(value: number, places: number): number {
  const power = POWERS_OF_TEN[Math.abs(places)];
  if (power !== undefined && Number.isInteger(places)) {
    if (places >= 0) {
      const scaled = Math.round(value * power);
      if (Math.abs(scaled) < FAST_PATH_LIMIT && scaled / power === value) return scaled + 0;
    } else if (Number.isInteger(value) && Math.abs(value) < FAST_PATH_LIMIT) {
      return value / power + 0;
    }
  }
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * `value × 10^places` as an integer when that is exact (the value has at most `places` decimals),
 * else undefined. The fast path of exact decimal work: prices and stakes nearly always qualify.
 */
export function exactScaled(value: number, places: number): number | undefined {
  const scaled = value * 10 ** places;
  const rounded = Math.round(scaled);
  // Float error of value × 10^places is far below 1e-6 for any realistic price or stake.
  if (Math.abs(scaled - rounded) < 1e-6) return rounded;
  const exact = shiftDecimal(value, places);
  return Number.isInteger(exact) ? exact : undefined;
}

/** Rounds half away from zero to `decimals` places, exactly as a person would on paper. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const rounded = Math.round(shiftDecimal(Math.abs(value), decimals));
  return sign * shiftDecimal(rounded, -decimals) + 0; // `+ 0` turns -0 into 0
}

/** Money as the exchange stores it: 2 decimal places. */
export function round2(value: number): number {
  return roundTo(value, 2);
}

/** Rounds towards zero to `decimals` places (truncation, as Betfair does for totals). */
export function truncateTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = shiftDecimal(Math.abs(value), decimals);
  // A value already on the grid may sit a hair below it in binary (0.29 * 100 = 28.999...).
  const truncated = Math.floor(shifted + 1e-9);
  return sign * shiftDecimal(truncated, -decimals) + 0;
}

/** Whole hundredths (pennies, or hundredths of odds) of a decimal with at most 2 places. */
export function toHundredths(value: number): number {
  return Math.round(shiftDecimal(value, 2));
}

/** The decimal a whole number of hundredths stands for. */
export function fromHundredths(hundredths: number): number {
  return shiftDecimal(hundredths, -2) + 0;
}

/** Sum of money amounts without float drift, rounded to 2 decimal places. */
export function sumMoney(values: Iterable<number>): number {
  let hundredths = 0;
  for (const value of values) hundredths += toHundredths(value);
  return fromHundredths(hundredths);
}

/** Number of digits after the decimal point in the shortest form of `value`. */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}
