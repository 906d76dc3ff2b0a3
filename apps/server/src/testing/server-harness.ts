// A real product server for tests: in-memory PGlite (or PostgreSQL when TEST_DATABASE_URL is
// set), the embedded exchange on a manual clock with the demo accounts, port 0 on 127.0.0.1,
// and helpers to get an exchange token for a demo account and call the API.
import { randomUUID } from 'node:crypto';
import { BetfairApi, RestTransport } from '@greenbook/betfair';
import { ManualClock, SIM_DEFAULTS, Simulator } from '@greenbook/exchange-sim';
import { loadConfig } from '../config/config.js';
import { startServer } from '../server.js';

export const DEMO = { accountId: '100001', username: 'demo' } as const;
export const EURO = { accountId: '100002', username: 'euro' } as const;

export interface TestServerOptions {
  /** PGlite in this folder instead of in memory (a restart on the same folder finds the data). */
  readonly dataDir?: string;
  /** Against PostgreSQL: this schema instead of a fresh `test_…` one (others survive a stop). */
  readonly pgSchema?: string;
  /** When the exchange's manual clock starts (epoch ms); 2026-01-01 12:00 UTC by default. */
  readonly clockStart?: number;
}

export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}) {
  const clock = new ManualClock(options.clockStart ?? Date.UTC(2026, 0, 1, 12));
  const simulator = new Simulator({ clock });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...(process.env['TEST_DATABASE_URL'] === undefined
      ? {}
      : { DATABASE_URL: process.env['TEST_DATABASE_URL'] }),
    ...(options.dataDir === undefined ? {} : { DATA_DIR: options.dataDir }),
    ...env,
  });
  // Against PostgreSQL each test server gets a schema of its own, dropped when it stops.
  const pgSchema = options.pgSchema ?? `test_${randomUUID().replace(/-/g, '')}`;
  const server = await startServer(config, {
    simulator,
    inMemoryDatabase: options.dataDir === undefined,
    pgSchema,
    storeClock: () => clock.now(),
  });
  const base = server.url;

  /** An OAuth access token for a demo account, as the sign-in flow would give it. */
  const tokenFor = (accountId: string): string =>
    simulator.sessions.create('OAUTH', accountId, SIM_DEFAULTS.appKey, SIM_DEFAULTS.vendor.vendorId).token;

  /** The exchange's API-NG as a client holding `token` (a person signed in) would call it. */
  const apiFor = (token: string): BetfairApi =>
    new BetfairApi(
      new RestTransport({
        bettingUrl: `${base}/exchange/betting/rest/v1.0`,
        accountUrl: `${base}/exchange/account/rest/v1.0`,
        appKey: SIM_DEFAULTS.appKey,
        auth: { kind: 'bearer', token },
      }),
    );

  /** The caller's vendor client id, as the exchange tells it (what the API keys users by). */
  const vendorIdFor = (accountId: string): Promise<string> =>
    apiFor(tokenFor(accountId)).account('getVendorClientId', {});

  const request = async (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token === undefined ? {} : { authorization: `BEARER ${options.token}` }),
        ...options.headers,
      },
      ...(options.body === undefined
        ? {}
        : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body };
  };

  return {
    server,
    simulator,
    clock,
    base,
    tokenFor,
    apiFor,
    vendorIdFor,
    request,
    stop: () => server.stop(),
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
