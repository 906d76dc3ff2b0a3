// Status replies of the stream (betfair-protocol §5.3): one per request with the request's id;
// every error but SUBSCRIPTION_LIMIT_EXCEEDED closes the connection (§5.2).
import type { StatusMessage, StreamErrorCode } from '@greenbook/betfair';

/** A request the connection refuses: the status it answers with. */
export class StreamError extends Error {
  constructor(
    readonly errorCode: StreamErrorCode,
    message: string,
  ) {
    super(message);
  }

  get closesConnection(): boolean {
    return this.errorCode !== 'SUBSCRIPTION_LIMIT_EXCEEDED';
  }
}

export function successStatus(id: number | undefined, connectionsAvailable?: number): StatusMessage {
  return {
    op: 'status',
    ...(id === undefined ? {} : { id }),
    statusCode: 'SUCCESS',
    connectionClosed: false,
    ...(connectionsAvailable === undefined ? {} : { connectionsAvailable }),
  };
}

export function failureStatus(
  id: number | undefined,
  error: StreamError,
  connectionId: string,
): StatusMessage {
  return {
    op: 'status',
    ...(id === undefined ? {} : { id }),
    statusCode: 'FAILURE',
    errorCode: error.errorCode,
    errorMessage: error.message,
    connectionClosed: error.closesConnection,
    connectionId,
  };
}

/** §5.1 the real TIMEOUT text: "Connection is not subscribed and is idle: 15000 ms". */
export const idleTimeoutError = (idleMs: number): StreamError =>
  new StreamError('TIMEOUT', `Connection is not subscribed and is idle: ${idleMs} ms`);
