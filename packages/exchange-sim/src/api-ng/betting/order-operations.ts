// placeOrders, cancelOrders, replaceOrders and updateOrders (betfair-protocol §2.7, §2.8): the
// wire params read into engine inputs, then the engine's own reports, which are Betfair's shapes.
// A delayed application key may not bet (PERMISSION_DENIED, §2.7).
import { ApiError } from '../../core/api-error.js';
import { cancelOrders, updateOrders } from '../../core/amend-orders.js';
import { INSTRUCTION_LIMITS } from '../../core/instructions.js';
import { placeOrders, type PlaceContext } from '../../core/place-orders.js';
import { replaceOrders } from '../../core/replace-orders.js';
import type { ExecutionReport, PlaceInstructionReport } from '../../core/reports.js';
import { sessionOperation, type Caller } from '../caller.js';
import type { OperationTable } from '../operation-handler.js';
import {
  readCancelOrders,
  readPlaceOrders,
  readReplaceOrders,
  readUpdateOrders,
} from './instruction-params.js';

const placeContext = (caller: Caller): PlaceContext => ({
  accountId: caller.account.accountId,
  canBet: !caller.appKey.delayed,
});

export const ORDER_OPERATIONS: OperationTable = {
  placeOrders: sessionOperation('betting', async (params, caller) => {
    const input = readPlaceOrders(params);
    if (input.async !== true) return placeOrders(caller.exchange, placeContext(caller), input);
    if (input.instructions.length === 0 || input.instructions.length > INSTRUCTION_LIMITS.place) {
      throw new ApiError(
        'INVALID_INPUT_DATA',
        `placeOrders takes 1 to ${INSTRUCTION_LIMITS.place} instructions`,
      );
    }
    // async (§2.7): accepted as PENDING at once, without betIds; the outcome reaches the order
    // stream and listCurrentOrders when the engine has placed the bets.
    placeOrders(caller.exchange, placeContext(caller), input).catch((error: unknown) => {
      console.error('async placeOrders failed', error);
    });
    const report: ExecutionReport<PlaceInstructionReport> = {
      ...(input.customerRef === undefined ? {} : { customerRef: input.customerRef }),
      status: 'SUCCESS',
      marketId: input.marketId,
      instructionReports: input.instructions.map((instruction) => ({
        status: 'SUCCESS',
        orderStatus: 'PENDING',
        instruction,
      })),
    };
    return report;
  }),
  cancelOrders: sessionOperation('betting', (params, caller) =>
    cancelOrders(caller.exchange, caller.account.accountId, readCancelOrders(params)),
  ),
  // async replaces run synchronously: the report then already carries the new bets.
  replaceOrders: sessionOperation('betting', (params, caller) =>
    replaceOrders(caller.exchange, placeContext(caller), readReplaceOrders(params)),
  ),
  updateOrders: sessionOperation('betting', (params, caller) =>
    updateOrders(caller.exchange, caller.account.accountId, readUpdateOrders(params)),
  ),
};
