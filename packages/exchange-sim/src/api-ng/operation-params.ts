// The parameters each API-NG operation takes (betfair-protocol §2–§4, the IDD). A request naming
// any other parameter is refused before the operation runs, on both transports, as Betfair's
// framework refuses it (DSC-0018): a misspelt optional parameter ("customerref") would otherwise
// be ignored silently and, for placeOrders, lose the de-duplication the caller asked for.
// Each list is checked against @greenbook/betfair's wire types: a parameter missing here or
// unknown to the client's types fails to compile.
import type { ApiOperationName, ApiParams } from '@greenbook/betfair';

/** Every parameter name of `P` exactly once; an operation without params (`Record<string, never>`) has none. */
type NameSet<P> = string extends keyof P ? Readonly<Record<string, never>> : Readonly<Record<keyof P, true>>;

const FILTER = { filter: true, locale: true } as const;
const BOOK_OPTIONS = {
  priceProjection: true,
  orderProjection: true,
  matchProjection: true,
  includeOverallPosition: true,
  partitionMatchedByStrategyRef: true,
  customerStrategyRefs: true,
  currencyCode: true,
  locale: true,
  matchedSince: true,
  betIds: true,
} as const;

const OPERATION_PARAMS: { readonly [N in ApiOperationName]: NameSet<ApiParams<N>> } = {
  listEventTypes: FILTER,
  listCompetitions: FILTER,
  listEvents: FILTER,
  listMarketTypes: FILTER,
  listCountries: FILTER,
  listVenues: FILTER,
  listTimeRanges: { filter: true, granularity: true },
  listMarketCatalogue: { filter: true, marketProjection: true, sort: true, maxResults: true, locale: true },
  listMarketBook: { ...BOOK_OPTIONS, marketIds: true },
  listRunnerBook: { ...BOOK_OPTIONS, marketId: true, selectionId: true, handicap: true },
  listCurrentOrders: {
    betIds: true,
    marketIds: true,
    orderProjection: true,
    customerOrderRefs: true,
    customerStrategyRefs: true,
    placedDateRange: true,
    dateRange: true,
    orderBy: true,
    sortDir: true,
    fromRecord: true,
    recordCount: true,
    includeItemDescription: true,
    includeSourceId: true,
  },
  listClearedOrders: {
    betStatus: true,
    eventTypeIds: true,
    eventIds: true,
    marketIds: true,
    runnerIds: true,
    betIds: true,
    customerOrderRefs: true,
    customerStrategyRefs: true,
    side: true,
    settledDateRange: true,
    groupBy: true,
    includeItemDescription: true,
    includeSourceId: true,
    locale: true,
    fromRecord: true,
    recordCount: true,
  },
  listMarketProfitAndLoss: {
    marketIds: true,
    includeSettledBets: true,
    includeBspBets: true,
    netOfCommission: true,
  },
  placeOrders: {
    marketId: true,
    instructions: true,
    customerRef: true,
    marketVersion: true,
    customerStrategyRef: true,
    async: true,
  },
  cancelOrders: { marketId: true, instructions: true, customerRef: true },
  replaceOrders: { marketId: true, instructions: true, customerRef: true, marketVersion: true, async: true },
  updateOrders: { marketId: true, instructions: true, customerRef: true },
  getAccountFunds: { wallet: true },
  getAccountDetails: {},
  listCurrencyRates: { fromCurrency: true },
  token: { client_id: true, grant_type: true, code: true, client_secret: true, refresh_token: true },
  revokeAccessToWebApp: { vendorId: true },
  getDeveloperAppKeys: {},
  getVendorClientId: {},
  heartbeat: { preferredTimeoutSeconds: true },
};

/** The first parameter `operation` does not take, if any; an operation unknown here takes none. */
export function unknownParam(
  operation: string,
  params: Readonly<Record<string, unknown>>,
): string | undefined {
  const accepted: Readonly<Record<string, true>> = Object.hasOwn(OPERATION_PARAMS, operation)
    ? OPERATION_PARAMS[operation as ApiOperationName]
    : {};
  return Object.keys(params).find((name) => !Object.hasOwn(accepted, name));
}
