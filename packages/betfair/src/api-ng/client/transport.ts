// API-NG over REST (betfair-protocol §1.3–§1.5): POST the params to `<base>/<operation>/`, read
// the bare result or the HTTP 400 fault. Every call carries X-Application and the user's token
// (Authorization: BEARER for vendor web apps, X-Authentication for SSO sessions), waits its turn
// under the 5-calls-per-second limit, and gives up after 15 s (trading-core §7, §9).
import { ApiNgError, CLIENT_CLOSED } from './api-ng-error.js';
import { apiHeaders, postJson } from './post-json.js';
import { RateLimiter, REAL_TIMER, type Timer } from './rate-limiter.js';

/** The REST services a product client calls (heartbeat is JSON-RPC only). */
export type RestService = 'betting' | 'account';

export interface ApiAuth {
  /** 'bearer' sends Authorization: BEARER <token>; 'session' sends X-Authentication. */
  readonly kind: 'bearer' | 'session';
  readonly token: string;
}

export interface RestTransportOptions {
  /** e.g. https://api.betfair.com/exchange/betting/rest/v1.0 (no trailing slash needed). */
  readonly bettingUrl: string;
  readonly accountUrl: string;
  readonly appKey: string;
  readonly auth?: ApiAuth | undefined;
  readonly timeoutMs?: number;
  readonly callsPerSecond?: number;
  readonly timer?: Timer;
  readonly fetch?: typeof fetch;
  /**
   * False once the session this transport serves has ended (signed out, or replaced by a new
   * token's): a call still waiting its turn under the call limit is then refused, not sent with
   * the old session (CLIENT_CLOSED).
   */
  readonly isOpen?: () => boolean;
}

export const REQUEST_TIMEOUT_MS = 15_000;

interface Fault {
  detail?: Record<string, { errorCode?: unknown; errorDetails?: unknown } | string | undefined>;
  faultstring?: unknown;
}

function faultOf(body: unknown): { errorCode: string; errorDetails: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const detail = (body as Fault).detail;
  if (detail === undefined) return undefined;
  const name = typeof detail['exceptionname'] === 'string' ? detail['exceptionname'] : 'APINGException';
  const exception = detail[name];
  if (typeof exception !== 'object') return undefined;
  return {
    errorCode: typeof exception.errorCode === 'string' ? exception.errorCode : 'UNEXPECTED_ERROR',
    errorDetails: typeof exception.errorDetails === 'string' ? exception.errorDetails : '',
  };
}

export class RestTransport {
  private auth: ApiAuth | undefined;
  private readonly limiter: RateLimiter;
  private readonly sessionLostListeners = new Set<(error: ApiNgError) => void>();

  constructor(private readonly options: RestTransportOptions) {
    this.auth = options.auth;
    this.limiter = new RateLimiter(options.callsPerSecond ?? 5, options.timer ?? REAL_TIMER);
  }

  setAuth(auth: ApiAuth | undefined): void {
    this.auth = auth;
  }

  /** Heard when a call finds the session invalid or gets no response (trading-core §8). */
  onSessionLost(listener: (error: ApiNgError) => void): () => void {
    this.sessionLostListeners.add(listener);
    return () => this.sessionLostListeners.delete(listener);
  }

  async call<T>(service: RestService, operation: string, params: object): Promise<T> {
    // With a free slot the request goes out synchronously, before any await: a one-click bet's
    // placeOrders leaves the page ahead of the redraw its click triggers.
    if (!this.limiter.tryAcquireNow()) await this.limiter.acquire();
    if (this.options.isOpen?.() === false)
      throw new ApiNgError(CLIENT_CLOSED, 'the session that made this call has ended', operation, undefined);
    try {
      return await this.send<T>(service, operation, params);
    } catch (error) {
      if (error instanceof ApiNgError && error.losesSession)
        for (const listener of this.sessionLostListeners) listener(error);
      throw error;
    }
  }

  private async send<T>(service: RestService, operation: string, params: object): Promise<T> {
    const base = service === 'betting' ? this.options.bettingUrl : this.options.accountUrl;
    const { response, body } = await postJson(
      {
        url: `${base.replace(/\/$/, '')}/${operation}/`,
        headers: apiHeaders(this.options.appKey, this.auth),
        body: JSON.stringify(params),
        timeoutMs: this.options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        fetch: this.options.fetch ?? fetch,
      },
      operation,
    );
    if (response.ok) return body as T;
    const fault = faultOf(body);
    throw new ApiNgError(
      fault?.errorCode ?? 'UNEXPECTED_ERROR',
      fault?.errorDetails ?? `HTTP ${response.status}`,
      operation,
      response.status,
    );
  }
}
