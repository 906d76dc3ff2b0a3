// A real API-NG server for tests: the exchange plugin on 127.0.0.1, a port of the OS's choosing,
// a ManualClock, accounts a/b/c (GBP 1000) and helpers that speak JSON-RPC and REST over fetch.
import Fastify from 'fastify';
import { ManualClock } from '../../core/clock.js';
import type { MarketSpec } from '../../core/market.js';
import { openMarket } from '../../core/market-ops.js';
import type { SimMarket } from '../../core/market.js';
import { exchangeSimPlugin } from '../../http/plugin.js';
import { SIM_DEFAULTS, Simulator } from '../../simulator.js';
import { accountSpec, marketSpec } from '../../testing/fixtures.js';
import type { ApiService } from '../operation-handler.js';

export const APP_KEY = SIM_DEFAULTS.appKey;
export const DELAYED_APP_KEY = SIM_DEFAULTS.delayedAppKey;

const RPC_PREFIX: Readonly<Record<ApiService, string>> = {
  betting: 'SportsAPING/v1.0/',
  account: 'AccountAPING/v1.0/',
  heartbeat: 'HeartbeatAPING/v1.0/',
};

export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A JSON-RPC error surfaced by `call`. */
export class RpcFailure extends Error {
  constructor(
    readonly error: { code: number; message: string; data?: Record<string, { errorCode?: string }> },
  ) {
    super(`${error.code} ${error.message}`);
  }

  get errorCode(): string | undefined {
    const data = this.error.data;
    const name = data?.exceptionname as unknown as string | undefined;
    return name === undefined ? undefined : data?.[name]?.errorCode;
  }
}

export async function startApiNg(options: { marketControls?: boolean } = {}) {
  const clock = new ManualClock();
  const simulator = new Simulator({ clock });
  for (const id of ['a', 'b', 'c']) simulator.exchange.addAccount(accountSpec(id));
  const app = Fastify();
  await app.register(exchangeSimPlugin, { simulator, marketControls: options.marketControls === true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const tokens = new Map<string, string>();

  const token = (accountId: string): string => {
    let value = tokens.get(accountId);
    if (value === undefined) {
      value = simulator.sessions.create('SSO', accountId, APP_KEY).token;
      tokens.set(accountId, value);
    }
    return value;
  };

  async function post(path: string, body: string, headers: Record<string, string>): Promise<HttpAnswer> {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  }

  const authHeaders = (accountId: string | undefined, appKey: string = APP_KEY): Record<string, string> => ({
    'x-application': appKey,
    ...(accountId === undefined ? {} : { 'x-authentication': token(accountId) }),
  });

  return {
    simulator,
    clock,
    baseUrl,
    token,
    authHeaders,
    post,
    addMarket(overrides: Partial<MarketSpec> = {}): SimMarket {
      const market = simulator.exchange.addMarket(marketSpec(overrides));
      openMarket(simulator.exchange, market);
      return market;
    },
    /** The raw JSON-RPC envelope of one call. */
    async rpc(service: ApiService, operation: string, params: unknown, headers: Record<string, string>) {
      const answer = await post(
        `/exchange/${service}/json-rpc/v1`,
        JSON.stringify({ jsonrpc: '2.0', method: `${RPC_PREFIX[service]}${operation}`, params, id: 7 }),
        headers,
      );
      return answer.body as { jsonrpc: string; id: unknown; result?: unknown; error?: RpcFailure['error'] };
    },
    /** A betting/account/heartbeat call as `accountId`: the result, or a thrown RpcFailure. */
    async call<T = unknown>(
      operation: string,
      params: unknown,
      accountId = 'a',
      service: ApiService = 'betting',
    ): Promise<T> {
      const envelope = await this.rpc(service, operation, params, authHeaders(accountId));
      if (envelope.error !== undefined) throw new RpcFailure(envelope.error);
      return envelope.result as T;
    },
    async rest(
      service: ApiService,
      operation: string,
      body: unknown,
      headers: Record<string, string>,
      version = 'v1.0/',
    ) {
      return post(
        `/exchange/${service}/rest/${version.replace(/\/$/, '')}/${operation}${version.endsWith('/') ? '/' : ''}`,
        JSON.stringify(body),
        headers,
      );
    },
    close: () => app.close(),
  };
}

export type ApiNgHarness = Awaited<ReturnType<typeof startApiNg>>;

/** A LIMIT instruction as a client sends it. */
export function limitInstruction(
  selectionId: number,
  side: 'BACK' | 'LAY',
  price: number,
  size: number,
  extra: Record<string, unknown> = {},
) {
  return {
    orderType: 'LIMIT',
    selectionId,
    side,
    limitOrder: { price, size, persistenceType: 'LAPSE', ...extra },
  };
}

/** A JSON-RPC request body. */
export const rpcBody = (method: string, params: unknown, id: unknown = 1) =>
  JSON.stringify({ jsonrpc: '2.0', method, params, id });

/** The application exception of a JSON-RPC error envelope. */
export function exceptionOf(body: unknown) {
  const error = (body as { error: { code: number; message: string; data: Record<string, unknown> } }).error;
  const name = error.data.exceptionname as string;
  return {
    code: error.code,
    message: error.message,
    name,
    detail: error.data[name] as { errorCode: string; errorDetails: string; requestUUID: string },
  };
}
