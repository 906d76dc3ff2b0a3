// trading-core §8 "Warnings at placement" and §4 "Auto bet lifecycle": texts shown to the user.

/** trading-core §8: the tick-offset odd falls off the ladder; the auto bet is not scheduled. */
export const TICK_OFFSET_OUT_OF_RANGE_MESSAGE =
  'Tick offset odd is out of range. Auto-bet will NOT be scheduled.';

/** trading-core §8: the stop-loss odd falls off the ladder; the auto bet is not scheduled. */
export const STOP_LOSS_OUT_OF_RANGE_MESSAGE =
  'Stop loss odd is out of range. Auto-bet will NOT be scheduled.';

/** trading-core §5/§8: auto bets are refused for closing bets. */
export const AUTO_BET_CLOSING_BETS_MESSAGE =
  'Tick offset and Stop loss does not work for closing bets (cash out, hedge, unlevel)';

/** trading-core §4: info toast after a scheduled auto bet is sent. */
export const AUTO_BET_SENT_MESSAGE = 'An auto-bet was sent to the exchange.';
