// The HTTP exchange both API-NG clients share (REST calls and the JSON-RPC heartbeat): the headers
// every call carries, one POST with its timeout, and a body read as JSON. A call that never got an
// answer is NO_RESPONSE (trading-core §8 ends the session on it); an answer that is not JSON is
// UNEXPECTED_ERROR when HTTP said OK, else NO_RESPONSE (a proxy's error page is no exchange answer).
import { ApiNgError, NO_RESPONSE } from './api-ng-error.js';
import type { ApiAuth } from './transport.js';

/** X-Application and the token (Authorization: BEARER for vendor web apps, X-Authentication for SSO). */
export function apiHeaders(appKey: string, auth: ApiAuth | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Application': appKey,
  };
  if (auth?.kind === 'bearer') headers['Authorization'] = `BEARER ${auth.token}`;
  if (auth?.kind === 'session') headers['X-Authentication'] = auth.token;
  return headers;
}

export interface JsonAnswer {
  readonly response: Response;
  readonly body: unknown;
}

/**
 * POSTs `body` and reads the answer as JSON. The request leaves synchronously, before the first
 * await, so a one-click bet's placeOrders goes out ahead of the redraw its click triggers.
 */
export async function postJson(
  request: {
    readonly url: string;
    readonly headers: Record<string, string>;
    readonly body: string;
    readonly timeoutMs: number;
    readonly fetch: typeof fetch;
  },
  operation: string,
): Promise<JsonAnswer> {
  // Called as a plain function: a browser's fetch refuses any `this` but the window (Illegal
  // invocation), which `request.fetch(...)` would give it.
  const send = request.fetch;
  let response: Response;
  try {
    response = await send(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new ApiNgError(
      NO_RESPONSE,
      error instanceof Error ? error.message : String(error),
      operation,
      undefined,
    );
  }
  try {
    return { response, body: await response.json() };
  } catch {
    throw new ApiNgError(
      response.ok ? 'UNEXPECTED_ERROR' : NO_RESPONSE,
      `HTTP ${response.status}, not JSON`,
      operation,
      response.status,
    );
  }
}
