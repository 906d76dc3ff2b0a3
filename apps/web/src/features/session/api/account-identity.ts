// account-and-product §3 "Logged user" and §7 account calls: who signed in, read from the exchange
// with the user's token (getAccountDetails, getAccountFunds, listCurrencyRates), keyed by the
// vendor client id (from the token call, else getVendorClientId).
import { exchangeLocale, normalizeLocale, USER_DEFAULTS, type LoggedUserCopy } from '@greenbook/trading';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';
import type { LoggedUser } from '@/lib/session/session-store';

export interface Identity {
  readonly user: LoggedUser;
  /** The copy kept inside the settings (balance included). */
  readonly copy: LoggedUserCopy;
}

async function conversionRate(client: ExchangeClient, currencyCode: string): Promise<number> {
  try {
    const rates = await client.api.account('listCurrencyRates', {});
    return rates.find((rate) => rate.currencyCode === currencyCode)?.rate ?? 1;
  } catch {
    return 1; // §3: the rate only scales volumes; a failed call must not stop the sign-in.
  }
}

export async function fetchIdentity(
  client: ExchangeClient,
  knownVendorId: string | undefined,
): Promise<Identity> {
  const [details, funds, vendorId] = await Promise.all([
    client.api.account('getAccountDetails', {}),
    client.api.account('getAccountFunds', {}),
    knownVendorId === undefined
      ? client.api.account('getVendorClientId', {})
      : Promise.resolve(knownVendorId),
  ]);
  const currencyCode = details.currencyCode === '' ? USER_DEFAULTS.currencyCode : details.currencyCode;
  const localeCode = normalizeLocale(details.localeCode);
  const countryCode = /^[A-Z]{2,3}$/.test(details.countryCode) ? details.countryCode : '';
  const user: LoggedUser = {
    vendorId,
    firstName: details.firstName,
    lastName: details.lastName,
    countryCode,
    currencyCode,
    localeCode,
  };
  const copy: LoggedUserCopy = {
    isLogged: true,
    vendorId,
    firstName: details.firstName.slice(0, 200),
    lastName: details.lastName.slice(0, 200),
    name: `${details.firstName} ${details.lastName}`.trim().slice(0, 400),
    countryCode,
    currencyCode,
    localeCode,
    localeBF: exchangeLocale(localeCode),
    available: funds.availableToBetBalance,
    exposure: funds.exposure,
    conversionRate: await conversionRate(client, currencyCode),
    maxAvailable: funds.availableToBetBalance,
  };
  return { user, copy };
}
