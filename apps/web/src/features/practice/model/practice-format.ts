// How practice figures read: money from exact cents in the practice account's currency, recorded
// times as the market's own clock (UTC, as Betfair's files keep it), durations in seconds.

/** `GBP 12.34`, `-GBP 1.20`: cents are whole, so two decimals are exact. */
export function formatMoney(cents: number, currencyCode: string): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${currencyCode} ${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** A recorded instant as `2022-11-07 04:12:05 UTC`. */
export function formatRecordedTime(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Milliseconds as seconds with one decimal. */
export function formatSeconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
