// Component tests: `fetch` replaced by a table of answers, matched on method and path; every
// request is recorded with its parsed JSON body. Unknown requests answer 404, except the sign-on
// info every signed-in screen waits for (its app key), answered unless a test gives its own.
import { vi } from 'vitest';

export interface StubRequest {
  readonly method: string;
  readonly path: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  readonly keepalive: boolean;
}

export interface StubAnswer {
  readonly status?: number;
  readonly body?: unknown;
}

export type StubRoute = readonly [
  method: string,
  path: string | RegExp,
  answer: StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>),
];

export interface FetchStub {
  readonly calls: StubRequest[];
  /** Calls to one path (string prefix or pattern), any method unless given. */
  callsTo(path: string | RegExp, method?: string): StubRequest[];
}

function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string' ? path === pattern || path === `${pattern}/` : pattern.test(path);
}

/** The product server's sign-on info in component tests (a test's own route takes precedence). */
export const TEST_SIGN_ON = {
  vendorLoginUrl: 'http://localhost:3000/identitysso/view/vendor-login',
  clientId: '70001',
  redirectUri: 'login/result',
  appKey: 'test-app-key',
} as const;

export function stubFetch(given: readonly StubRoute[]): FetchStub {
  const routes: readonly StubRoute[] = [...given, ['GET', '/api/betfair/sign-on', { body: TEST_SIGN_ON }]];
  const calls: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost:3000');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: StubRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      url: url.toString(),
      headers,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      keepalive: init?.keepalive === true,
    };
    calls.push(request);
    const route = routes.find(([method, path]) => method === request.method && matches(path, request.path));
    const answer = route === undefined ? { status: 404, body: { error: 'NOT_FOUND' } } : route[2];
    const resolved = typeof answer === 'function' ? await answer(request) : answer;
    return new Response(resolved.body === undefined ? '' : JSON.stringify(resolved.body), {
      status: resolved.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    callsTo: (path, method) =>
      calls.filter((call) => matches(path, call.path) && (method === undefined || call.method === method)),
  };
}

/** An exchange REST operation's path (account or betting). */
export const exchangePath = (service: 'account' | 'betting', operation: string): string =>
  `/exchange/${service}/rest/v1.0/${operation}/`;

/** A WebSocket that never opens: signed-in screens start the live exchange without a network. */
export class SilentWebSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly readyState = 0;
  send(): void {}
  close(): void {}
}

export function stubWebSocket(): void {
  vi.stubGlobal('WebSocket', SilentWebSocket);
}
