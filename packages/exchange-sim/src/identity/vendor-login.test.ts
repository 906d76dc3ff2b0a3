import { afterEach, describe, expect, it } from 'vitest';
import type { VendorAccessTokenInfo } from '@greenbook/betfair';
import { ApiError } from '../core/api-error.js';
import type { ManualClock } from '../core/clock.js';
import { SIM_DEFAULTS, type Simulator } from '../simulator.js';
import { IDENTITY_ACCOUNT_OPERATIONS } from './account-operations.js';
import { form, post, serveIdentity, type IdentityTestServer } from './identity-test-server.js';

const VENDOR = SIM_DEFAULTS.vendor;
const HOSTILE = '"><script>alert(1)</script>';

let server: IdentityTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(): Promise<{ page: string; simulator: Simulator; clock: ManualClock }> {
  server = await serveIdentity();
  return { page: `${server.base}/view/vendor-login`, simulator: server.simulator, clock: server.clock };
}

const signOnQuery = (
  redirectUri?: string,
  clientId: string = VENDOR.vendorId,
  responseType = 'code',
): string =>
  `?${new URLSearchParams({ client_id: clientId, response_type: responseType, ...(redirectUri === undefined ? {} : { redirect_uri: redirectUri }) }).toString()}`;

const submit = (page: string, fields: Record<string, string>): Promise<Response> =>
  post(page, {}, form(fields));

const signIn = (
  page: string,
  redirectUri: string,
  username = 'demo',
  password = username,
): Promise<Response> =>
  submit(page, {
    client_id: VENDOR.vendorId,
    response_type: 'code',
    redirect_uri: redirectUri,
    username,
    password,
  });

/** The code of a sign-on redirect, after checking where it points. */
function codeOf(response: Response, expectedTarget: string): string {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  const code = location.searchParams.get('code') ?? '';
  location.searchParams.delete('code');
  expect(location.toString()).toBe(expectedTarget);
  return code;
}

/** The vendor's server side: the token call, as the API-NG transport would run it. */
function exchangeCode(simulator: Simulator, code: string): VendorAccessTokenInfo | string {
  const appKey = simulator.appKeys.key(SIM_DEFAULTS.appKey);
  if (appKey === undefined) throw new Error('no app key');
  const params = {
    client_id: VENDOR.vendorId,
    grant_type: 'AUTHORIZATION_CODE',
    code,
    client_secret: VENDOR.vendorSecret,
  };
  try {
    return IDENTITY_ACCOUNT_OPERATIONS.token?.run(params, {
      simulator,
      session: undefined,
      appKey,
    }) as VendorAccessTokenInfo;
  } catch (error) {
    if (error instanceof ApiError) return error.errorCode;
    throw error;
  }
}

describe('GET /identitysso/view/vendor-login', () => {
  it('shows an accessible sign-on form without scripts, with the demo usernames as a hint', async () => {
    const { page } = await serve();
    const response = await fetch(page + signOnQuery('/auth/callback'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<form method="post" action="vendor-login">');
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('Simulator accounts: demo, euro, forint, small, pedro.');
    expect(html).toContain(`<input type="hidden" name="client_id" value="${VENDOR.vendorId}">`);
    expect(html).toContain('<input type="hidden" name="redirect_uri" value="/auth/callback">');
    expect(html).toContain('Log in and allow Greenbook');
    expect(html).not.toContain('<script');
  });

  it('answers an error page (HTTP 400) for a missing or unknown client_id, another response_type or a foreign redirect_uri', async () => {
    const { page } = await serve();
    const queries = [
      '?response_type=code',
      signOnQuery(undefined, '99999'),
      signOnQuery(undefined, VENDOR.vendorId, 'token'),
      signOnQuery('https://evil.example/steal'),
    ];
    for (const query of queries) {
      const response = await fetch(page + query);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Sign-on request not valid');
    }
  });

  it('escapes a hostile redirect_uri and client_id', async () => {
    const { page } = await serve();
    const form = await (await fetch(page + signOnQuery(HOSTILE))).text();
    expect(form).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(form).not.toContain('<script');
    const error = await (await fetch(page + signOnQuery(undefined, HOSTILE))).text();
    expect(error).toContain('&quot;&gt;&lt;script&gt;');
    expect(error).not.toContain('<script');
  });
});

describe('POST /identitysso/view/vendor-login', () => {
  it('redirects to the registered URL joined with redirect_uri and a code the token call accepts once', async () => {
    const { page, simulator } = await serve();
    const code = codeOf(
      await signIn(page, '/auth/callback?state=x'),
      'http://127.0.0.1:8080/auth/callback?state=x',
    );
    const info = exchangeCode(simulator, code);
    if (typeof info === 'string') throw new Error(info);
    expect(simulator.sessions.resolve(info.access_token)).toMatchObject({
      kind: 'OAUTH',
      accountId: '100001',
      vendorId: VENDOR.vendorId,
    });
    expect(exchangeCode(simulator, code)).toBe('INVALID_AUTH_CODE');
  });

  it('uses an absolute redirect_uri on the registered origin as is', async () => {
    const { page } = await serve();
    codeOf(await signIn(page, 'http://127.0.0.1:8080/other/place'), 'http://127.0.0.1:8080/other/place');
  });

  it('issues codes that expire after 10 minutes of simulated time', async () => {
    const { page, simulator, clock } = await serve();
    const used = codeOf(await signIn(page, 'cb'), 'http://127.0.0.1:8080/cb');
    const late = codeOf(await signIn(page, 'cb'), 'http://127.0.0.1:8080/cb');
    clock.advance(10 * 60_000 - 1);
    expect(exchangeCode(simulator, used)).toHaveProperty('token_type', 'BEARER');
    clock.advance(1);
    expect(exchangeCode(simulator, late)).toBe('INVALID_AUTH_CODE');
  });

  it('shows the page again with an error and the escaped username on a failed sign-in', async () => {
    const { page } = await serve();
    for (const [username, password, message] of [
      [HOSTILE, 'wrong', 'That username and password do not match an account.'],
      ['demo', '', 'Enter your username and password.'],
    ] as const) {
      const response = await signIn(page, '/cb', username, password);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`role="alert" id="sign-on-error">${message}</p>`);
      expect(html).toContain('aria-invalid="true"');
      expect(html).not.toContain('<script');
    }
    const html = await (await signIn(page, '/cb', HOSTILE, 'x')).text();
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('re-checks the sign-on request: an unknown client_id posted is an error page', async () => {
    const { page } = await serve();
    const response = await submit(page, {
      client_id: '1',
      response_type: 'code',
      username: 'demo',
      password: 'demo',
    });
    expect(response.status).toBe(400);
  });

  it('full flow: the form a person sees, filled in and posted, yields a code that resolves to a session', async () => {
    const { page, simulator } = await serve();
    const html = await (await fetch(page + signOnQuery('/after'))).text();
    const hidden: Record<string, string> = {};
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      if (name !== undefined && value !== undefined) hidden[name] = value;
    }
    const action = new URL(/<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '', page).toString();
    const response = await submit(action, { ...hidden, username: 'euro', password: 'euro' });
    const info = exchangeCode(simulator, codeOf(response, 'http://127.0.0.1:8080/after'));
    if (typeof info === 'string') throw new Error(info);
    expect(simulator.sessions.resolve(info.access_token)?.accountId).toBe('100002');
  });
});
