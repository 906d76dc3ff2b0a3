// trading-core §5 "Auto bets": the auto-bet odd is a number of ticks from the bet odd, on the
// market's own ladder (CLASSIC, FINEST or LINE_RANGE), counted in tick indices, never in floats.
import { ticksAway } from '../ladder/ticks.js';
import type { PriceLadder } from '../ladder/price-ladder.js';
import type { Side } from '../money/side.js';
import type { AutoBetType } from './auto-bet.js';
import { STOP_LOSS_OUT_OF_RANGE_MESSAGE, TICK_OFFSET_OUT_OF_RANGE_MESSAGE } from './auto-bet-messages.js';

/** trading-core §5: the out-of-range warning of each auto-bet type. */
export const AUTO_BET_OUT_OF_RANGE_MESSAGE: Readonly<Record<AutoBetType, string>> = {
  TICK_OFFSET: TICK_OFFSET_OUT_OF_RANGE_MESSAGE,
  STOP_LOSS: STOP_LOSS_OUT_OF_RANGE_MESSAGE,
};

/**
 * trading-core §5: +1 (up the ladder) or -1 (down). A tick offset takes profit: after a BACK the
 * price must shorten, so it goes down; after a LAY up. A stop loss is the reverse.
 */
export function autoBetTickDirection(type: AutoBetType, triggerSide: Side): 1 | -1 {
  const down = (type === 'TICK_OFFSET') === (triggerSide === 'BACK');
  return down ? -1 : 1;
}

/** trading-core §5/§8: the auto-bet odd, or why the auto bet will not be scheduled. */
export type AutoBetOddResult =
  | { readonly ok: true; readonly odd: number }
  | {
      readonly ok: false;
      /**
       * INVALID_TICKS: not a whole number of at least 1 (refused, never clamped here: the settings
       * already clamp to 1, so anything else reaching this point is a bug to surface).
       * TRIGGER_ODD_OFF_LADDER: the bet's own odd is not a ladder price.
       * OUT_OF_RANGE: the auto-bet odd falls off the ladder (below its min or above its max).
       */
      readonly reason: 'INVALID_TICKS' | 'TRIGGER_ODD_OFF_LADDER' | 'OUT_OF_RANGE';
      /** The §8 warning for the user (the type's out-of-range text in every case). */
      readonly warning: string;
    };

/** trading-core §5: the auto-bet odd `ticks` ticks from the trigger odd, or why there is none. */
export function autoBetOdd(
  ladder: PriceLadder,
  request: {
    readonly type: AutoBetType;
    readonly triggerSide: Side;
    readonly triggerOdd: number;
    readonly ticks: number;
  },
): AutoBetOddResult {
  const warning = AUTO_BET_OUT_OF_RANGE_MESSAGE[request.type];
  if (!Number.isInteger(request.ticks) || request.ticks < 1)
    return { ok: false, reason: 'INVALID_TICKS', warning };
  if (ladder.indexOf(request.triggerOdd) === undefined) {
    return { ok: false, reason: 'TRIGGER_ODD_OFF_LADDER', warning };
  }
  const direction = autoBetTickDirection(request.type, request.triggerSide);
  const odd = ticksAway(ladder, request.triggerOdd, direction * request.ticks);
  return odd === undefined ? { ok: false, reason: 'OUT_OF_RANGE', warning } : { ok: true, odd };
}
