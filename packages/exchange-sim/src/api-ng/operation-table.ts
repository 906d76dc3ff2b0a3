// Every API-NG operation of the simulated exchange, by name (names are unique across the three
// services, betfair-protocol §1.1). Each area contributes its own table.
import { ACCOUNT_OPERATIONS } from './account/account-operations.js';
import { LIST_CLEARED_ORDERS } from './betting/list-cleared-orders.js';
import { LIST_CURRENT_ORDERS } from './betting/list-current-orders.js';
import { LIST_MARKET_BOOK } from './betting/list-market-book.js';
import { LIST_MARKET_CATALOGUE } from './betting/list-market-catalogue.js';
import { LIST_MARKET_PROFIT_AND_LOSS } from './betting/list-market-profit-and-loss.js';
import { LIST_TIME_RANGES } from './betting/list-time-ranges.js';
import { NAVIGATION_LISTINGS } from './betting/navigation-listings.js';
import { ORDER_OPERATIONS } from './betting/order-operations.js';
import { HEARTBEAT_OPERATIONS } from './heartbeat/heartbeat-operation.js';
import { IDENTITY_ACCOUNT_OPERATIONS } from '../identity/account-operations.js';
import type { OperationHandler, OperationTable } from './operation-handler.js';

/** Joins tables; a name defined twice is a programming error caught at start-up. */
export function mergeOperationTables(tables: readonly OperationTable[]): OperationTable {
  const merged: Record<string, OperationHandler> = {};
  for (const table of tables) {
    for (const [name, handler] of Object.entries(table)) {
      if (name in merged) throw new Error(`API-NG operation ${name} is defined twice`);
      merged[name] = handler;
    }
  }
  return merged;
}

export const API_NG_OPERATIONS: OperationTable = mergeOperationTables([
  NAVIGATION_LISTINGS,
  LIST_TIME_RANGES,
  LIST_MARKET_CATALOGUE,
  LIST_MARKET_BOOK,
  LIST_CURRENT_ORDERS,
  LIST_CLEARED_ORDERS,
  LIST_MARKET_PROFIT_AND_LOSS,
  ORDER_OPERATIONS,
  ACCOUNT_OPERATIONS,
  IDENTITY_ACCOUNT_OPERATIONS,
  HEARTBEAT_OPERATIONS,
]);
