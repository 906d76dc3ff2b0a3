// Currencies of the simulated exchange. Books and the market stream are in GBP (betfair-protocol
// §5.4); each account trades in its own currency, converted at these fixed rates (units of the
// currency per 1 GBP), which listCurrencyRates reports.
import type { CurrencyCode } from '@greenbook/trading';

export const DEFAULT_CURRENCY_RATES: Readonly<Record<CurrencyCode, number>> = {
  GBP: 1,
  EUR: 1.17,
  USD: 1.27,
  HKD: 9.9,
  AUD: 1.93,
  CAD: 1.74,
  DKK: 8.72,
  NOK: 13.6,
  SEK: 13.3,
  SGD: 1.7,
  RON: 5.82,
  BRL: 6.35,
  MXN: 21.8,
  PEN: 4.72,
  HUF: 455,
  ISK: 175,
  NZD: 2.12,
  ARS: 1150,
  GEL: 3.41,
};

/** Account-currency cents to GBP pence (the book's unit). */
export function toPence(cents: number, rate: number): number {
  return rate === 1 ? cents : Math.round(cents / rate);
}

/** GBP pence to account-currency cents. */
export function toCents(pence: number, rate: number): number {
  return rate === 1 ? pence : Math.round(pence * rate);
}
