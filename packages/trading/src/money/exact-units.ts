// Exact integer arithmetic for money rules (trading-core §3 actualGains, §5 stakes and profit
// ratio). Stakes and odds have 2 decimals on the exchange, so stake × odd is a whole number of
// ten-thousandths ("units"): sums and comparisons on those integers are exact, and money is
// rounded to 2 decimals once, at the end.
import { exactScaled, roundTo, shiftDecimal } from './decimal.js';

/** Units (ten-thousandths of the currency) in one unit of money. */
export const UNITS_PER_MONEY = 10_000;

/** trading-core §3: `value` as whole hundredths, or undefined when not finite or with a third decimal. */
export function wholeHundredths(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  return exactScaled(value, 2);
}

/** True when `value` is a finite number with at most 2 decimals (a stake or an odd as sent). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return wholeHundredths(value) !== undefined;
}

/** Whole ten-thousandths of a decimal, rounded half away from zero on the decimal form. */
export function toTenThousandths(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.round(shiftDecimal(Math.abs(value), 4)) + 0;
}

/** The decimal a whole number of ten-thousandths stands for. */
export function fromTenThousandths(units: number): number {
  return shiftDecimal(units, -4) + 0;
}

/** trading-core §3: the money value of an exact amount of units, rounded half away from zero to 2 dp. */
export function unitsToMoney(units: number): number {
  return roundTo(fromTenThousandths(units), 2);
}

/** trading-core §5: `stake × (odd − 1)` in units, exactly (both inputs taken to 2 decimals). */
export function winningsUnits(stake: number, odd: number): number {
  return Math.round(shiftDecimal(stake, 2)) * (Math.round(shiftDecimal(odd, 2)) - 100);
}

/** trading-core §5: `numerator / denominator` rounded half away from zero to a whole number, exactly. */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator === 0) throw new RangeError('divideRounded: division by zero');
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const num = Math.abs(numerator);
  const den = Math.abs(denominator);
  // The float quotient can land one off for very large numerators: repair it with the remainder.
  let whole = Math.floor(num / den);
  let remainder = num - whole * den;
  while (remainder < 0) {
    whole -= 1;
    remainder += den;
  }
  while (remainder >= den) {
    whole += 1;
    remainder -= den;
  }
  const rounded = 2 * remainder >= den ? whole + 1 : whole;
  return sign * rounded + 0;
}
