// Test support for the identity routes: a real Fastify server on 127.0.0.1, port 0, over a
// simulator on a ManualClock, spoken to with fetch as any Betfair client would.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { ManualClock } from '../core/clock.js';
import { SIM_DEFAULTS, Simulator, type SimulatorOptions } from '../simulator.js';
import { registerIdentityRoutes } from './routes.js';

export interface IdentityTestServer {
  /** `http://127.0.0.1:<port>/identitysso` */
  readonly base: string;
  readonly simulator: Simulator;
  readonly clock: ManualClock;
  close(): Promise<void>;
}

export async function serveIdentity(options: SimulatorOptions = {}): Promise<IdentityTestServer> {
  const clock = new ManualClock();
  const simulator = new Simulator({ ...options, clock });
  const app = Fastify();
  await registerIdentityRoutes(app, simulator);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/identitysso`, simulator, clock, close: () => app.close() };
}

/** What a JSON identity client sends (betfair-protocol §4.2). */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  'x-application': SIM_DEFAULTS.appKey,
};

export const form = (fields: Record<string, string>): URLSearchParams => new URLSearchParams(fields);

export async function post(
  url: string,
  headers: Readonly<Record<string, string>>,
  body?: string | URLSearchParams,
): Promise<Response> {
  return fetch(url, { method: 'POST', headers, redirect: 'manual', ...(body === undefined ? {} : { body }) });
}

/** The token of a successful API login. */
export async function loginToken(base: string, username = 'demo', password = username): Promise<string> {
  const response = await post(`${base}/api/login`, JSON_HEADERS, form({ username, password }));
  const body = (await response.json()) as { token: string };
  return body.token;
}
