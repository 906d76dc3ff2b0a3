// trading-core §3 "Auto bet": the record of a tick-offset or stop-loss bet waiting on its trigger bet.
import { toHundredths } from '../money/decimal.js';
import type { Side } from '../money/side.js';

/** trading-core §3: the two kinds of auto bet. */
export type AutoBetType = 'TICK_OFFSET' | 'STOP_LOSS';

/** trading-core §3: the auto bet record. Money fields are amounts with 2 decimals. */
export interface AutoBet {
  readonly autoBetType: AutoBetType;
  /** triggerBetId + '_TICK_OFFSET' or '_STOP_LOSS'. */
  readonly betId: string;
  readonly triggerBetId: string;
  /** 0 marks a record to ignore (trading-core §3). */
  readonly eventId: number | string;
  readonly marketId: string;
  /** selectionId, or selectionId_handicap on handicap markets. */
  readonly runnerId: number | string;
  /** Always the opposite side of the trigger bet. */
  readonly side: Side;
  /** Exact ladder price, a number of ticks from the trigger bet's odd. */
  readonly odd: number;
  /** The trigger bet's size when it was placed. */
  readonly stakeOriginal: number;
  /**
   * Trigger stake still to be covered by auto bets: the matched part not yet sent (newStake) plus
   * the trigger's live unmatched size. At 0 the record leaves the schedule (trading-core §4).
   */
  readonly stakeRemaining: number;
  /** Matched trigger stake not yet covered: the stake of the next placement (trading-core §4). */
  readonly newStake: number;
  /** Our addition: stake already sent to the exchange for this record, so no size is covered twice. */
  readonly stakeSent: number;
  readonly userCurrency: string;
}

/** trading-core §3: the id suffix of each auto-bet type. */
export const AUTO_BET_ID_SUFFIX: Readonly<Record<AutoBetType, string>> = {
  TICK_OFFSET: '_TICK_OFFSET',
  STOP_LOSS: '_STOP_LOSS',
};

/** trading-core §3: betId of the auto bet of a trigger bet. */
export function autoBetId(triggerBetId: string, type: AutoBetType): string {
  return `${triggerBetId}${AUTO_BET_ID_SUFFIX[type]}`;
}

/** trading-core §3: auto bets with eventId 0 are ignored. */
export function isIgnoredAutoBet(autoBet: Pick<AutoBet, 'eventId'>): boolean {
  return Number(autoBet.eventId) === 0;
}

/** Short type codes keep the reference within the exchange's 32 characters. */
const ORDER_REF_CODE: Readonly<Record<AutoBetType, string>> = { TICK_OFFSET: 'TO', STOP_LOSS: 'SL' };

/**
 * The customerOrderRef of one placement of an auto bet: the trigger bet id, the type, and the
 * stake already sent before it (in hundredths). The same placement always gets the same reference
 * — after a reload, or in another tab — so the exchange's current orders tell whether it was
 * already sent; a later placement of the same record (the trigger matched more) gets a new one.
 */
export function autoBetOrderRef(
  placement: Pick<AutoBet, 'triggerBetId' | 'autoBetType' | 'stakeSent'>,
): string {
  return `${placement.triggerBetId}-${ORDER_REF_CODE[placement.autoBetType]}-${toHundredths(placement.stakeSent)}`;
}
