// listClearedOrders (betfair-protocol §2.6): the caller's settled history from exchange.cleared,
// filtered by status and the id filters, optionally rolled up by groupBy, oldest first, paged.
import { BET_STATUSES, GROUP_BYS, SIDES, type ClearedOrderSummaryReport } from '@greenbook/betfair';
import { ApiError } from '../../core/api-error.js';
import type { ClearedOrder } from '../../core/cleared-orders.js';
import { sessionOperation } from '../caller.js';
import { checkIdCount } from '../limits.js';
import type { OperationTable } from '../operation-handler.js';
import {
  flag,
  idList,
  idText,
  integer,
  listOf,
  numeric,
  oneOf,
  optional,
  record,
  required,
  text,
  timeRange,
  withinBounds,
} from '../params.js';
import { groupCleared } from './cleared-grouping.js';
import { pageOf, readPaging } from './paging.js';

function runnerId(value: unknown, path: string): string {
  const runner = record(value, path);
  const marketId = required(runner, 'marketId', idText, `${path}.marketId`);
  const selectionId = required(runner, 'selectionId', integer, `${path}.selectionId`);
  const handicap = optional(runner, 'handicap', numeric, `${path}.handicap`) ?? 0;
  return `${marketId}\u0000${selectionId}\u0000${handicap}`;
}

const setOf = <T>(values: T[] | undefined): Set<T> | undefined =>
  values === undefined || values.length === 0 ? undefined : new Set(values);

const allows = <T>(set: Set<T> | undefined, value: T | undefined): boolean =>
  set === undefined || (value !== undefined && set.has(value));

export const LIST_CLEARED_ORDERS: OperationTable = {
  listClearedOrders: sessionOperation('betting', (params, caller): ClearedOrderSummaryReport => {
    const betStatus = required(params, 'betStatus', oneOf(BET_STATUSES));
    const eventTypeIds = setOf(optional(params, 'eventTypeIds', idList));
    const eventIds = setOf(optional(params, 'eventIds', idList));
    const marketIds = setOf(optional(params, 'marketIds', idList));
    const betIds = setOf(optional(params, 'betIds', idList));
    checkIdCount((betIds?.size ?? 0) + (marketIds?.size ?? 0));
    const runnerIds = setOf(optional(params, 'runnerIds', listOf(runnerId)));
    const orderRefs = setOf(optional(params, 'customerOrderRefs', listOf(text)));
    const strategyRefs = setOf(optional(params, 'customerStrategyRefs', listOf(text)));
    const side = optional(params, 'side', oneOf(SIDES));
    const settled = optional(params, 'settledDateRange', timeRange);
    const groupBy = optional(params, 'groupBy', oneOf(GROUP_BYS)) ?? 'BET';
    if (groupBy !== 'BET' && betStatus !== 'SETTLED') {
      throw new ApiError('INVALID_INPUT_DATA', `groupBy ${groupBy} is only available with betStatus SETTLED`);
    }
    const withDescription = optional(params, 'includeItemDescription', flag) ?? false;
    optional(params, 'locale', text);
    const paging = readPaging(params);

    const accountId = caller.account.accountId;
    const records = caller.exchange.cleared.filter(
      (r: ClearedOrder) =>
        r.accountId === accountId &&
        r.betStatus === betStatus &&
        allows(eventTypeIds, r.eventTypeId) &&
        allows(eventIds, r.eventId) &&
        allows(marketIds, r.marketId) &&
        allows(betIds, r.betId) &&
        allows(runnerIds, `${r.marketId}\u0000${r.selectionId}\u0000${r.handicap}`) &&
        allows(orderRefs, r.customerOrderRef) &&
        allows(strategyRefs, r.customerStrategyRef) &&
        (side === undefined || r.side === side) &&
        withinBounds(settled, Date.parse(r.settledDate)),
    );
    const page = pageOf(groupCleared(records, groupBy, withDescription), paging);
    return { clearedOrders: page.items, moreAvailable: page.moreAvailable };
  }),
};
