// trading-core §4 (cash out button, special confirmation), §8 (messages) and §9 (cash-out constants).

/** trading-core §4/§9: a cash out (or hedge) is offered only when its delta exceeds 0.03. */
export const CASHOUT_DELTA_THRESHOLD = 0.03;

/** trading-core §4/§9: the cash out is disabled when its largest stake is under 1% of the currency minimum. */
export const CASHOUT_MIN_STAKE_FRACTION = 0.01;

/** trading-core §4 special confirmation: the cash-out animation's bet-delay part is capped at 30 s… */
export const CASHOUT_ANIMATION_CAP_SECONDS = 30;

/** trading-core §4 special confirmation: …and then 3 s are added. */
export const CASHOUT_ANIMATION_EXTRA_SECONDS = 3;

/** trading-core §4 cash out button: text for a market with more than one winner. */
export const MARKET_WITHOUT_CASH_OUT = 'Market without Cash Out';

/** trading-core §4 cash out button: text when a runner that needs a closing bet has no price. */
export const NO_ODDS_TO_CASH_OUT = 'No Odds available to Cash Out';

/** trading-core §8 other messages: cash out of a market that is unknown or not eligible. */
export const CASHOUT_MARKET_UNAVAILABLE =
  'Error when trying to Cash Out. Market not found or unavailable to cash out.';

/** trading-core §2 sidebar empty state: nothing to cash out. */
export const NO_MARKETS_TO_CASH_OUT = 'you have no markets available to cash out';

/** trading-core §8 warnings at placement: a hedge whose stake rounds to zero is refused. */
export const HEDGE_ZERO_STAKE =
  'Hedge not possible at this odd because would result in a zero stake value bet.';

/** trading-core §5/§8: auto bets (tick offset, stop loss) are not attached to closing bets. */
export const AUTO_BETS_NOT_FOR_CLOSING_BETS =
  'Tick offset and Stop loss does not work for closing bets (cash out, hedge, unlevel)';
