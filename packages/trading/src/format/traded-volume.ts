// account-and-product §5 "Traded volume display" and trading-core §5 volume conversion.
import { round2, shiftDecimal } from '../money/decimal.js';

/** account-and-product §5: from this volume on, millions with 2 decimals and 'M'. */
export const VOLUME_MILLIONS_FROM = 10_000_000;
/** account-and-product §5: from this volume on, thousands with 1 decimal and 'k'. */
export const VOLUME_THOUSANDS_FROM = 10_000;

/**
 * account-and-product §5: traded volume as shown in lists and ladders.
 * - ≥ 10,000,000 → millions, 2 decimals, 'M' (12,345,678 → '12.34M');
 * - ≥ 10,000 → thousands, 1 decimal, 'k' (12,345 → '12.3k');
 * - otherwise a whole number (9,999.99 → '9,999').
 * Choices where the spec is silent:
 * - Digits are truncated, never rounded up, so a shown volume never exceeds what was traded and
 *   9,999,999 reads '9,999.9k' instead of a misleading '10,000.0k' under the 'M' threshold.
 * - The integer part gets ',' thousands separators ('1,234.56M', '9,999'), as the spec writes
 *   its own thresholds, whatever the interface language, so columns read the same everywhere.
 * - The decimals are always written ('12.30M', '10.0k') so values in a column line up.
 * Returns undefined for a volume that is not a number from 0 to Number.MAX_SAFE_INTEGER (beyond
 * it digits are no longer exact, and no market trades that much): there is nothing true to show.
 */
export function formatTradedVolume(volume: number): string | undefined {
  if (!Number.isFinite(volume) || volume < 0 || volume > Number.MAX_SAFE_INTEGER) return undefined;
  if (volume >= VOLUME_MILLIONS_FROM) return `${truncatedWithSeparators(volume, -6, 2)}M`;
  if (volume >= VOLUME_THOUSANDS_FROM) return `${truncatedWithSeparators(volume, -3, 1)}k`;
  return truncatedWithSeparators(volume, 0, 0);
}

/**
 * `value × 10^scale` truncated to `decimals` places and written with ',' between thousands.
 * The digits come from a whole count of the last shown unit, shifted on the decimal string, so
 * no binary fraction can turn 12.34 into '12.33' or a value under 10,000 into '10,000'.
 */
function truncatedWithSeparators(value: number, scale: number, decimals: number): string {
  const units = Math.floor(shiftDecimal(value, scale + decimals));
  const digits = String(units).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === 0 ? grouped : `${grouped}.${digits.slice(digits.length - decimals)}`;
}

/**
 * trading-core §5 last line: a currency-dependent volume (the exchange reports volumes in GBP)
 * scaled by the user's conversion rate (account-and-product §3 conversionRate), rounded to
 * 2 decimals like any money amount. Undefined when the volume is not finite ≥ 0 or the rate
 * not finite > 0, so an unknown rate never shows a GBP figure as if it were converted.
 */
export function convertVolume(volume: number, conversionRate: number): number | undefined {
  if (!Number.isFinite(volume) || volume < 0) return undefined;
  if (!Number.isFinite(conversionRate) || conversionRate <= 0) return undefined;
  return round2(volume * conversionRate);
}
