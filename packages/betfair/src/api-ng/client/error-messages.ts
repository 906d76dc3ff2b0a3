// The user messages of trading-core §8 and account-and-product §8 for exchange failures, keyed
// by the exchange's codes. The UI shows these texts; the codes stay on the typed errors.

/** trading-core §8: order failures by errorCode (and instruction code for BET_ACTION_ERROR). */
export const ORDER_ERROR_MESSAGES = {
  INVALID_ODDS: 'Error - Invalid Odd',
  INVALID_BET_SIZE: 'Error - Invalid Bet Size',
  RUNNER_REMOVED: 'Error - Runner Removed',
  INVALID_RUNNER: 'Error - Invalid Runner',
  PERMISSION_DENIED: 'Error - Business rules do not allow order to be placed',
  MARKET_SUSPENDED: 'Error - Market is Suspended',
  MARKET_NOT_OPEN_FOR_BETTING: 'Error - Market is NOT open for betting',
  SERVICE_UNAVAILABLE: 'Error - The requested service is unavailable',
  INSUFFICIENT_FUNDS: 'Error - Insufficient funds',
  LOSS_LIMIT_EXCEEDED: 'Error - Loss limit exceed',
} as const;

export const REVIEW_YOUR_INPUT = 'Error - Review Your Input';
export const ORDER_TIMEOUT_TEXT =
  'The order timed out & the status of the bet is unknown. Please check your matched bets list.';
export const REPLACE_FAILURE_MESSAGE = 'Error - Check your unmatched orders';
/** Not in the spec: a Fill or Kill bet the exchange killed (order status EXPIRED, §3). */
export const FILL_OR_KILL_NOT_FILLED_MESSAGE =
  'Bet not placed. Fill or Kill: the whole stake could not be matched at this odd.';
/**
 * Not in the spec: Fill or Kill with a stake below the exchange minimum. The small-stake plan's
 * first bet sits at an odd where it cannot fill, so the exchange would kill it at once.
 */
export const FILL_OR_KILL_SMALL_STAKE_MESSAGE =
  'Bet not placed. Fill or Kill needs a stake of at least the exchange minimum.';
export const CANCEL_FAILURE_PREFIX = 'Error when trying to cancel unmatched bet. ERROR MESSAGE:';
export const SESSION_LOST_MESSAGE = 'Session lost. Please check your internet connection and login again.';
export const SEARCH_ERROR_PREFIX = 'Something went wrong with your search:';
/** trading-core §8: search errors shown to the user; any other search error loses the session. */
export const SEARCH_ERROR_CODES = [
  'TOO_MUCH_DATA',
  'INVALID_INPUT_DATA',
  'UNEXPECTED_ERROR',
  'SERVICE_BUSY',
] as const;

const INSTRUCTION_CODES = ['INVALID_ODDS', 'INVALID_BET_SIZE', 'RUNNER_REMOVED', 'INVALID_RUNNER'] as const;

/** trading-core §8: the message for a failed placement. */
export function orderFailureMessage(errorCode: string, instructionErrorCode?: string): string {
  if (errorCode === 'TIMEOUT') return ORDER_TIMEOUT_TEXT;
  if (instructionErrorCode === 'FILL_OR_KILL_BELOW_MINIMUM') return FILL_OR_KILL_SMALL_STAKE_MESSAGE;
  if (errorCode === 'BET_ACTION_ERROR') {
    const known = INSTRUCTION_CODES.find((code) => code === instructionErrorCode);
    return known === undefined
      ? `${REVIEW_YOUR_INPUT} ${instructionErrorCode ?? errorCode}`
      : ORDER_ERROR_MESSAGES[known];
  }
  return errorCode in ORDER_ERROR_MESSAGES
    ? ORDER_ERROR_MESSAGES[errorCode as keyof typeof ORDER_ERROR_MESSAGES]
    : `${REVIEW_YOUR_INPUT} ${errorCode}`;
}

/** trading-core §8: whether an order error toast closes by itself (insufficient funds does). */
export const autoClosesOrderError = (errorCode: string): boolean => errorCode === 'INSUFFICIENT_FUNDS';

/** trading-core §8: a failed cancel, with the exchange's message. */
export const cancelFailureMessage = (message: string): string => `${CANCEL_FAILURE_PREFIX} ${message}`;

/** trading-core §8 "Search errors": the text to show, or undefined when the session is lost instead. */
export function searchErrorMessage(errorCode: string, details: string): string | undefined {
  return (SEARCH_ERROR_CODES as readonly string[]).includes(errorCode)
    ? `${SEARCH_ERROR_PREFIX} ${details || errorCode}`
    : undefined;
}
