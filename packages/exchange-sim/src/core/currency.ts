// Currencies of the simulated exchange. Each account's money (orders, exposure, funds,
// settlement) is held in its own currency's cents, exactly as placed; only what Betfair shows in
// GBP is converted, at these fixed rates (units of the currency per 1 GBP) that listCurrencyRates
// reports: the market stream and book volumes (betfair-protocol §5.4) and the GBP-based minimums.
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

/** Cents of a two-decimal amount as the API carries it (10.07 → 1007, not 1006.9999…). */
export const centsOf = (amount: number): number => Math.round(amount * 100);

/** Account-currency cents to GBP pence (what the market stream and volumes show). */
export const toPence = (cents: number, rate: number): number => convertCents(cents, rate, 1);

/** GBP pence to cents of a currency. */
export const toCents = (pence: number, rate: number): number => convertCents(pence, 1, rate);

/** Cents of one currency to the nearest cent of another. */
export function convertCents(cents: number, fromRate: number, toRate: number): number {
  return fromRate === toRate ? cents : Math.round((cents * toRate) / fromRate);
}
