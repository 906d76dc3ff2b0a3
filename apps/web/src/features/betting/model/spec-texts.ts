// The packages speak the spec's English (trading-core §5, §8); the screen speaks the user's
// language. Each spec text the placement can show is tied to its translation key here; texts
// that carry a value after them (a market id, a code, an amount) are matched by their prefix.
import {
  CANCEL_FAILURE_PREFIX,
  FILL_OR_KILL_NOT_FILLED_MESSAGE,
  FILL_OR_KILL_SMALL_STAKE_MESSAGE,
  ORDER_ERROR_MESSAGES,
  ORDER_TIMEOUT_TEXT,
  REPLACE_FAILURE_MESSAGE,
  REVIEW_YOUR_INPUT,
} from '@greenbook/betfair';
import {
  INVALID_INPUT_MESSAGE,
  INVALID_MODE_ODD_MESSAGE,
  INVALID_MODE_VALUE_MESSAGE,
  INVALID_ODD_MESSAGE,
  INVALID_STAKE_MESSAGE,
  MINIMUM_STAKE_FOR_ODD_TEMPLATE,
  NO_ACCEPTABLE_STAKE_MESSAGE,
  PROFIT_RATIO_ACCEPT_BUTTON,
  PROFIT_RATIO_INFO_TEXT,
  PROFIT_RATIO_TITLE_MULTIPLE,
  PROFIT_RATIO_TITLE_SINGLE,
  STOP_LOSS_OUT_OF_RANGE_MESSAGE,
  TICK_OFFSET_OUT_OF_RANGE_MESSAGE,
  UNSUPPORTED_CURRENCY_MESSAGE,
  ZERO_STAKE_MESSAGE_PREFIX,
} from '@greenbook/trading';
import type { en } from '@/lib/i18n/en';
import { EACH_WAY_REFUSED_MESSAGE, LINE_REFUSED_MESSAGE } from './bet-messages';

export type SpecTextKey = keyof (typeof en)['betting']['texts'];

/** Whole texts. */
export const SPEC_TEXTS: ReadonlyArray<readonly [string, SpecTextKey]> = [
  [EACH_WAY_REFUSED_MESSAGE, 'eachWay'],
  [LINE_REFUSED_MESSAGE, 'line'],
  [INVALID_STAKE_MESSAGE, 'invalidStake'],
  [INVALID_ODD_MESSAGE, 'invalidOdd'],
  [NO_ACCEPTABLE_STAKE_MESSAGE, 'noAcceptableStake'],
  [INVALID_MODE_VALUE_MESSAGE, 'invalidModeValue'],
  [INVALID_MODE_ODD_MESSAGE, 'invalidModeOdd'],
  [INVALID_INPUT_MESSAGE, 'invalidInput'],
  [ORDER_ERROR_MESSAGES.INVALID_ODDS, 'invalidOddsError'],
  [ORDER_ERROR_MESSAGES.INVALID_BET_SIZE, 'invalidBetSize'],
  [ORDER_ERROR_MESSAGES.RUNNER_REMOVED, 'runnerRemoved'],
  [ORDER_ERROR_MESSAGES.INVALID_RUNNER, 'invalidRunner'],
  [ORDER_ERROR_MESSAGES.PERMISSION_DENIED, 'permissionDenied'],
  [ORDER_ERROR_MESSAGES.MARKET_SUSPENDED, 'marketSuspended'],
  [ORDER_ERROR_MESSAGES.MARKET_NOT_OPEN_FOR_BETTING, 'marketNotOpen'],
  [ORDER_ERROR_MESSAGES.SERVICE_UNAVAILABLE, 'serviceUnavailable'],
  [ORDER_ERROR_MESSAGES.INSUFFICIENT_FUNDS, 'insufficientFunds'],
  [ORDER_ERROR_MESSAGES.LOSS_LIMIT_EXCEEDED, 'lossLimit'],
  [ORDER_TIMEOUT_TEXT, 'timeout'],
  [REPLACE_FAILURE_MESSAGE, 'replaceFailure'],
  [FILL_OR_KILL_NOT_FILLED_MESSAGE, 'fillOrKillNotFilled'],
  [FILL_OR_KILL_SMALL_STAKE_MESSAGE, 'fillOrKillSmallStake'],
  [TICK_OFFSET_OUT_OF_RANGE_MESSAGE, 'tickOffsetOutOfRange'],
  [STOP_LOSS_OUT_OF_RANGE_MESSAGE, 'stopLossOutOfRange'],
  [PROFIT_RATIO_TITLE_SINGLE, 'stakeNotAccepted'],
  [PROFIT_RATIO_TITLE_MULTIPLE, 'stakesNotAccepted'],
  [PROFIT_RATIO_INFO_TEXT, 'adjustInfo'],
  [PROFIT_RATIO_ACCEPT_BUTTON, 'acceptChanges'],
];

/** Texts followed by a value; the value is kept as is. */
export const SPEC_TEXT_PREFIXES: ReadonlyArray<readonly [string, SpecTextKey]> = [
  [ZERO_STAKE_MESSAGE_PREFIX, 'zeroStake'],
  [UNSUPPORTED_CURRENCY_MESSAGE, 'unsupportedCurrency'],
  [REVIEW_YOUR_INPUT, 'reviewInput'],
  [CANCEL_FAILURE_PREFIX, 'cancelFailure'],
  [MINIMUM_STAKE_FOR_ODD_TEMPLATE.replace(' {stake}', ''), 'minimumStake'],
];

const wholeTexts = new Map(SPEC_TEXTS);

/** The key of a spec text and what follows its prefix, or undefined for a text we do not know. */
export function specTextKey(text: string): { key: SpecTextKey; rest: string } | undefined {
  const whole = wholeTexts.get(text);
  if (whole !== undefined) return { key: whole, rest: '' };
  for (const [prefix, key] of SPEC_TEXT_PREFIXES)
    if (text.startsWith(prefix)) return { key, rest: text.slice(prefix.length) };
  return undefined;
}
