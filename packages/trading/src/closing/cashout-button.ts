// trading-core §4 "Cash out button": when it is disabled, what it says, its colour, and when the
// unlevel and hedge buttons show.
//
// Choices where the spec is vague:
// - "1% of a per-currency value": the per-currency values are not given, so the currency's minimum
//   stake (CURRENCY_STAKE_RULES, trading-core §5) is used: disabled when the largest cash-out stake
//   is below 1% of it (GBP: below 0.01, i.e. every stake rounds to zero; HUF: below 4).
// - An unsupported currency disables the button (reason UNSUPPORTED_CURRENCY): its bets could not be
//   placed anyway (trading-core §5).
// - A value of exactly 0 is coloured 'win' (non-negative, like the unlevel side rule of §5).
// - Checks run in the order the spec lists them; the first failing one is the reason shown.
import { toHundredths } from '../money/decimal.js';
import { stakeRulesFor } from '../stakes/currencies.js';
import {
  CASHOUT_DELTA_THRESHOLD,
  CASHOUT_MIN_STAKE_FRACTION,
  MARKET_WITHOUT_CASH_OUT,
  NO_ODDS_TO_CASH_OUT,
} from './closing-constants.js';
import type { MarketCashout } from './market-cashout.js';

/** trading-core §4: why the cash out button is disabled. */
export type CashoutDisabledReason =
  | 'MULTIPLE_WINNERS'
  | 'NOT_OPEN'
  | 'MISSING_ODDS'
  | 'DELTA_TOO_SMALL'
  | 'STAKE_TOO_SMALL'
  | 'UNSUPPORTED_CURRENCY';

/** trading-core §4: the cash out button and its neighbours (unlevel, hedge). */
export interface CashoutButtonState {
  readonly enabled: boolean;
  readonly disabledReason: CashoutDisabledReason | undefined;
  /** Text shown instead of the value ('Market without Cash Out', the market status, 'No Odds…'). */
  readonly label: string | undefined;
  readonly value: number;
  readonly tone: 'win' | 'lose';
  readonly showUnlevel: boolean;
  readonly showHedge: boolean;
}

/** trading-core §4: true when |delta| is 0.03 or less (compared in whole hundredths, no float noise). */
export function isCashoutDeltaTooSmall(cashoutDelta: number): boolean {
  return Math.abs(toHundredths(cashoutDelta)) <= toHundredths(CASHOUT_DELTA_THRESHOLD);
}

/** trading-core §4/§9: true when the largest cash-out stake is under 1% of the currency minimum stake. */
export function isCashoutStakeTooSmall(maxStake: number, minStake: number): boolean {
  // maxStake < 1% × minStake, in hundredths: maxStake¢ < minStake¢ × 0.01.
  return toHundredths(maxStake) < toHundredths(minStake) * CASHOUT_MIN_STAKE_FRACTION;
}

function disabledReasonOf(record: MarketCashout, currency: string): CashoutDisabledReason | undefined {
  if (record.isMultipleWinners) return 'MULTIPLE_WINNERS';
  if (!record.isOpenForBetting) return 'NOT_OPEN';
  if (record.isMissingBestOdds) return 'MISSING_ODDS';
  if (isCashoutDeltaTooSmall(record.cashoutDelta)) return 'DELTA_TOO_SMALL';
  const rules = stakeRulesFor(currency);
  if (rules === undefined) return 'UNSUPPORTED_CURRENCY';
  if (isCashoutStakeTooSmall(record.maxCalculatedCashoutStake, rules.minStake)) return 'STAKE_TOO_SMALL';
  return undefined;
}

function labelOf(reason: CashoutDisabledReason | undefined, record: MarketCashout): string | undefined {
  if (reason === 'MULTIPLE_WINNERS') return MARKET_WITHOUT_CASH_OUT;
  if (reason === 'NOT_OPEN') return record.status;
  if (reason === 'MISSING_ODDS') return NO_ODDS_TO_CASH_OUT;
  return undefined;
}

/** trading-core §4: the cash out button state of a market for a user of `currency`. */
export function cashoutButtonState(record: MarketCashout, currency: string): CashoutButtonState {
  const disabledReason = disabledReasonOf(record, currency);
  return {
    enabled: disabledReason === undefined,
    disabledReason,
    label: labelOf(disabledReason, record),
    value: record.marketCashout,
    tone: record.marketCashout >= 0 ? 'win' : 'lose',
    showUnlevel: record.hasMatchedBets && record.marketCashout !== 0,
    showHedge: toHundredths(record.cashoutDelta) >= toHundredths(CASHOUT_DELTA_THRESHOLD),
  };
}
