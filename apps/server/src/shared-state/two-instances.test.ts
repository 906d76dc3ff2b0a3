// Two product instances behind one load balancer (issue 14 §5): one PostgreSQL, one Redis, one
// exchange (the embedded exchange served on its own, standing in for Betfair). One user's requests
// go through both, and every limit holds once across them; settings written through one are read
// through the other; a revoke through one ends the token on the other. Runs in the server suite on
// PostgreSQL (scripts/test.mjs sets TEST_DATABASE_URL and TEST_REDIS_URL); skipped without them.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { exchangeSimPlugin, ManualClock, SIM_DEFAULTS, Simulator } from '@greenbook/exchange-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { startServer, type RunningServer } from '../server.js';
import { MAX_REFUSED_PER_ADDRESS } from '../auth/exchange-caller-resolver.js';
import { MAIL_LIMITS } from '../subscriptions/mail-limits.js';

const databaseUrl = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['TEST_REDIS_URL'];

describe.skipIf(databaseUrl === undefined || redisUrl === undefined)('two product instances', () => {
  // Unique per run, so parallel runs on one PostgreSQL and one Redis never meet.
  const run = randomUUID().replace(/-/g, '');
  const keyPrefix = `test-${run}:`;
  let simulator: Simulator;
  let exchange: FastifyInstance;
  let exchangeBase: string;
  let instances: [RunningServer, RunningServer];

  beforeAll(async () => {
    simulator = new Simulator({ clock: new ManualClock() });
    exchange = Fastify();
    await exchange.register(exchangeSimPlugin, { simulator });
    await exchange.listen({ port: 0, host: '127.0.0.1' });
    exchangeBase = `http://127.0.0.1:${(exchange.server.address() as { port: number }).port}`;
    const base = exchangeBase;
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      EXCHANGE: 'betfair',
      BETFAIR_APP_KEY: SIM_DEFAULTS.appKey,
      BETFAIR_VENDOR_ID: SIM_DEFAULTS.vendor.vendorId,
      BETFAIR_VENDOR_SECRET: SIM_DEFAULTS.vendor.vendorSecret,
      BETFAIR_VENDOR_USERNAME: 'pedro',
      BETFAIR_VENDOR_PASSWORD: 'pedro',
      BETFAIR_API_URL: `${base}/exchange/`,
      BETFAIR_IDENTITY_URL: `${base}/identitysso/`,
    });
    // One after the other: the first creates the schema and runs the migrations.
    const pgSchema = `test_${run}`;
    const first = await startServer(config, { pgSchema });
    instances = [first, await startServer(config, { pgSchema })];
  });

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await exchange.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const tokenFor = (accountId: string): string =>
    simulator.sessions.create('OAUTH', accountId, SIM_DEFAULTS.appKey, SIM_DEFAULTS.vendor.vendorId).token;

  /** A request through instance `which` (0 or 1). */
  const call = async (which: number, method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${instances[which]!.url}${path}`, {
      method,
      headers: {
        ...(token === undefined ? {} : { authorization: `BEARER ${token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  };

  it('read through one the settings written through the other', async () => {
    expect(await call(0, 'GET', '/api/health')).toMatchObject({ body: { database: 'postgres' } });
    const token = tokenFor('100001');
    const id = await vendorIdOf(token);
    expect(
      (await call(0, 'POST', '/api/users/', token, { vendorID: id, settings: { theme: 'dark' } })).status,
    ).toBe(201);
    expect(await call(1, 'GET', `/api/users/${id}`, token)).toMatchObject({
      status: 200,
      body: { settings: { theme: 'dark' } },
    });
    expect(
      (await call(1, 'PUT', `/api/users/${id}`, token, { vendorID: id, settings: { theme: 'light' } }))
        .status,
    ).toBe(200);
    expect(await call(0, 'GET', `/api/users/${id}`, token)).toMatchObject({
      body: { settings: { theme: 'light' } },
    });
  });

  it("hold one user's e-mail limit once across both, whichever instance and token", async () => {
    const id = await vendorIdOf(tokenFor('100002'));
    const upgrade = (which: number) =>
      call(which, 'POST', '/api/users/subscriptions/', tokenFor('100002'), {
        vendorID: id,
        userEmail: 'eva@example.com',
        subscriptionType: 'BETA',
        subscriptionLength: 90,
        allowsMarketingMessages: false,
        allowsUpdateMessages: false,
      });
    for (let sent = 0; sent < MAIL_LIMITS.perUser.max; sent += 1)
      expect((await upgrade(sent % 2)).status).toBe(201);
    expect((await upgrade(0)).status).toBe(429);
    expect((await upgrade(1)).status).toBe(429);
  });

  it('hold the login limit of an address (20 a minute) once across both', async () => {
    for (let login = 0; login < 20; login += 1) {
      expect((await call(login % 2, 'GET', `/api/betfair/login/unknown-code-${login}`)).status).not.toBe(429);
    }
    expect((await call(0, 'GET', '/api/betfair/login/unknown-code-x')).status).toBe(429);
    expect((await call(1, 'GET', '/api/betfair/login/unknown-code-y')).status).toBe(429);
  });

  it('end a token on both when it is revoked through one (the cached answer is shared)', async () => {
    const token = tokenFor('100003');
    const id = await vendorIdOf(token);
    expect((await call(1, 'GET', `/api/users/subscriptions/${id}`, token)).status).toBe(200);
    expect((await call(0, 'POST', '/api/revokeAccessToWebApp/', token, { vendorId: id })).body).toMatchObject(
      { status: 'SUCCESS' },
    );
    expect((await call(1, 'GET', `/api/users/subscriptions/${id}`, token)).status).toBe(401);
  });

  // Last: past the limit, the address gets 429 for any token the instances have not cached.
  it('hold the refused-token limit of an address once across both', async () => {
    // Alternating instances until the first 429 (the revoke above cost the address one refusal).
    let refused = 0;
    while (refused <= 2 * MAX_REFUSED_PER_ADDRESS) {
      const answer = await call(refused % 2, 'GET', '/api/users/1', `made-up-${refused}`);
      if (answer.status === 429) break;
      expect(answer.status).toBe(401);
      refused += 1;
    }
    // Instances counting apart would have refused twice the limit before the first 429.
    expect(refused).toBeGreaterThan(MAX_REFUSED_PER_ADDRESS - 5);
    expect(refused).toBeLessThanOrEqual(MAX_REFUSED_PER_ADDRESS);
    expect((await call(0, 'GET', '/api/users/1', 'made-up-next')).status).toBe(429);
    expect((await call(1, 'GET', '/api/users/1', 'made-up-next')).status).toBe(429);
  });

  /** The caller's vendor client id, as the exchange tells it. */
  async function vendorIdOf(token: string): Promise<string> {
    const answer = await fetch(`${exchangeBase}/exchange/account/rest/v1.0/getVendorClientId/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-application': SIM_DEFAULTS.appKey,
        authorization: `BEARER ${token}`,
      },
      body: '{}',
    });
    return (await answer.json()) as string;
  }
});
