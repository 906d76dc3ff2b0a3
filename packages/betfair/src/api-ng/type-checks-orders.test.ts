// Compile-time check of the API-NG wire types (order operations): recorded responses, copied verbatim from
// acceptance-data api-ng/, are written as literals with `satisfies` (so `tsc -b` rejects a wrong
// field name, type or enum member), and the tests prove each literal equals its recorded sample.
import { describe, expect, it } from 'vitest';
import { readSample, valuesAt } from '../test-support/acceptance-data.js';
import type {
  CancelExecutionReport,
  ClearedOrderSummaryReport,
  CurrentOrderSummaryReport,
  JsonRpcSuccess,
  PlaceExecutionReport,
  ReplaceExecutionReport,
  UpdateExecutionReport,
} from '../index.js';

const B = 'api-ng/betfairlightweight/';
const N = 'api-ng/nautilus_trader/';

const placeOrders = {
  jsonrpc: '2.0',
  result: {
    status: 'SUCCESS',
    marketId: '1.125897784',
    instructionReports: [
      {
        status: 'SUCCESS',
        instruction: {
          selectionId: 9486865,
          handicap: 0.0,
          limitOrder: { size: 2.0, price: 1.01, persistenceType: 'LAPSE' },
          orderType: 'LIMIT',
          side: 'LAY',
        },
        betId: '71962975289',
        placedDate: '2016-07-30T17:04:40.000Z',
        averagePriceMatched: 0.0,
        sizeMatched: 0.0,
      },
    ],
  },
  id: 1,
} satisfies JsonRpcSuccess<PlaceExecutionReport>;
const placeFailure = {
  customerRef: 'O-20210327-090738-001-001-2',
  status: 'PROCESSED_WITH_ERRORS',
  errorCode: 'PROCESSED_WITH_ERRORS',
  marketId: '1.181005744',
  instructionReports: [
    {
      status: 'SUCCESS',
      instruction: {
        selectionId: 86362,
        handicap: 0.0,
        limitOrder: { size: 10.0, price: 2.58, persistenceType: 'PERSIST' },
        customerOrderRef: 'O-20210327-090738-001-001-1',
        orderType: 'LIMIT',
        side: 'LAY',
      },
      betId: '228302937743',
      placedDate: '2021-03-27T09:07:38.000Z',
      averagePriceMatched: 0.0,
      sizeMatched: 0.0,
      orderStatus: 'EXECUTABLE',
    },
    {
      status: 'FAILURE',
      errorCode: 'ERROR_IN_ORDER',
      instruction: {
        selectionId: 86362,
        handicap: 0.0,
        limitOrder: { size: 5.0, price: 3.0, persistenceType: 'PERSIST' },
        customerOrderRef: 'O-20210327-090738-001-001-2',
        orderType: 'LIMIT',
        side: 'LAY',
      },
    },
  ],
} satisfies PlaceExecutionReport;
const cancelPartial = {
  customerRef: 'd32e64db841763cb0e207d9f7a385b1e',
  status: 'PROCESSED_WITH_ERRORS',
  errorCode: 'PROCESSED_WITH_ERRORS',
  marketId: '1.179082386',
  instructionReports: [
    {
      status: 'SUCCESS',
      instruction: { betId: '1' },
      sizeCancelled: 10.0,
      cancelledDate: '2021-08-10T00:24:10.000Z',
    },
    { status: 'FAILURE', errorCode: 'ERROR_IN_ORDER', instruction: { betId: '2' } },
  ],
} satisfies CancelExecutionReport;
const cancelFailure = {
  customerRef: 'd32e64db841763cb0e207d9f7a385b1e',
  status: 'FAILURE',
  errorCode: 'MARKET_SUSPENDED',
  marketId: '1.179082386',
} satisfies CancelExecutionReport;
const replace = {
  status: 'SUCCESS',
  marketId: '1.125897784',
  instructionReports: [
    {
      status: 'SUCCESS',
      cancelInstructionReport: {
        status: 'SUCCESS',
        instruction: { betId: '71968034904' },
        sizeCancelled: 2.0,
        cancelledDate: '2016-07-30T17:59:00.000Z',
      },
      placeInstructionReport: {
        status: 'SUCCESS',
        instruction: {
          selectionId: 9486865,
          limitOrder: { size: 2.0, price: 1.02, persistenceType: 'LAPSE' },
          orderType: 'LIMIT',
          side: 'LAY',
        },
        betId: '71968276067',
        placedDate: '2016-07-30T17:59:00.000Z',
        averagePriceMatched: 0.0,
        sizeMatched: 0.0,
      },
    },
  ],
} satisfies ReplaceExecutionReport;
const update = {
  status: 'SUCCESS',
  marketId: '1.125897784',
  instructionReports: [
    { status: 'SUCCESS', instruction: { betId: '71967402919', newPersistenceType: 'PERSIST' } },
  ],
} satisfies UpdateExecutionReport;
const current = {
  currentOrders: [
    {
      betId: '71958694780',
      marketId: '1.125875592',
      selectionId: 6412775,
      handicap: 0.0,
      priceSize: { price: 1.22, size: 2.0 },
      bspLiability: 0.0,
      side: 'LAY',
      status: 'EXECUTION_COMPLETE',
      persistenceType: 'LAPSE',
      orderType: 'LIMIT',
      placedDate: '2016-07-30T16:21:49.000Z',
      matchedDate: '2016-07-30T16:21:50.000Z',
      averagePriceMatched: 1.22,
      sizeMatched: 2.0,
      sizeRemaining: 0.0,
      sizeLapsed: 0.0,
      sizeCancelled: 0.0,
      sizeVoided: 0.0,
      regulatorCode: 'GIBRALTAR REGULATOR',
      regulatorAuthCode: 'bc000000000000000000',
      currentItemDescription: { marketVersion: { version: 12345678 } },
    },
  ],
  moreAvailable: false,
} satisfies CurrentOrderSummaryReport;
const cleared = {
  clearedOrders: [
    {
      eventTypeId: '7',
      eventId: '27869685',
      marketId: '1.125875592',
      selectionId: 6412775,
      handicap: 0.0,
      betId: '71958694780',
      placedDate: '2016-07-30T16:21:49.000Z',
      persistenceType: 'LAPSE',
      orderType: 'LIMIT',
      side: 'LAY',
      betOutcome: 'LOST',
      priceRequested: 1.22,
      settledDate: '2016-07-30T16:26:13.000Z',
      lastMatchedDate: '2016-07-30T16:21:50.000Z',
      betCount: 1,
      priceMatched: 1.22,
      priceReduced: false,
      sizeSettled: 2.0,
      profit: -0.44,
    },
  ],
  moreAvailable: true,
} satisfies ClearedOrderSummaryReport;

/** [sample file, path inside it, literal]. */
const RECORDED: readonly [string, string, unknown][] = [
  [`${B}place_orders.json`, '', placeOrders],
  [`${N}betting_place_order_batch_partial_failure.json`, 'result', placeFailure],
  [`${N}betting_cancel_orders_batch_partial_failure.json`, 'result', cancelPartial],
  [`${N}betting_cancel_orders_result_failure.json`, 'result', cancelFailure],
  [`${B}replace_orders.json`, 'result', replace],
  [`${B}update_orders.json`, 'result', update],
  [`${B}list_current_orders_description.json`, 'result', current],
  [`${B}list_cleared_orders.json`, 'result', cleared],
];

describe('API-NG order wire types against recorded responses', () => {
  it.each(RECORDED)('%s (%s) is copied verbatim', (file, path, literal) => {
    expect(valuesAt(readSample(file), path)).toContainEqual(literal);
  });
});
