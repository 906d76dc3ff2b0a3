// The product service under /api (account-and-product §7): JSON in and out, the exchange token as
// `Authorization: BEARER <token>` where a call needs it, and the 15 s request timeout.
import { REQUEST_TIMEOUTS_MS } from '@greenbook/trading';
import { useSessionStore } from '@/lib/session/session-store';

/** A product-service answer that was not 2xx (status 0: no answer at all). */
export class ProductApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ProductApiError';
  }
}

export interface ProductRequest {
  readonly method?: 'GET' | 'POST' | 'PUT';
  readonly body?: unknown;
  /** Send the signed-in user's token (default true when there is one). */
  readonly authorised?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
  /** Let the request outlive the page (a save sent while the page is being left). */
  readonly keepalive?: boolean;
}

function authorisation(): string | undefined {
  const { token, tokenType } = useSessionStore.getState();
  return token === undefined ? undefined : `${tokenType.toUpperCase()} ${token}`;
}

export async function productRequest<T>(path: string, request: ProductRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const auth = request.authorised === false ? undefined : authorisation();
  if (auth !== undefined) headers['Authorization'] = auth;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.keepalive === true ? { keepalive: true } : {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUTS_MS.exchange),
    });
  } catch (error) {
    throw new ProductApiError(0, undefined, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ProductApiError(response.status, body, `${path}: HTTP ${response.status}`);
  return body as T;
}
