// Ladder cell texts. Available and traded sizes in the traded-volume format (two decimals under 1),
// unmatched and hedge amounts with two decimals. Stream sizes are GBP (betfair-protocol: market
// data is always GBP), so available and traded sizes are converted to the account's currency
// (trading-core §5); the account's own bets already are in it.
import { convertVolume, formatTradedVolume } from '@greenbook/trading';

/**
 * An available size in the narrow back/lay cells: the traded-volume format of account-and-product
 * §5 ('273.4k', '12.34M'), as the grid shows it. Choice: a size under 1 keeps its two decimals
 * ('0.87'), since the format's whole number would read '0' for money that can be taken.
 */
export function formatAvailable(gbp: number, conversionRate: number): string {
  const size = convertVolume(gbp, conversionRate) ?? 0;
  if (!(size > 0)) return '';
  return size < 1 ? size.toFixed(2) : (formatTradedVolume(size) ?? '');
}

export function formatTraded(gbp: number, conversionRate: number): string {
  const size = convertVolume(gbp, conversionRate) ?? 0;
  return size > 0 ? (formatTradedVolume(size) ?? '') : '';
}

export function formatMoney(amount: number): string {
  return amount.toFixed(2);
}
