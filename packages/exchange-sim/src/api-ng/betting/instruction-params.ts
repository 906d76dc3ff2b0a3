// Order instructions read from the wire into the engine's inputs (betfair-protocol §2.7, §2.8),
// numbers from strings and nulls dropped; the engine then applies the business rules.
import { BET_TARGET_TYPES, ORDER_TYPES, PERSISTENCE_TYPES, SIDES, TIME_IN_FORCES } from '@greenbook/betfair';
import { ApiError } from '../../core/api-error.js';
import type {
  CancelOrdersInput,
  LimitOrderInput,
  PlaceInstructionInput,
  PlaceOrdersInput,
  ReplaceOrdersInput,
  UpdateOrdersInput,
} from '../../core/instructions.js';
import {
  flag,
  idText,
  integer,
  listOf,
  numeric,
  oneOf,
  optional,
  record,
  required,
  text,
  type Params,
} from '../params.js';

const round2Down = (value: number): number => Math.floor(value * 100 + 1e-9) / 100;

/**
 * LimitOrder. With betTargetType the stake is derived from betTargetSize at the limit price
 * (PAYOUT: size × price, BACKERS_PROFIT: size × (price − 1)), rounded down to the penny; a size
 * given as well is illegal (§2.7).
 */
function limitOrder(value: unknown, path: string): LimitOrderInput {
  const order = record(value, path);
  const at = (key: string): string => `${path}.${key}`;
  const price = required(order, 'price', numeric, at('price'));
  const betTargetType = optional(order, 'betTargetType', oneOf(BET_TARGET_TYPES), at('betTargetType'));
  const betTargetSize = optional(order, 'betTargetSize', numeric, at('betTargetSize'));
  let size = optional(order, 'size', numeric, at('size'));
  if (betTargetType !== undefined) {
    if (size !== undefined)
      throw new ApiError('INVALID_INPUT_DATA', `${at('size')} is illegal with betTargetType`);
    if (betTargetSize === undefined)
      throw new ApiError('INVALID_INPUT_DATA', `${at('betTargetSize')} is required with betTargetType`);
    const perStake = betTargetType === 'PAYOUT' ? price : price - 1;
    size = perStake > 0 ? round2Down(betTargetSize / perStake) : 0;
  }
  if (size === undefined) throw new ApiError('INVALID_INPUT_DATA', `${at('size')} is required`);
  const persistenceType = optional(order, 'persistenceType', oneOf(PERSISTENCE_TYPES), at('persistenceType'));
  const timeInForce = optional(order, 'timeInForce', oneOf(TIME_IN_FORCES), at('timeInForce'));
  const minFillSize = optional(order, 'minFillSize', numeric, at('minFillSize'));
  return {
    size,
    price,
    ...(persistenceType === undefined ? {} : { persistenceType }),
    ...(timeInForce === undefined ? {} : { timeInForce }),
    ...(minFillSize === undefined ? {} : { minFillSize }),
    ...(betTargetType === undefined ? {} : { betTargetType }),
    ...(betTargetSize === undefined ? {} : { betTargetSize }),
  };
}

function placeInstruction(value: unknown, path: string): PlaceInstructionInput {
  const instruction = record(value, path);
  const at = (key: string): string => `${path}.${key}`;
  const handicap = optional(instruction, 'handicap', numeric, at('handicap'));
  const limit = optional(instruction, 'limitOrder', limitOrder, at('limitOrder'));
  const onClose = optional(instruction, 'limitOnCloseOrder', record, at('limitOnCloseOrder'));
  const marketOnClose = optional(instruction, 'marketOnCloseOrder', record, at('marketOnCloseOrder'));
  const customerOrderRef = optional(instruction, 'customerOrderRef', text, at('customerOrderRef'));
  return {
    orderType: required(instruction, 'orderType', oneOf(ORDER_TYPES), at('orderType')),
    selectionId: required(instruction, 'selectionId', integer, at('selectionId')),
    ...(handicap === undefined ? {} : { handicap }),
    side: required(instruction, 'side', oneOf(SIDES), at('side')),
    ...(limit === undefined ? {} : { limitOrder: limit }),
    ...(onClose === undefined
      ? {}
      : {
          limitOnCloseOrder: {
            liability: required(onClose, 'liability', numeric, `${at('limitOnCloseOrder')}.liability`),
            price: required(onClose, 'price', numeric, `${at('limitOnCloseOrder')}.price`),
          },
        }),
    ...(marketOnClose === undefined
      ? {}
      : {
          marketOnCloseOrder: {
            liability: required(marketOnClose, 'liability', numeric, `${at('marketOnCloseOrder')}.liability`),
          },
        }),
    ...(customerOrderRef === undefined ? {} : { customerOrderRef }),
  };
}

function marketVersion(value: unknown, path: string): { version: number } {
  return { version: required(record(value, path), 'version', integer, `${path}.version`) };
}

function common(params: Params) {
  const customerRef = optional(params, 'customerRef', text);
  return customerRef === undefined ? {} : { customerRef };
}

export function readPlaceOrders(params: Params): PlaceOrdersInput {
  const version = optional(params, 'marketVersion', marketVersion);
  const strategyRef = optional(params, 'customerStrategyRef', text);
  const async = optional(params, 'async', flag);
  return {
    marketId: required(params, 'marketId', idText),
    instructions: required(params, 'instructions', listOf(placeInstruction)),
    ...common(params),
    ...(version === undefined ? {} : { marketVersion: version }),
    ...(strategyRef === undefined ? {} : { customerStrategyRef: strategyRef }),
    ...(async === undefined ? {} : { async }),
  };
}

function cancelInstruction(value: unknown, path: string): { betId: string; sizeReduction?: number } {
  const instruction = record(value, path);
  const sizeReduction = optional(instruction, 'sizeReduction', numeric, `${path}.sizeReduction`);
  return {
    betId: required(instruction, 'betId', idText, `${path}.betId`),
    ...(sizeReduction === undefined ? {} : { sizeReduction }),
  };
}

/** No marketId and no instructions cancels everything; instructions need their marketId (§2.8). */
export function readCancelOrders(params: Params): CancelOrdersInput {
  const marketId = optional(params, 'marketId', idText);
  const instructions = optional(params, 'instructions', listOf(cancelInstruction));
  if (marketId === undefined && instructions !== undefined && instructions.length > 0) {
    throw new ApiError('INVALID_INPUT_DATA', 'marketId is required with instructions');
  }
  return {
    ...(marketId === undefined ? {} : { marketId }),
    ...(instructions === undefined ? {} : { instructions }),
    ...common(params),
  };
}

export function readReplaceOrders(params: Params): ReplaceOrdersInput {
  const version = optional(params, 'marketVersion', marketVersion);
  const async = optional(params, 'async', flag);
  const instruction = (value: unknown, path: string) => {
    const fields = record(value, path);
    return {
      betId: required(fields, 'betId', idText, `${path}.betId`),
      newPrice: required(fields, 'newPrice', numeric, `${path}.newPrice`),
    };
  };
  return {
    marketId: required(params, 'marketId', idText),
    instructions: required(params, 'instructions', listOf(instruction)),
    ...common(params),
    ...(version === undefined ? {} : { marketVersion: version }),
    ...(async === undefined ? {} : { async }),
  };
}

export function readUpdateOrders(params: Params): UpdateOrdersInput {
  const instruction = (value: unknown, path: string) => {
    const fields = record(value, path);
    return {
      betId: required(fields, 'betId', idText, `${path}.betId`),
      newPersistenceType: required(
        fields,
        'newPersistenceType',
        oneOf(PERSISTENCE_TYPES),
        `${path}.newPersistenceType`,
      ),
    };
  };
  return {
    marketId: required(params, 'marketId', idText),
    instructions: required(params, 'instructions', listOf(instruction)),
    ...common(params),
  };
}
