// trading-core §5: minimum stake and small-stake payout threshold for each supported currency.

export const SUPPORTED_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'HKD',
  'AUD',
  'CAD',
  'DKK',
  'NOK',
  'SEK',
  'SGD',
  'RON',
  'BRL',
  'MXN',
  'PEN',
  'HUF',
  'ISK',
  'NZD',
  'ARS',
  'GEL',
] as const;

export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];

export interface CurrencyStakeRules {
  /** Smallest stake the exchange takes as a normal bet; below it is a small stake. */
  readonly minStake: number;
  /** A small stake is accepted as is when its payout (back: stake × (odd − 1), lay: stake) reaches this. */
  readonly minPayout: number;
}

/** trading-core §5 "Minimum stake by currency" and "Small-stake handling" tables. */
export const CURRENCY_STAKE_RULES: Readonly<Record<CurrencyCode, CurrencyStakeRules>> = {
  GBP: { minStake: 1, minPayout: 10 },
  EUR: { minStake: 1, minPayout: 20 },
  USD: { minStake: 1, minPayout: 20 },
  HKD: { minStake: 10, minPayout: 125 },
  AUD: { minStake: 5, minPayout: 30 },
  CAD: { minStake: 2, minPayout: 30 },
  DKK: { minStake: 15, minPayout: 150 },
  NOK: { minStake: 10, minPayout: 150 },
  SEK: { minStake: 15, minPayout: 150 },
  SGD: { minStake: 2, minPayout: 30 },
  RON: { minStake: 5, minPayout: 50 },
  BRL: { minStake: 5, minPayout: 50 },
  MXN: { minStake: 30, minPayout: 300 },
  PEN: { minStake: 5, minPayout: 50 },
  HUF: { minStake: 400, minPayout: 4000 },
  ISK: { minStake: 350, minPayout: 1750 },
  NZD: { minStake: 2, minPayout: 10 },
  ARS: { minStake: 100, minPayout: 500 },
  GEL: { minStake: 10, minPayout: 50 },
};

/** The upper-case code when the currency is supported (the spec lists them in lower case), else undefined. */
export function toCurrencyCode(currency: string): CurrencyCode | undefined {
  const code = currency.trim().toUpperCase();
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(code) ? (code as CurrencyCode) : undefined;
}

/** Stake rules of a currency, or undefined when the product does not support it. */
export function stakeRulesFor(currency: string): CurrencyStakeRules | undefined {
  const code = toCurrencyCode(currency);
  return code === undefined ? undefined : CURRENCY_STAKE_RULES[code];
}
