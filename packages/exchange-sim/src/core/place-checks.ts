// The checks placeOrders runs on each instruction before anything is placed (betfair-protocol
// §2.7, §2.9 "triggers worth simulating", §8.11). Each returns an InstructionReportErrorCode, or
// undefined when the instruction may go ahead.
import { exactScaled, stakeRulesFor } from '@greenbook/trading';
import type { PlaceInstructionInput } from './instructions.js';
import type { SimMarket } from './market.js';

export interface StakeMinimums {
  readonly minStake: number;
  readonly minPayout: number;
}

export interface StakeRules {
  /** Per-currency minimum stake and minimum payout for sub-minimum LIMIT bets. */
  minimums(currency: string): StakeMinimums | undefined;
  /** Accepted range of (rounded profit − exact profit) / exact profit. */
  readonly profitRatio: readonly [low: number, high: number];
}

export const DEFAULT_STAKE_RULES: StakeRules = {
  minimums: (currency) => stakeRulesFor(currency),
  profitRatio: [-0.2, 0.25],
};

export type InstructionError =
  | 'INVALID_RUNNER'
  | 'RUNNER_REMOVED'
  | 'INVALID_ODDS'
  | 'INVALID_BET_SIZE'
  | 'INVALID_PERSISTENCE_TYPE'
  | 'MARKET_NOT_OPEN_FOR_BSP_BETTING'
  | 'INVALID_ORDER_TYPE'
  | 'UNEXPECTED_MIN_FILL_SIZE'
  | 'INVALID_MIN_FILL_SIZE'
  | 'INVALID_CUSTOMER_ORDER_REF'
  | 'INVALID_PROFIT_RATIO';

const isMoney = (value: number): boolean =>
  Number.isFinite(value) && value > 0 && exactScaled(value, 2) !== undefined;

/** True when rounding the profit to pennies moves it outside the exchange's accepted ratio. */
export function breaksProfitRatio(size: number, price: number, rules: StakeRules): boolean {
  const exact = size * (price - 1);
  if (exact <= 0) return false;
  const rounded = Math.round(exact * 100 + 1e-9) / 100;
  const ratio = (rounded - exact) / exact;
  return ratio < rules.profitRatio[0] || ratio > rules.profitRatio[1];
}

/** Checks common to every order type; `skipMinimum` is replaceOrders re-placing a remainder. */
export function checkInstruction(
  instruction: PlaceInstructionInput,
  market: SimMarket,
  limits: StakeMinimums | undefined,
  rules: StakeRules,
  skipMinimum = false,
): InstructionError | undefined {
  if ((instruction.customerOrderRef?.length ?? 0) > 32) return 'INVALID_CUSTOMER_ORDER_REF';
  const runner = market.runner(instruction.selectionId, instruction.handicap ?? 0);
  if (runner === undefined) return 'INVALID_RUNNER';
  if (runner.status === 'REMOVED' || runner.status === 'REMOVED_VACANT') return 'RUNNER_REMOVED';
  if (runner.status !== 'ACTIVE') return 'INVALID_RUNNER';
  switch (instruction.orderType) {
    case 'LIMIT':
      return checkLimit(instruction, market, limits, rules, skipMinimum);
    case 'LIMIT_ON_CLOSE':
    case 'MARKET_ON_CLOSE':
      return checkStartingPrice(instruction, market);
  }
}

function checkLimit(
  instruction: PlaceInstructionInput,
  market: SimMarket,
  limits: StakeMinimums | undefined,
  rules: StakeRules,
  skipMinimum: boolean,
): InstructionError | undefined {
  const order = instruction.limitOrder;
  if (order === undefined) return 'INVALID_ORDER_TYPE';
  if (order.betTargetType !== undefined && market.isLine) return 'INVALID_ORDER_TYPE';
  if (market.ladder.indexOf(order.price) === undefined) return 'INVALID_ODDS';
  if (!isMoney(order.size)) return 'INVALID_BET_SIZE';
  if (order.minFillSize !== undefined) {
    if (order.timeInForce !== 'FILL_OR_KILL') return 'UNEXPECTED_MIN_FILL_SIZE';
    if (!(order.minFillSize >= 0) || order.minFillSize > order.size) return 'INVALID_MIN_FILL_SIZE';
  }
  if (order.timeInForce === undefined) {
    const persistence = order.persistenceType ?? 'LAPSE';
    if (persistence === 'PERSIST' && !market.spec.persistenceEnabled) return 'INVALID_PERSISTENCE_TYPE';
    if (persistence === 'MARKET_ON_CLOSE' && !market.spec.bspMarket) return 'INVALID_PERSISTENCE_TYPE';
  }
  if (limits === undefined) return 'INVALID_BET_SIZE';
  // Line markets settle at odds 2.0 whatever the line value.
  const odds = market.isLine ? 2 : order.price;
  if (!skipMinimum && order.size < limits.minStake && order.size * odds < limits.minPayout)
    return 'INVALID_BET_SIZE';
  if (breaksProfitRatio(order.size, odds, rules)) return 'INVALID_PROFIT_RATIO';
  return undefined;
}

function checkStartingPrice(
  instruction: PlaceInstructionInput,
  market: SimMarket,
): InstructionError | undefined {
  if (!market.spec.bspMarket || market.inPlay || market.bspReconciled)
    return 'MARKET_NOT_OPEN_FOR_BSP_BETTING';
  if (instruction.orderType === 'LIMIT_ON_CLOSE') {
    const order = instruction.limitOnCloseOrder;
    if (order === undefined) return 'INVALID_ORDER_TYPE';
    if (market.ladder.indexOf(order.price) === undefined) return 'INVALID_ODDS';
    if (!isMoney(order.liability)) return 'INVALID_BET_SIZE';
    return undefined;
  }
  const order = instruction.marketOnCloseOrder;
  if (order === undefined) return 'INVALID_ORDER_TYPE';
  return isMoney(order.liability) ? undefined : 'INVALID_BET_SIZE';
}

/** INVALID_BACK_LAY_COMBINATION: a back and a lay in one request that would match each other. */
export function crossesWithinRequest(instructions: readonly PlaceInstructionInput[]): boolean {
  for (const back of instructions) {
    if (back.side !== 'BACK' || back.limitOrder === undefined) continue;
    for (const lay of instructions) {
      if (lay.side !== 'LAY' || lay.limitOrder === undefined) continue;
      const sameRunner = back.selectionId === lay.selectionId && (back.handicap ?? 0) === (lay.handicap ?? 0);
      if (sameRunner && back.limitOrder.price <= lay.limitOrder.price) return true;
    }
  }
  return false;
}
