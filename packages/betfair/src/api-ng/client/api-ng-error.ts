// API-NG failures as typed values (exchange-client issue §1): the exception's errorCode (or
// NO_RESPONSE when nothing came back), its details, and the HTTP-level facts, so callers can map
// them to the user messages of trading-core §8 and account-and-product §8.

/** errorCode used when the exchange did not answer (network error or the 15 s timeout). */
export const NO_RESPONSE = 'NO_RESPONSE';
/** The client's session ended (sign-out, a new token) before the call's turn came: never sent. */
export const CLIENT_CLOSED = 'CLIENT_CLOSED';

export class ApiNgError extends Error {
  constructor(
    readonly errorCode: string,
    readonly errorDetails: string,
    readonly operation: string,
    readonly httpStatus: number | undefined,
  ) {
    super(`${operation}: ${errorCode}${errorDetails === '' ? '' : ` (${errorDetails})`}`);
    this.name = 'ApiNgError';
  }

  /** trading-core §8 "Session": an invalid session or no response means the session is lost. */
  get losesSession(): boolean {
    return this.errorCode === 'INVALID_SESSION_INFORMATION' || this.errorCode === NO_RESPONSE;
  }
}
