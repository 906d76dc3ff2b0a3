// The operation tables of the three API-NG services (betfair-protocol §1.1, §2, §3, §4.4, §4.5):
// operation name → { params, result }, so a client and a server are typed from one table.
import type {
  AccountDetailsResponse,
  AccountFundsResponse,
  AccountOperationStatus,
  CurrencyRate,
  DeveloperApp,
  GetAccountDetailsParams,
  GetAccountFundsParams,
  GetDeveloperAppKeysParams,
  GetVendorClientIdParams,
  HeartbeatParams,
  HeartbeatReport,
  ListCurrencyRatesParams,
  RevokeAccessToWebAppParams,
  TokenParams,
  VendorAccessTokenInfo,
} from './account-types.js';
import type {
  ListClearedOrdersParams,
  ListCompetitionsParams,
  ListCountriesParams,
  ListCurrentOrdersParams,
  ListEventTypesParams,
  ListEventsParams,
  ListMarketBookParams,
  ListMarketCatalogueParams,
  ListMarketProfitAndLossParams,
  ListMarketTypesParams,
  ListRunnerBookParams,
  ListTimeRangesParams,
  ListVenuesParams,
} from './betting-types.js';
import type {
  CancelExecutionReport,
  CancelOrdersParams,
  PlaceExecutionReport,
  PlaceOrdersParams,
  ReplaceExecutionReport,
  ReplaceOrdersParams,
  UpdateExecutionReport,
  UpdateOrdersParams,
} from './instruction-types.js';
import type {
  CompetitionResult,
  CountryCodeResult,
  EventResult,
  EventTypeResult,
  MarketBook,
  MarketCatalogue,
  MarketTypeResult,
  TimeRangeResult,
  VenueResult,
} from './market-types.js';
import type {
  ClearedOrderSummaryReport,
  CurrentOrderSummaryReport,
  MarketProfitAndLoss,
} from './order-types.js';

/** §2 Betting API (SportsAPING) operations. */
export interface BettingOperations {
  listEventTypes: { params: ListEventTypesParams; result: EventTypeResult[] };
  listCompetitions: { params: ListCompetitionsParams; result: CompetitionResult[] };
  listEvents: { params: ListEventsParams; result: EventResult[] };
  listMarketTypes: { params: ListMarketTypesParams; result: MarketTypeResult[] };
  listCountries: { params: ListCountriesParams; result: CountryCodeResult[] };
  listVenues: { params: ListVenuesParams; result: VenueResult[] };
  listTimeRanges: { params: ListTimeRangesParams; result: TimeRangeResult[] };
  listMarketCatalogue: { params: ListMarketCatalogueParams; result: MarketCatalogue[] };
  listMarketBook: { params: ListMarketBookParams; result: MarketBook[] };
  listRunnerBook: { params: ListRunnerBookParams; result: MarketBook[] };
  listCurrentOrders: { params: ListCurrentOrdersParams; result: CurrentOrderSummaryReport };
  listClearedOrders: { params: ListClearedOrdersParams; result: ClearedOrderSummaryReport };
  listMarketProfitAndLoss: { params: ListMarketProfitAndLossParams; result: MarketProfitAndLoss[] };
  placeOrders: { params: PlaceOrdersParams; result: PlaceExecutionReport };
  cancelOrders: { params: CancelOrdersParams; result: CancelExecutionReport };
  replaceOrders: { params: ReplaceOrdersParams; result: ReplaceExecutionReport };
  updateOrders: { params: UpdateOrdersParams; result: UpdateExecutionReport };
}

/** §3 and §4.5 Accounts API (AccountAPING) operations used by Greenbook. */
export interface AccountOperations {
  getAccountFunds: { params: GetAccountFundsParams; result: AccountFundsResponse };
  getAccountDetails: { params: GetAccountDetailsParams; result: AccountDetailsResponse };
  listCurrencyRates: { params: ListCurrencyRatesParams; result: CurrencyRate[] };
  token: { params: TokenParams; result: VendorAccessTokenInfo };
  revokeAccessToWebApp: { params: RevokeAccessToWebAppParams; result: AccountOperationStatus };
  getDeveloperAppKeys: { params: GetDeveloperAppKeysParams; result: DeveloperApp[] };
  getVendorClientId: { params: GetVendorClientIdParams; result: string };
}

/** §4.4 Heartbeat API (HeartbeatAPING) operations. */
export interface HeartbeatOperations {
  heartbeat: { params: HeartbeatParams; result: HeartbeatReport };
}

/** §1.1 every API-NG operation (names are unique across the three services). */
export type ApiOperations = BettingOperations & AccountOperations & HeartbeatOperations;
export type ApiOperationName = keyof ApiOperations;
/** §1.1 params of an operation, e.g. ApiParams<'listMarketBook'>. */
export type ApiParams<N extends ApiOperationName> = ApiOperations[N]['params'];
/** §1.1 result of an operation, e.g. ApiResult<'placeOrders'> = PlaceExecutionReport. */
export type ApiResult<N extends ApiOperationName> = ApiOperations[N]['result'];

/** §2 names of the betting operations. */
export const BETTING_OPERATIONS = [
  'listEventTypes',
  'listCompetitions',
  'listEvents',
  'listMarketTypes',
  'listCountries',
  'listVenues',
  'listTimeRanges',
  'listMarketCatalogue',
  'listMarketBook',
  'listRunnerBook',
  'listCurrentOrders',
  'listClearedOrders',
  'listMarketProfitAndLoss',
  'placeOrders',
  'cancelOrders',
  'replaceOrders',
  'updateOrders',
] as const satisfies readonly (keyof BettingOperations)[];

/** §3 names of the account operations. */
export const ACCOUNT_OPERATIONS = [
  'getAccountFunds',
  'getAccountDetails',
  'listCurrencyRates',
  'token',
  'revokeAccessToWebApp',
  'getDeveloperAppKeys',
  'getVendorClientId',
] as const satisfies readonly (keyof AccountOperations)[];

/** §4.4 names of the heartbeat operations. */
export const HEARTBEAT_OPERATIONS = ['heartbeat'] as const satisfies readonly (keyof HeartbeatOperations)[];

/** §1.1 the three API-NG services. */
export type ApiService = 'betting' | 'account' | 'heartbeat';

/** §1.1 JSON-RPC method prefix of each service: method = prefix + operation name. */
export const JSON_RPC_METHOD_PREFIXES = {
  betting: 'SportsAPING/v1.0/',
  account: 'AccountAPING/v1.0/',
  heartbeat: 'HeartbeatAPING/v1.0/',
} as const satisfies Record<ApiService, string>;

/** §1.1 the service an operation belongs to. */
export function serviceOf(operation: ApiOperationName): ApiService {
  if ((BETTING_OPERATIONS as readonly string[]).includes(operation)) return 'betting';
  if ((ACCOUNT_OPERATIONS as readonly string[]).includes(operation)) return 'account';
  return 'heartbeat';
}
