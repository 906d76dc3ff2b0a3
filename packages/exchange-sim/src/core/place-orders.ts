// placeOrders (betfair-protocol §2.7, §8.4–§8.7, §8.11): checks the whole request first (Best
// Execution on: one bad instruction fails them all), then waits the in-play bet delay, then
// matches each order and rests what is left.
import { ApiError } from './api-error.js';
import type { Exchange } from './exchange.js';
import { INSTRUCTION_LIMITS, type PlaceInstructionInput, type PlaceOrdersInput } from './instructions.js';
import type { SimMarket } from './market.js';
import type { SimOrder } from './order.js';
import { checkInstruction, crossesWithinRequest, type InstructionError } from './place-checks.js';
import {
  isoSecond,
  orderSizes,
  orderStatusOf,
  type ExecutionReport,
  type PlaceInstructionReport,
} from './reports.js';
import { checkFunds } from './funds.js';
import { executeOrder, newOrder } from './execute-order.js';

export interface PlaceContext {
  readonly accountId: string;
  /** False for delayed application keys, which may read but not bet (PERMISSION_DENIED). */
  readonly canBet: boolean;
  /**
   * replaceOrders re-places a remainder that may be below the minimum stake: Betfair does not
   * apply the minimum there, which is what makes the small-stake plan of trading-core §5 work.
   */
  readonly skipMinimumStake?: boolean;
}

type PlaceReport = ExecutionReport<PlaceInstructionReport>;

function failure(
  input: PlaceOrdersInput,
  errorCode: string,
  codes: ReadonlyArray<string | undefined> = [],
): PlaceReport {
  return {
    ...(input.customerRef === undefined ? {} : { customerRef: input.customerRef }),
    status: 'FAILURE',
    errorCode,
    marketId: input.marketId,
    instructionReports: input.instructions.map((instruction, index) => ({
      status: 'FAILURE',
      errorCode: codes[index] ?? 'ERROR_IN_ORDER',
      instruction,
    })),
  };
}

/** Whole-request checks; a report when the request fails, else undefined. */
function checkRequest(
  exchange: Exchange,
  context: PlaceContext,
  input: PlaceOrdersInput,
): PlaceReport | undefined {
  if (!context.canBet) return failure(input, 'PERMISSION_DENIED');
  const market = exchange.markets.get(input.marketId);
  if (market === undefined) return failure(input, 'INVALID_MARKET_ID');
  if (market.status === 'SUSPENDED') return failure(input, 'MARKET_SUSPENDED');
  if (market.status !== 'OPEN') {
    return failure(
      input,
      'MARKET_NOT_OPEN_FOR_BETTING',
      input.instructions.map(() => 'MARKET_NOT_OPEN_FOR_BETTING'),
    );
  }
  if (input.marketVersion !== undefined && input.marketVersion.version < market.version) {
    return failure(
      input,
      'BET_ACTION_ERROR',
      input.instructions.map(() => 'BET_TAKEN_OR_LAPSED'),
    );
  }
  if ((input.customerStrategyRef?.length ?? 0) > 15) {
    return failure(
      input,
      'BET_ACTION_ERROR',
      input.instructions.map(() => 'INVALID_CUSTOMER_STRATEGY_REF'),
    );
  }
  const account = exchange.accounts.get(context.accountId)!;
  const limits = exchange.stakeRules.minimums(account.spec.currencyCode);
  const codes: Array<InstructionError | 'INVALID_BACK_LAY_COMBINATION' | undefined> = input.instructions.map(
    (instruction) =>
      checkInstruction(instruction, market, limits, exchange.stakeRules, context.skipMinimumStake === true),
  );
  if (codes.every((code) => code === undefined) && crossesWithinRequest(input.instructions)) {
    return failure(
      input,
      'BET_ACTION_ERROR',
      input.instructions.map((i) => (i.side === 'LAY' ? 'INVALID_BACK_LAY_COMBINATION' : undefined)),
    );
  }
  if (codes.includes('INVALID_PROFIT_RATIO')) {
    return failure(
      input,
      'INVALID_PROFIT_RATIO',
      codes.map((code) => (code === 'INVALID_PROFIT_RATIO' ? 'INVALID_BET_SIZE' : code)),
    );
  }
  if (codes.some((code) => code !== undefined)) return failure(input, 'BET_ACTION_ERROR', codes);
  const funds = checkFunds(exchange, account, market, input.instructions);
  if (funds !== undefined)
    return failure(
      input,
      funds,
      input.instructions.map(() => funds),
    );
  return undefined;
}

/** PASSIVE bet-delay model: plain LIMIT + LAPSE orders that cannot match now skip the delay. */
function skipsDelay(market: SimMarket, instructions: readonly PlaceInstructionInput[]): boolean {
  return instructions.every((instruction) => {
    const order = instruction.limitOrder;
    if (instruction.orderType !== 'LIMIT' || order === undefined) return false;
    if (order.timeInForce !== undefined || order.betTargetType !== undefined) return false;
    if ((order.persistenceType ?? 'LAPSE') !== 'LAPSE') return false;
    const book = market.runner(instruction.selectionId, instruction.handicap ?? 0)?.book;
    const tick = market.ladder.indexOf(order.price)!;
    const best = (instruction.side === 'BACK' ? book?.restingLays : book?.restingBacks)?.best();
    return best === undefined || (instruction.side === 'BACK' ? best.tick < tick : best.tick > tick);
  });
}

function sleep(exchange: Exchange, ms: number): Promise<void> {
  return new Promise((resolve) => exchange.clock.schedule(ms, resolve));
}

export async function placeOrders(
  exchange: Exchange,
  context: PlaceContext,
  input: PlaceOrdersInput,
): Promise<PlaceReport> {
  if (input.instructions.length === 0 || input.instructions.length > INSTRUCTION_LIMITS.place) {
    throw new ApiError(
      'INVALID_INPUT_DATA',
      `placeOrders takes 1 to ${INSTRUCTION_LIMITS.place} instructions`,
    );
  }
  const refKey =
    input.customerRef === undefined || input.customerRef === ''
      ? undefined
      : `${context.accountId}\u0000${input.customerRef}`;
  const realNow = exchange.realNow();
  if (
    refKey !== undefined &&
    realNow - (exchange.customerRefs.get(refKey) ?? -Infinity) < exchange.customerRefWindowMs
  ) {
    return failure(input, 'DUPLICATE_TRANSACTION');
  }
  const fault = exchange.takeFault(context.accountId);
  if (fault === 'SERVICE_UNAVAILABLE') return failure(input, 'SERVICE_UNAVAILABLE');
  const refused = checkRequest(exchange, context, input);
  if (refused !== undefined) return refused;
  if (refKey !== undefined) exchange.customerRefs.set(refKey, realNow);

  const market = exchange.markets.get(input.marketId)!;
  const account = exchange.accounts.get(context.accountId)!;
  const delayMs = market.inPlay && !skipsDelay(market, input.instructions) ? market.betDelay * 1000 : 0;
  const versionAtAccept = market.version;
  if (delayMs > 0) await sleep(exchange, delayMs);

  const orders = input.instructions.map((instruction) =>
    newOrder(exchange, account, market, instruction, input.customerStrategyRef),
  );
  // A suspension (a material change) during the delay lapses the bet (betfair-protocol §8.7).
  const lapsedInDelay = delayMs > 0 && (market.status !== 'OPEN' || market.version !== versionAtAccept);
  for (const order of orders) {
    exchange.registerOrder(order);
    if (lapsedInDelay) {
      const size = order.remaining;
      order.lapse('MKT_SUSPENDED', exchange.clock.now());
      exchange.releaseUnmatched(order, size);
    } else {
      executeOrder(exchange, market, order, input.instructions[orders.indexOf(order)]!);
    }
  }
  const timedOut = fault === 'TIMEOUT';
  return {
    ...(input.customerRef === undefined ? {} : { customerRef: input.customerRef }),
    status: timedOut ? 'TIMEOUT' : 'SUCCESS',
    marketId: input.marketId,
    instructionReports: orders.map((order, index) =>
      instructionReport(order, input.instructions[index]!, timedOut),
    ),
  };
}

function instructionReport(
  order: SimOrder,
  instruction: PlaceInstructionInput,
  timedOut: boolean,
): PlaceInstructionReport {
  if (timedOut) return { status: 'TIMEOUT', instruction };
  const sizes = orderSizes(order);
  return {
    status: 'SUCCESS',
    orderStatus: orderStatusOf(order, order.expired),
    instruction,
    betId: order.betId,
    placedDate: isoSecond(order.placedAt),
    averagePriceMatched: order.averagePriceMatched ?? 0,
    sizeMatched: sizes.matched,
  };
}
