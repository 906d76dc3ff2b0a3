// An API-level exception (APINGException / AccountAPINGException): the whole call fails and the
// transport turns it into Betfair's JSON-RPC error or REST fault envelope (betfair-protocol §1.5).

export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    readonly errorDetails = '',
  ) {
    super(errorDetails === '' ? errorCode : `${errorCode}: ${errorDetails}`);
    this.name = 'ApiError';
  }
}
