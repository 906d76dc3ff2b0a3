// replaceOrders (betfair-protocol §2.8): for each bet, cancel the unmatched remainder, then place
// it again at the new price as a new bet. The cancel is not rolled back if the placement fails.
import { cancelSize, findLiveOrder, overallStatus, replacementInstruction } from './amend-orders.js';
import { ApiError } from './api-error.js';
import type { Exchange } from './exchange.js';
import { INSTRUCTION_LIMITS, type ReplaceOrdersInput } from './instructions.js';
import { placeOrders, type PlaceContext } from './place-orders.js';
import { isoSecond, orderSizes, type ExecutionReport, type ReplaceInstructionReport } from './reports.js';

export async function replaceOrders(
  exchange: Exchange,
  context: PlaceContext,
  input: ReplaceOrdersInput,
): Promise<ExecutionReport<ReplaceInstructionReport>> {
  if (input.instructions.length === 0 || input.instructions.length > INSTRUCTION_LIMITS.replace) {
    throw new ApiError(
      'INVALID_INPUT_DATA',
      `replaceOrders takes 1 to ${INSTRUCTION_LIMITS.replace} instructions`,
    );
  }
  const market = exchange.markets.get(input.marketId);
  const header = {
    ...(input.customerRef === undefined ? {} : { customerRef: input.customerRef }),
    marketId: input.marketId,
  };
  const marketError =
    market === undefined
      ? 'INVALID_MARKET_ID'
      : market.status === 'SUSPENDED'
        ? 'MARKET_SUSPENDED'
        : market.status !== 'OPEN'
          ? 'MARKET_NOT_OPEN_FOR_BETTING'
          : undefined;
  if (marketError !== undefined || market === undefined) {
    return {
      ...header,
      status: 'FAILURE',
      errorCode: marketError ?? 'INVALID_MARKET_ID',
      instructionReports: input.instructions.map(() => ({ status: 'FAILURE', errorCode: 'ERROR_IN_ORDER' })),
    };
  }
  const reports: ReplaceInstructionReport[] = [];
  for (const instruction of input.instructions) {
    const found = findLiveOrder(exchange, context.accountId, input.marketId, instruction.betId);
    if (typeof found === 'string') {
      reports.push({ status: 'FAILURE', errorCode: found });
      continue;
    }
    if (market.ladder.indexOf(instruction.newPrice) === undefined) {
      reports.push({ status: 'FAILURE', errorCode: 'INVALID_ODDS' });
      continue;
    }
    if (instruction.newPrice === found.price) {
      reports.push({ status: 'FAILURE', errorCode: 'INVALID_PRICE_EDIT' });
      continue;
    }
    const remainingSize = orderSizes(found).remaining;
    const sizeCancelled = cancelSize(exchange, found, found.remaining);
    const cancelInstructionReport = {
      status: 'SUCCESS' as const,
      instruction: { betId: found.betId },
      sizeCancelled,
      cancelledDate: isoSecond(exchange.clock.now()),
    };
    const placed = await placeOrders(
      exchange,
      { ...context, skipMinimumStake: true },
      {
        marketId: input.marketId,
        instructions: [replacementInstruction(found, remainingSize, instruction.newPrice)],
        ...(found.customerStrategyRef === undefined
          ? {}
          : { customerStrategyRef: found.customerStrategyRef }),
      },
    );
    const placeInstructionReport = placed.instructionReports[0]!;
    reports.push(
      placed.status === 'FAILURE'
        ? {
            status: 'FAILURE',
            errorCode: 'CANCELLED_NOT_PLACED',
            cancelInstructionReport,
            placeInstructionReport,
          }
        : { status: 'SUCCESS', cancelInstructionReport, placeInstructionReport },
    );
  }
  return {
    ...header,
    ...overallStatus(reports.map((r) => ({ status: r.status === 'SUCCESS' ? 'SUCCESS' : 'FAILURE' }))),
    instructionReports: reports,
  };
}
