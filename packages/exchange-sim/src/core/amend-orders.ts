// cancelOrders, replaceOrders and updateOrders (betfair-protocol §2.8). Cancels are immediate and
// not delayed; a replace is a cancel of the remainder followed by a placement at the new price
// (not rolled back when the placement fails: CANCELLED_NOT_PLACED).
import { ApiError } from './api-error.js';
import type { Exchange } from './exchange.js';
import {
  INSTRUCTION_LIMITS,
  type CancelOrdersInput,
  type PlaceInstructionInput,
  type ReplaceOrdersInput,
  type UpdateOrdersInput,
} from './instructions.js';
import type { SimOrder } from './order.js';
import { centsOf } from './currency.js';
import { isoSecond, type CancelInstructionReport, type ExecutionReport } from './reports.js';

type Outcome = { status: 'SUCCESS' | 'FAILURE' | 'TIMEOUT' };

/** SUCCESS, FAILURE or PROCESSED_WITH_ERRORS from the instruction outcomes. */
export function overallStatus(
  reports: readonly Outcome[],
): Pick<ExecutionReport<Outcome>, 'status' | 'errorCode'> {
  const failed = reports.filter((report) => report.status === 'FAILURE').length;
  if (failed === 0) return { status: 'SUCCESS' };
  if (failed === reports.length) return { status: 'FAILURE', errorCode: 'BET_ACTION_ERROR' };
  return { status: 'PROCESSED_WITH_ERRORS', errorCode: 'PROCESSED_WITH_ERRORS' };
}

/** The account's live order with this betId on this market, or the error code to report. */
export function findLiveOrder(
  exchange: Exchange,
  accountId: string,
  marketId: string | undefined,
  betId: string,
): SimOrder | 'INVALID_BET_ID' | 'BET_TAKEN_OR_LAPSED' {
  const order = exchange.orders.get(betId);
  if (order === undefined || order.accountId !== accountId) return 'INVALID_BET_ID';
  if (marketId !== undefined && order.marketId !== marketId) return 'INVALID_BET_ID';
  if (order.orderType !== 'LIMIT' || order.remaining === 0) return 'BET_TAKEN_OR_LAPSED';
  return order;
}

/** Takes `cents` (at most the remainder) out of a live order. Returns the size cancelled. */
export function cancelSize(exchange: Exchange, order: SimOrder, cents: number): number {
  const size = Math.min(cents, order.remaining);
  exchange.markets.get(order.marketId)!.runner(order.selectionId, order.handicap)!.book.unrest(order, size);
  order.cancel(size, exchange.clock.now());
  exchange.releaseUnmatched(order, size);
  exchange.changes.market(exchange.markets.get(order.marketId)!);
  return size / 100;
}

function cancelOne(
  exchange: Exchange,
  accountId: string,
  marketId: string | undefined,
  instruction: { betId: string; sizeReduction?: number | undefined },
): CancelInstructionReport {
  const echo =
    instruction.sizeReduction === undefined
      ? { betId: instruction.betId }
      : { betId: instruction.betId, sizeReduction: instruction.sizeReduction };
  const found = findLiveOrder(exchange, accountId, marketId, instruction.betId);
  if (typeof found === 'string')
    return { status: 'FAILURE', errorCode: found, instruction: echo, sizeCancelled: 0 };
  let cents = found.remaining;
  if (instruction.sizeReduction !== undefined) {
    if (!(instruction.sizeReduction > 0))
      return { status: 'FAILURE', errorCode: 'INVALID_BET_SIZE', instruction: echo, sizeCancelled: 0 };
    cents = centsOf(instruction.sizeReduction);
  }
  const sizeCancelled = cancelSize(exchange, found, cents);
  return {
    status: 'SUCCESS',
    instruction: echo,
    sizeCancelled,
    cancelledDate: isoSecond(exchange.clock.now()),
  };
}

export function cancelOrders(
  exchange: Exchange,
  accountId: string,
  input: CancelOrdersInput,
): ExecutionReport<CancelInstructionReport> {
  const explicit = input.instructions ?? [];
  if (explicit.length > INSTRUCTION_LIMITS.cancel) {
    throw new ApiError(
      'INVALID_INPUT_DATA',
      `cancelOrders takes at most ${INSTRUCTION_LIMITS.cancel} instructions`,
    );
  }
  // No instructions: every unmatched bet of the account, on the market when one is named.
  const instructions =
    explicit.length > 0
      ? explicit
      : [...exchange.accountOrders(accountId)]
          .filter((o) => o.remaining > 0 && o.orderType === 'LIMIT')
          .filter((o) => input.marketId === undefined || o.marketId === input.marketId)
          .map((o) => ({ betId: o.betId }));
  const instructionReports = instructions.map((instruction) =>
    cancelOne(exchange, accountId, input.marketId, instruction),
  );
  return {
    ...(input.customerRef === undefined ? {} : { customerRef: input.customerRef }),
    ...overallStatus(instructionReports),
    ...(input.marketId === undefined ? {} : { marketId: input.marketId }),
    instructionReports: instructionReports.map((report) =>
      report.status === 'FAILURE'
        ? {
            status: report.status,
            errorCode: report.errorCode!,
            instruction: report.instruction!,
            sizeCancelled: 0,
          }
        : report,
    ),
  };
}

export function updateOrders(
  exchange: Exchange,
  accountId: string,
  input: UpdateOrdersInput,
): ExecutionReport<{
  status: 'SUCCESS' | 'FAILURE';
  errorCode?: string;
  instruction: UpdateOrdersInput['instructions'][number];
}> {
  if (input.instructions.length === 0 || input.instructions.length > INSTRUCTION_LIMITS.update) {
    throw new ApiError(
      'INVALID_INPUT_DATA',
      `updateOrders takes 1 to ${INSTRUCTION_LIMITS.update} instructions`,
    );
  }
  const market = exchange.markets.get(input.marketId);
  const instructionReports = input.instructions.map((instruction) => {
    const found = findLiveOrder(exchange, accountId, input.marketId, instruction.betId);
    if (typeof found === 'string' || market === undefined)
      return {
        status: 'FAILURE' as const,
        errorCode: typeof found === 'string' ? found : 'INVALID_BET_ID',
        instruction,
      };
    const wanted = instruction.newPersistenceType;
    if (found.persistence === wanted)
      return { status: 'FAILURE' as const, errorCode: 'NO_ACTION_REQUIRED', instruction };
    if (
      (wanted === 'PERSIST' && !market.spec.persistenceEnabled) ||
      (wanted === 'MARKET_ON_CLOSE' && (!market.spec.bspMarket || market.inPlay))
    ) {
      return { status: 'FAILURE' as const, errorCode: 'INVALID_PERSISTENCE_TYPE', instruction };
    }
    found.persistence = wanted;
    exchange.changes.order(found);
    return { status: 'SUCCESS' as const, instruction };
  });
  return {
    ...(input.customerRef === undefined ? {} : { customerRef: input.customerRef }),
    ...overallStatus(instructionReports),
    marketId: input.marketId,
    instructionReports,
  };
}

/** The instruction that re-places an order's remainder at a new price. */
export function replacementInstruction(
  order: SimOrder,
  remainingSize: number,
  newPrice: number,
): PlaceInstructionInput {
  return {
    orderType: 'LIMIT',
    selectionId: order.selectionId,
    handicap: order.handicap,
    side: order.side,
    limitOrder: { size: remainingSize, price: newPrice, persistenceType: order.persistence },
    ...(order.customerOrderRef === undefined ? {} : { customerOrderRef: order.customerOrderRef }),
  };
}

export type { ReplaceOrdersInput };
