// Normalised order instructions as the engine takes them: the API layer has already turned
// numeric strings into numbers and explicit nulls into absent fields (betfair-protocol §1.7).
import type { OrderType, PersistenceType, Side } from './types.js';

export interface LimitOrderInput {
  readonly size: number;
  readonly price: number;
  readonly persistenceType?: PersistenceType | undefined;
  readonly timeInForce?: 'FILL_OR_KILL' | undefined;
  readonly minFillSize?: number | undefined;
  readonly betTargetType?: 'PAYOUT' | 'BACKERS_PROFIT' | undefined;
  readonly betTargetSize?: number | undefined;
}

export interface PlaceInstructionInput {
  readonly orderType: OrderType;
  readonly selectionId: number;
  readonly handicap?: number | undefined;
  readonly side: Side;
  readonly limitOrder?: LimitOrderInput | undefined;
  readonly limitOnCloseOrder?: { readonly liability: number; readonly price: number } | undefined;
  readonly marketOnCloseOrder?: { readonly liability: number } | undefined;
  readonly customerOrderRef?: string | undefined;
}

export interface PlaceOrdersInput {
  readonly marketId: string;
  readonly instructions: readonly PlaceInstructionInput[];
  readonly customerRef?: string | undefined;
  readonly marketVersion?: { readonly version: number } | undefined;
  readonly customerStrategyRef?: string | undefined;
  readonly async?: boolean | undefined;
}

export interface CancelOrdersInput {
  readonly marketId?: string | undefined;
  readonly instructions?:
    ReadonlyArray<{ readonly betId: string; readonly sizeReduction?: number | undefined }> | undefined;
  readonly customerRef?: string | undefined;
}

export interface ReplaceOrdersInput {
  readonly marketId: string;
  readonly instructions: ReadonlyArray<{ readonly betId: string; readonly newPrice: number }>;
  readonly customerRef?: string | undefined;
  readonly marketVersion?: { readonly version: number } | undefined;
  readonly async?: boolean | undefined;
}

export interface UpdateOrdersInput {
  readonly marketId: string;
  readonly instructions: ReadonlyArray<{
    readonly betId: string;
    readonly newPersistenceType: PersistenceType;
  }>;
  readonly customerRef?: string | undefined;
}

/** betfair-protocol §1.6 instruction caps per request. */
export const INSTRUCTION_LIMITS = { place: 200, cancel: 60, replace: 60, update: 60 } as const;
