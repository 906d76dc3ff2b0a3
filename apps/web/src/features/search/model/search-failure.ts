// account-and-product §8 "Search errors": TOO_MUCH_DATA, INVALID_INPUT_DATA, UNEXPECTED_ERROR and
// SERVICE_BUSY are shown ('Something went wrong with your search:' and the exchange's details);
// any other failure ends the session. An answer that is not a readable market list is shown too:
// it is the exchange's fault, not the session's, like UNEXPECTED_ERROR.
import { ApiNgError, SEARCH_ERROR_CODES } from '@greenbook/betfair';

/** errorCode the search gives an answer that is not a market list this page can read. */
export const UNREADABLE_ANSWER = 'UNREADABLE_ANSWER';

export type SearchFailure =
  | { readonly kind: 'shown'; readonly details: string }
  | { readonly kind: 'unreadable' }
  | { readonly kind: 'session-lost' };

export function searchFailure(error: unknown): SearchFailure {
  if (!(error instanceof ApiNgError)) return { kind: 'session-lost' };
  if (error.errorCode === UNREADABLE_ANSWER) return { kind: 'unreadable' };
  if ((SEARCH_ERROR_CODES as readonly string[]).includes(error.errorCode))
    return { kind: 'shown', details: error.errorDetails === '' ? error.errorCode : error.errorDetails };
  return { kind: 'session-lost' };
}
