// fromRecord / recordCount paging of listCurrentOrders and listClearedOrders (betfair-protocol
// §1.6): recordCount 0 or absent means "all, up to the limit of 1000".
import { ApiError } from '../../core/api-error.js';
import { API_NG_LIMITS } from '../limits.js';
import { nonNegativeInteger, optional, type Params } from '../params.js';

export interface Page<T> {
  readonly items: T[];
  readonly moreAvailable: boolean;
}

export function readPaging(params: Params): { fromRecord: number; recordCount: number } {
  const fromRecord = optional(params, 'fromRecord', nonNegativeInteger) ?? 0;
  const recordCount = optional(params, 'recordCount', nonNegativeInteger) ?? 0;
  if (recordCount > API_NG_LIMITS.maxRecordCount) {
    throw new ApiError('INVALID_INPUT_DATA', `recordCount must be at most ${API_NG_LIMITS.maxRecordCount}`);
  }
  return { fromRecord, recordCount: recordCount === 0 ? API_NG_LIMITS.maxRecordCount : recordCount };
}

export function pageOf<T>(items: readonly T[], paging: { fromRecord: number; recordCount: number }): Page<T> {
  const end = paging.fromRecord + paging.recordCount;
  return { items: items.slice(paging.fromRecord, end), moreAvailable: items.length > end };
}
