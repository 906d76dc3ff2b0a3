// Which recorded API-NG order objects must use only the keys of which wire type.
// Every key set is checked at compile time to name all keys of its type (exhaustiveKeys).
import type {
  CancelExecutionReport,
  CancelInstruction,
  CancelInstructionReport,
  ClearedOrderSummary,
  ClearedOrderSummaryReport,
  CurrentItemDescription,
  CurrentOrderSummary,
  CurrentOrderSummaryReport,
  LimitOrder,
  PlaceExecutionReport,
  PlaceInstruction,
  PlaceInstructionReport,
  PriceSize,
  ReplaceExecutionReport,
  ReplaceInstructionReport,
  UpdateExecutionReport,
  UpdateInstruction,
  UpdateInstructionReport,
} from '../index.js';
import type { KeyRule } from './acceptance-data.js';
import { exhaustiveKeys as keys } from './acceptance-data.js';

const PRICE_SIZE = keys<PriceSize>()(['price', 'size']);
const PLACE_REPORT = keys<PlaceInstructionReport>()([
  'status',
  'errorCode',
  'orderStatus',
  'instruction',
  'betId',
  'placedDate',
  'averagePriceMatched',
  'sizeMatched',
]);
const PLACE_INSTRUCTION = keys<PlaceInstruction>()([
  'orderType',
  'selectionId',
  'handicap',
  'side',
  'limitOrder',
  'limitOnCloseOrder',
  'marketOnCloseOrder',
  'customerOrderRef',
]);
const LIMIT_ORDER = keys<LimitOrder>()([
  'size',
  'price',
  'persistenceType',
  'timeInForce',
  'minFillSize',
  'betTargetType',
  'betTargetSize',
]);
const CANCEL_REPORT = keys<CancelInstructionReport>()([
  'status',
  'errorCode',
  'instruction',
  'sizeCancelled',
  'cancelledDate',
]);
const EXECUTION_REPORT = ['customerRef', 'status', 'errorCode', 'marketId', 'instructionReports'] as const;

const PLACE = /(\/place_orders|_place_order_)/;
const CANCEL = /cancel_orders/;
const REPLACE = /replace_orders/;

export const ORDER_KEY_RULES: readonly KeyRule[] = [
  {
    files: /list_current_orders/,
    path: 'result',
    keys: keys<CurrentOrderSummaryReport>()(['currentOrders', 'moreAvailable']),
  },
  {
    files: /list_current_orders/,
    path: 'result.currentOrders[]',
    keys: keys<CurrentOrderSummary>()([
      'betId',
      'marketId',
      'selectionId',
      'handicap',
      'priceSize',
      'bspLiability',
      'side',
      'status',
      'persistenceType',
      'orderType',
      'placedDate',
      'matchedDate',
      'averagePriceMatched',
      'sizeMatched',
      'sizeRemaining',
      'sizeLapsed',
      'sizeCancelled',
      'sizeVoided',
      'regulatorAuthCode',
      'regulatorCode',
      'customerOrderRef',
      'customerStrategyRef',
      'lapsedDate',
      'lapseStatusReasonCode',
      'cancelledDate',
      'currentItemDescription',
    ]),
  },
  { files: /list_current_orders/, path: 'result.currentOrders[].priceSize', keys: PRICE_SIZE },
  {
    files: /list_current_orders/,
    path: 'result.currentOrders[].currentItemDescription',
    keys: keys<CurrentItemDescription>()(['marketVersion']),
  },
  {
    files: /list_cleared_orders/,
    path: 'result',
    keys: keys<ClearedOrderSummaryReport>()(['clearedOrders', 'moreAvailable']),
  },
  {
    files: /list_cleared_orders/,
    path: 'result.clearedOrders[]',
    keys: keys<ClearedOrderSummary>()([
      'eventTypeId',
      'eventId',
      'marketId',
      'selectionId',
      'handicap',
      'betId',
      'placedDate',
      'persistenceType',
      'orderType',
      'side',
      'itemDescription',
      'betOutcome',
      'priceRequested',
      'settledDate',
      'lastMatchedDate',
      'betCount',
      'commission',
      'priceMatched',
      'priceReduced',
      'sizeSettled',
      'profit',
      'sizeCancelled',
      'customerOrderRef',
      'customerStrategyRef',
    ]),
  },
  { files: PLACE, path: 'result', keys: keys<PlaceExecutionReport>()(EXECUTION_REPORT) },
  { files: PLACE, path: 'result.instructionReports[]', keys: PLACE_REPORT },
  { files: PLACE, path: 'result.instructionReports[].instruction', keys: PLACE_INSTRUCTION },
  { files: PLACE, path: 'result.instructionReports[].instruction.limitOrder', keys: LIMIT_ORDER },
  { files: CANCEL, path: 'result', keys: keys<CancelExecutionReport>()(EXECUTION_REPORT) },
  { files: CANCEL, path: 'result.instructionReports[]', keys: CANCEL_REPORT },
  {
    files: CANCEL,
    path: 'result.instructionReports[].instruction',
    keys: keys<CancelInstruction>()(['betId', 'sizeReduction']),
  },
  { files: REPLACE, path: 'result', keys: keys<ReplaceExecutionReport>()(EXECUTION_REPORT) },
  {
    files: REPLACE,
    path: 'result.instructionReports[]',
    keys: keys<ReplaceInstructionReport>()([
      'status',
      'errorCode',
      'cancelInstructionReport',
      'placeInstructionReport',
    ]),
  },
  { files: REPLACE, path: 'result.instructionReports[].cancelInstructionReport', keys: CANCEL_REPORT },
  { files: REPLACE, path: 'result.instructionReports[].placeInstructionReport', keys: PLACE_REPORT },
  {
    files: REPLACE,
    path: 'result.instructionReports[].placeInstructionReport.instruction',
    keys: PLACE_INSTRUCTION,
  },
  { files: /update_orders/, path: 'result', keys: keys<UpdateExecutionReport>()(EXECUTION_REPORT) },
  {
    files: /update_orders/,
    path: 'result.instructionReports[]',
    keys: keys<UpdateInstructionReport>()(['status', 'errorCode', 'instruction']),
  },
  {
    files: /update_orders/,
    path: 'result.instructionReports[].instruction',
    keys: keys<UpdateInstruction>()(['betId', 'newPersistenceType']),
  },
];
