// API-NG request limits (betfair-protocol §1.6). The id limit is one of the points where sources
// disagree (§9: 100 in older docs, 250 now), so it is kept here as one named value.
import { ApiError } from '../core/api-error.js';

export const API_NG_LIMITS = {
  /** Market-data weight per request (§1.6); above it TOO_MUCH_DATA. */
  maxWeight: 200,
  /** betIds + marketIds in one request (§1.6, §9); above it REQUEST_SIZE_EXCEEDS_LIMIT. */
  maxIds: 250,
  /** listCurrentOrders / listClearedOrders recordCount (§1.6). */
  maxRecordCount: 1000,
  /** listMarketCatalogue maxResults (§2.3). */
  maxCatalogueResults: 1000,
} as const;

export function checkWeight(weight: number): void {
  if (weight > API_NG_LIMITS.maxWeight) {
    throw new ApiError(
      'TOO_MUCH_DATA',
      `request weight ${weight} exceeds ${API_NG_LIMITS.maxWeight} (betfair market data request limits)`,
    );
  }
}

export function checkIdCount(count: number): void {
  if (count > API_NG_LIMITS.maxIds) {
    throw new ApiError(
      'REQUEST_SIZE_EXCEEDS_LIMIT',
      `${count} betIds/marketIds exceed the limit of ${API_NG_LIMITS.maxIds}`,
    );
  }
}
