import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import { exchangeSimPlugin } from '../http/plugin.js';
import { SIM_DEFAULTS, Simulator } from '../simulator.js';
import { accountSpec } from '../testing/fixtures.js';
import { JSON_HEADERS, form, post, serveIdentity, type IdentityTestServer } from './identity-test-server.js';

/** Any token: tokens are random. */
const anyString = expect.any(String) as string;

let server: IdentityTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(): Promise<IdentityTestServer> {
  server = await serveIdentity();
  return server;
}

describe('POST /identitysso/api/login', () => {
  it('signs a demo account in: token, product = X-Application, SUCCESS', async () => {
    const { base, simulator } = await serve();
    const response = await post(
      `${base}/api/login`,
      JSON_HEADERS,
      form({ username: 'demo', password: 'demo' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { token: string };
    expect(body).toEqual({
      token: anyString,
      product: SIM_DEFAULTS.appKey,
      status: 'SUCCESS',
      error: '',
    });
    expect(simulator.sessions.resolve(body.token)).toMatchObject({ kind: 'SSO', accountId: '100001' });
  });

  it('answers FAIL with HTTP 200 for a wrong password, an unknown user and a synthetic account', async () => {
    const { base, simulator } = await serve();
    simulator.exchange.addAccount({ ...accountSpec('liquidity'), synthetic: true });
    const fail = {
      token: '',
      product: SIM_DEFAULTS.appKey,
      status: 'FAIL',
      error: 'INVALID_USERNAME_OR_PASSWORD',
    };
    for (const [username, password] of [
      ['demo', 'wrong'],
      ['nobody', 'nobody'],
      ['liquidity', 'liquidity'],
    ] as const) {
      const response = await post(`${base}/api/login`, JSON_HEADERS, form({ username, password }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(fail);
    }
  });

  it('answers INPUT_VALIDATION_ERROR for missing fields, an over-long value or a body that is not a form', async () => {
    const { base } = await serve();
    const invalid = {
      token: '',
      product: SIM_DEFAULTS.appKey,
      status: 'FAIL',
      error: 'INPUT_VALIDATION_ERROR',
    };
    const bodies: (string | URLSearchParams)[] = [
      form({ username: 'demo' }),
      form({ username: 'demo', password: 'x'.repeat(257) }),
      '',
    ];
    for (const body of bodies) {
      expect(await (await post(`${base}/api/login`, JSON_HEADERS, body)).json()).toEqual(invalid);
    }
    const json = await post(
      `${base}/api/login`,
      { ...JSON_HEADERS, 'content-type': 'application/json' },
      '{"username":"demo","password":"demo"}',
    );
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual(invalid);
  });

  it('takes credentials from the query string when the body has none', async () => {
    const { base } = await serve();
    const body = await (await post(`${base}/api/login?username=euro&password=euro`, JSON_HEADERS)).json();
    expect(body).toMatchObject({ status: 'SUCCESS' });
  });

  it('answers a small HTML page, escaped, without Accept: application/json', async () => {
    const { base } = await serve();
    const headers = { 'x-application': '<b>key</b>' };
    const failure = await post(`${base}/api/login`, headers, form({ username: 'demo', password: 'wrong' }));
    expect(failure.status).toBe(200);
    expect(failure.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await failure.text();
    expect(html).toContain('<dd>FAIL</dd>');
    expect(html).toContain('<dd>INVALID_USERNAME_OR_PASSWORD</dd>');
    expect(html).toContain('&lt;b&gt;key&lt;/b&gt;');
    expect(html).not.toContain('<b>key');
    const success = await (
      await post(`${base}/api/login`, { accept: 'text/html' }, form({ username: 'demo', password: 'demo' }))
    ).text();
    expect(success).toContain('<dd>SUCCESS</dd>');
  });
});

describe('POST /identitysso/api/certlogin', () => {
  it('answers sessionToken and loginStatus, and only loginStatus on failure (no client certificate check)', async () => {
    const { base, simulator } = await serve();
    const ok = (await (
      await post(`${base}/api/certlogin`, JSON_HEADERS, form({ username: 'small', password: 'small' }))
    ).json()) as {
      sessionToken: string;
    };
    expect(ok).toEqual({ sessionToken: anyString, loginStatus: 'SUCCESS' });
    expect(simulator.sessions.resolve(ok.sessionToken)?.accountId).toBe('100004');
    const bad = await post(`${base}/api/certlogin`, JSON_HEADERS, form({ username: 'small', password: 'x' }));
    expect(bad.status).toBe(200);
    expect(await bad.json()).toEqual({ loginStatus: 'INVALID_USERNAME_OR_PASSWORD' });
    expect(await (await post(`${base}/api/certlogin`, JSON_HEADERS, form({}))).json()).toEqual({
      loginStatus: 'INPUT_VALIDATION_ERROR',
    });
  });
});

describe('exchangeSimPlugin', () => {
  it('serves identity and leaves JSON bodies of routes outside identity to Fastify', async () => {
    const app = Fastify();
    try {
      await app.register(exchangeSimPlugin, { simulator: new Simulator({ clock: new ManualClock() }) });
      app.post('/echo', (request) => request.body);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const login = await post(
        `${origin}/identitysso/api/login`,
        JSON_HEADERS,
        form({ username: 'demo', password: 'demo' }),
      );
      expect(await login.json()).toMatchObject({ status: 'SUCCESS' });
      const echo = await post(`${origin}/echo`, { 'content-type': 'application/json' }, '{"a":1}');
      expect(await echo.json()).toEqual({ a: 1 });
    } finally {
      await app.close();
    }
  });
});
