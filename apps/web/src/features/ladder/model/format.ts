// Ladder cell texts. Money amounts are shown like the exchange shows them: available sizes as whole
// units (two decimals under 1), unmatched and hedge amounts with two decimals. Stream sizes are GBP
// (betfair-protocol: market data is always GBP), so available and traded sizes are converted to
// the account's currency (trading-core §5); the account's own bets already are in it.
import { convertVolume, formatTradedVolume } from '@greenbook/trading';

export function formatAvailable(gbp: number, conversionRate: number): string {
  const size = convertVolume(gbp, conversionRate) ?? 0;
  if (!(size > 0)) return '';
  return size < 1 ? size.toFixed(2) : String(Math.round(size));
}

export function formatTraded(gbp: number, conversionRate: number): string {
  const size = convertVolume(gbp, conversionRate) ?? 0;
  return size > 0 ? (formatTradedVolume(size) ?? '') : '';
}

export function formatMoney(amount: number): string {
  return amount.toFixed(2);
}
