// Sign-in over HTTP (issue 5 §2, account-and-product §7, §8): a person signs in on the embedded
// exchange's sign-on page, the product exchanges the code, and the token works.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { registerHardening } from '../http/hardening.js';
import { memoryStore } from '../shared-state/shared-store.js';
import { startTestServer, type TestServer } from '../testing/server-harness.js';
import { signOnAs } from '../testing/sign-on.js';
import { registerSignInRoutes } from './sign-in-routes.js';
import { LOGIN_FAILED_MESSAGE, LOGIN_UNREACHABLE_MESSAGE } from './token-exchange.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

interface SignOnInfo {
  vendorLoginUrl: string;
  clientId: string;
  redirectUri: string;
  widgetsRedirectUri: string;
  signOnUrl: string;
  widgetsSignOnUrl: string;
}

async function signOnInfo(): Promise<SignOnInfo> {
  const info = await server.request('GET', '/api/betfair/sign-on');
  expect(info.status).toBe(200);
  return info.body as SignOnInfo;
}

describe('sign-in through the embedded exchange', () => {
  it('says where sign-on starts, without any secret', async () => {
    const info = await signOnInfo();
    expect(info).toMatchObject({
      vendorLoginUrl: `${server.base}/identitysso/view/vendor-login`,
      clientId: '70001',
      redirectUri: 'login/result',
      widgetsRedirectUri: 'login-widgets/result',
    });
    expect(new URL(info.signOnUrl).searchParams.get('response_type')).toBe('code');
    expect(JSON.stringify(info)).not.toContain('secret');
  });

  it('signs a person in on the sign-on page and gives a working token', async () => {
    const back = await signOnAs((await signOnInfo()).signOnUrl, 'demo', 'demo');
    expect(back.pathname).toBe('/login/result');
    const code = back.searchParams.get('code')!;
    const login = await server.request('GET', `/api/betfair/login/${code}`);
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = login.body as {
      access_token: string;
      token_type: string;
      expires_in: number;
      vendor_client_id: string;
    };
    expect(token).toMatchObject({ token_type: 'BEARER', vendor_client_id: '7000100100001' });
    expect(token.expires_in).toBeGreaterThan(0);
    expect(token).not.toHaveProperty('refresh_token');

    const funds = await fetch(`${server.base}/exchange/account/rest/v1.0/getAccountFunds/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-application': 'greenbook-sim-app-key',
        authorization: `${token.token_type} ${token.access_token}`,
      },
      body: JSON.stringify({ wallet: 'UK' }),
    });
    expect(funds.status).toBe(200);
    expect(((await funds.json()) as { availableToBetBalance: number }).availableToBetBalance).toBeGreaterThan(
      0,
    );
    const geoWithToken = await server.request('GET', '/api/navigation/', { token: token.access_token });
    expect(geoWithToken.status).toBe(200);

    // The code is single-use (betfair-protocol §4.5 step 2).
    const again = await server.request('GET', `/api/betfair/login/${code}`);
    expect(again).toMatchObject({
      status: 400,
      body: {
        error: 'LOGIN_FAILED',
        errorCode: 'INVALID_AUTH_CODE',
        detail: { AccountAPINGException: { errorCode: 'INVALID_AUTH_CODE' } },
      },
    });
    expect((again.body as { message: string }).message).not.toBe('');
  });

  it('answers the error payload for an unknown code', async () => {
    const unknown = await server.request('GET', '/api/betfair/login/NoSuchCode12345');
    expect(unknown.status).toBe(400);
    const body = unknown.body as {
      errorCode: string;
      message: string;
      details: string;
      detail: { AccountAPINGException: { errorDetails: string } };
    };
    expect(body.errorCode).toBe('INVALID_AUTH_CODE');
    // The exchange's own details, which the web client toasts (account-and-product §8).
    expect(body.details).toBe('code is unknown, used or expired');
    expect(body.message).toBe(body.details);
    expect(body.detail.AccountAPINGException.errorDetails).toBe(body.message);
  });

  it('signs in for the widgets flow, and reports failure on the first line of the body', async () => {
    const back = await signOnAs((await signOnInfo()).widgetsSignOnUrl, 'euro', 'euro');
    expect(back.pathname).toBe('/login-widgets/result');
    const code = back.searchParams.get('code')!;
    const login = await server.request('GET', `/api/betfair/loginwidget/${code}`);
    expect(login).toMatchObject({
      status: 200,
      body: { token_type: 'BEARER', vendor_client_id: '7000100100002' },
    });

    const failed = await fetch(`${server.base}/api/betfair/loginwidget/${code}`);
    expect(failed.status).toBe(400);
    const firstLine = (await failed.text()).split('\n')[0]!;
    const fault = JSON.parse(firstLine) as { detail: { AccountAPINGException: { errorDetails: string } } };
    expect(fault.detail.AccountAPINGException.errorDetails).not.toBe('');
  });

  it('refuses a malformed code before asking the exchange', async () => {
    for (const code of ['short', 'bad%20code%21xx', 'with%2Fslash12']) {
      const answer = await server.request('GET', `/api/betfair/login/${code}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'BAD_REQUEST' });
      expect(answer.body).not.toHaveProperty('details');
      expect((answer.body as { message: string }).message).toMatch(/^params\.code: /);
    }
    const tooLong = await server.request('GET', `/api/betfair/login/${'x'.repeat(101)}`);
    expect(tooLong).toMatchObject({ status: 414, body: { code: 'FST_ERR_MAX_PARAM_LENGTH' } });
  });
});

describe('sign-in when the exchange does not answer', () => {
  it('answers 502 with the login-service message', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const app = Fastify();
    await registerHardening(app, config, memoryStore());
    const dead = 'http://127.0.0.1:9/exchange';
    registerSignInRoutes(app, {
      exchange: () => ({
        bettingUrl: `${dead}/betting/rest/v1.0`,
        accountUrl: `${dead}/account/rest/v1.0`,
        navigationMenuUrl: `${dead}/betting/rest/v1/en/navigation/menu.json`,
        vendorLoginUrl: 'http://127.0.0.1:9/identitysso/view/vendor-login',
        appKey: 'key',
        vendorId: '70001',
        vendorSecret: 'secret',
        stream: { host: '127.0.0.1', port: 9 },
      }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/api/betfair/login/SomeCode12345`);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({
        error: 'LOGIN_SERVICE_FAILED',
        errorCode: 'NO_RESPONSE',
        message: LOGIN_UNREACHABLE_MESSAGE,
      });
      expect(LOGIN_FAILED_MESSAGE).toBe('Something went wrong when trying to login. Please try again later.');
    } finally {
      await app.close();
    }
  });
});
