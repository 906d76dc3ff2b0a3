// Accounts API (AccountAPING) and Heartbeat API (HeartbeatAPING) params and results
// (betfair-protocol §3, §4.4, §4.5, §9).
import type { ActionPerformed, GrantType, Wallet } from './enums.js';

/** §3 params of an operation that takes none (`{}` on the wire). */
export type EmptyParams = Record<string, never>;

/** §3.3 `Status` result of vendor operations. */
export type AccountOperationStatus = 'SUCCESS';

/** §3.1 getAccountFunds params. */
export interface GetAccountFundsParams {
  wallet?: Wallet;
}

/** §3.1 AccountFundsResponse; exposure and exposureLimit are negative numbers. */
export interface AccountFundsResponse {
  availableToBetBalance: number;
  exposure: number;
  retainedCommission: number;
  exposureLimit: number;
  discountRate: number;
  pointsBalance: number;
  wallet: Wallet;
}

/** §3.1 getAccountDetails params. */
export type GetAccountDetailsParams = EmptyParams;

/** §3.1 AccountDetailsResponse (region e.g. "GBR", "AUS_NZL"). */
export interface AccountDetailsResponse {
  currencyCode: string;
  firstName: string;
  lastName: string;
  localeCode: string;
  region: string;
  timezone: string;
  discountRate: number;
  pointsBalance: number;
  countryCode: string;
}

/** §3.1 listCurrencyRates params (fromCurrency defaults to GBP). */
export interface ListCurrencyRatesParams {
  fromCurrency?: string;
}

/** §3.1 CurrencyRate (listCurrencyRates result item). */
export interface CurrencyRate {
  currencyCode: string;
  rate: number;
}

/** §4.5 `token` params: exchange an authorisation code or a refresh token. */
export interface TokenParams {
  client_id: string;
  grant_type: GrantType;
  /** With AUTHORIZATION_CODE. */
  code?: string;
  client_secret: string;
  /** With REFRESH_TOKEN. */
  refresh_token?: string;
}

/** §4.5 ApplicationSubscription; legacy subscriptions may also carry the subscription fields [?]. */
export interface ApplicationSubscription {
  vendor_client_id?: string;
  subscriptionToken?: string;
  expiryDateTime?: string;
  expiredDateTime?: string;
  createdDateTime?: string;
  activationDateTime?: string;
  cancellationDateTime?: string;
  subscriptionStatus?: string;
  clientReference?: string;
  vendorClientId?: string;
}

/** §4.5 VendorAccessTokenInfo; expires_in is i64 in the IDD but a string in the doc example (§9). */
export interface VendorAccessTokenInfo {
  access_token: string;
  token_type: 'BEARER';
  expires_in: number | string;
  refresh_token: string;
  application_subscription: ApplicationSubscription;
}

/** §4.5 revokeAccessToWebApp params. */
export interface RevokeAccessToWebAppParams {
  vendorId: number;
}

/** §3.2 getDeveloperAppKeys params. */
export type GetDeveloperAppKeysParams = EmptyParams;

/** §3.2 DeveloperAppVersion; for web vendors vendorId is the OAuth client_id, vendorSecret the client_secret. */
export interface DeveloperAppVersion {
  owner: string;
  versionId: number;
  version: string;
  applicationKey: string;
  /** true = delayed key. */
  delayData: boolean;
  subscriptionRequired: boolean;
  ownerManaged: boolean;
  active: boolean;
  vendorId?: number;
  vendorSecret?: string;
}

/** §3.2 DeveloperApp (getDeveloperAppKeys result item). */
export interface DeveloperApp {
  appName: string;
  appId: number;
  appVersions: DeveloperAppVersion[];
}

/** §3.3 getVendorClientId params (result: the vendor client id string). */
export type GetVendorClientIdParams = EmptyParams;

/** §4.4 heartbeat params (0 unregisters; negative is INVALID_INPUT_DATA). */
export interface HeartbeatParams {
  preferredTimeoutSeconds: number;
}

/** §4.4 HeartbeatReport (heartbeat result). */
export interface HeartbeatReport {
  actionPerformed: ActionPerformed;
  actualTimeoutSeconds: number;
}
