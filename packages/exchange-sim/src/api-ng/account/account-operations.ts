// Accounts API operations of the simulated exchange (betfair-protocol §3.1): funds, details and
// currency rates. Amounts in the account's currency; exposure and exposureLimit are negative.
import {
  WALLETS,
  type AccountDetailsResponse,
  type AccountFundsResponse,
  type CurrencyRate,
} from '@greenbook/betfair';
import { ApiError } from '../../core/api-error.js';
import { sessionOperation } from '../caller.js';
import type { OperationTable } from '../operation-handler.js';
import { oneOf, optional, text } from '../params.js';

const round2 = (value: number): number => Math.round(value * 100) / 100;

export const ACCOUNT_OPERATIONS: OperationTable = {
  getAccountFunds: sessionOperation('account', (params, caller): AccountFundsResponse => {
    const wallet = optional(params, 'wallet', oneOf(WALLETS)) ?? 'UK';
    const { account } = caller;
    const discountRate = account.spec.discountRate;
    // The legacy Australian wallet holds nothing in the simulator.
    if (wallet === 'AUSTRALIAN') {
      return {
        availableToBetBalance: 0,
        exposure: 0,
        retainedCommission: 0,
        exposureLimit: 0,
        discountRate,
        pointsBalance: 0,
        wallet,
      };
    }
    // exposureLimit: the account's loss limit, else the most it can stake — its balance.
    const limit = account.spec.lossLimit ?? account.balanceCents / 100;
    return {
      availableToBetBalance: account.availableCents / 100,
      exposure: account.exposureCents === 0 ? 0 : -account.exposureCents / 100,
      retainedCommission: account.retainedCommissionCents / 100,
      exposureLimit: limit === 0 ? 0 : -round2(limit),
      discountRate,
      pointsBalance: 0,
      wallet,
    };
  }),
  getAccountDetails: sessionOperation('account', (_params, caller): AccountDetailsResponse => {
    const { spec } = caller.account;
    return {
      currencyCode: spec.currencyCode,
      firstName: spec.firstName,
      lastName: spec.lastName,
      localeCode: spec.localeCode,
      region: spec.region,
      timezone: spec.timezone,
      discountRate: spec.discountRate,
      pointsBalance: 0,
      countryCode: spec.countryCode,
    };
  }),
  // Rates from any supported currency (Betfair itself only bases on GBP), to every other one.
  listCurrencyRates: sessionOperation('account', (params, caller): CurrencyRate[] => {
    const from = (optional(params, 'fromCurrency', text) ?? 'GBP').trim().toUpperCase();
    const rates = caller.exchange.currencyRates as Readonly<Record<string, number | undefined>>;
    const base = rates[from];
    if (base === undefined) throw new ApiError('INVALID_INPUT_DATA', `fromCurrency ${from} is not supported`);
    return Object.entries(rates)
      .filter((entry): entry is [string, number] => entry[0] !== from && entry[1] !== undefined)
      .map(([currencyCode, rate]) => ({ currencyCode, rate: Math.round((rate / base) * 1e6) / 1e6 }));
  }),
};
