// Ladder cell texts. Money amounts are shown like the exchange shows them: available sizes as whole
// units (two decimals under 1), unmatched and hedge amounts with two decimals.
import { formatTradedVolume } from '@greenbook/trading';

export function formatAvailable(size: number): string {
  if (!(size > 0)) return '';
  return size < 1 ? size.toFixed(2) : String(Math.round(size));
}

export function formatTraded(size: number): string {
  return size > 0 ? (formatTradedVolume(size) ?? '') : '';
}

export function formatMoney(amount: number): string {
  return amount.toFixed(2);
}
