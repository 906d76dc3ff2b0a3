import { afterEach, describe, expect, it } from 'vitest';
import { SIM_DEFAULTS, type SimulatorOptions } from '../simulator.js';
import {
  JSON_HEADERS,
  loginToken as login,
  post,
  serveIdentity,
  type IdentityTestServer,
} from './identity-test-server.js';

const HOUR = 3600_000;

let server: IdentityTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(options: SimulatorOptions = {}): Promise<IdentityTestServer> {
  server = await serveIdentity(options);
  return server;
}

const sessionCall = async (base: string, action: string, token: string): Promise<unknown> =>
  (await post(`${base}/api/${action}`, { ...JSON_HEADERS, 'x-authentication': token })).json();

describe('keepAlive and logout', () => {
  it('keepAlive extends the session past its original expiry on the simulated clock', async () => {
    const { base, clock } = await serve();
    const token = await login(base);
    clock.advance(11 * HOUR);
    expect(await sessionCall(base, 'keepAlive', token)).toEqual({
      token,
      product: SIM_DEFAULTS.appKey,
      status: 'SUCCESS',
      error: '',
    });
    clock.advance(2 * HOUR); // 13 h after login: past the original 12 h
    expect(await sessionCall(base, 'keepAlive', token)).toMatchObject({ status: 'SUCCESS' });
    clock.advance(12 * HOUR);
    expect(await sessionCall(base, 'keepAlive', token)).toEqual({
      token,
      product: SIM_DEFAULTS.appKey,
      status: 'FAIL',
      error: 'NO_SESSION',
    });
  });

  it('a session not kept alive expires after the configured lifetime', async () => {
    const { base, clock } = await serve({ sessionLifetimes: { ssoMs: 24 * HOUR, oauthMs: 4 * HOUR } });
    const token = await login(base);
    clock.advance(24 * HOUR - 1);
    expect(await sessionCall(base, 'keepAlive', token)).toMatchObject({ status: 'SUCCESS' });
    clock.advance(24 * HOUR);
    expect(await sessionCall(base, 'keepAlive', token)).toMatchObject({
      status: 'FAIL',
      error: 'NO_SESSION',
    });
  });

  it('logout ends the session; afterwards both calls answer NO_SESSION', async () => {
    const { base, simulator } = await serve();
    const token = await login(base);
    expect(await sessionCall(base, 'logout', token)).toEqual({
      token,
      product: SIM_DEFAULTS.appKey,
      status: 'SUCCESS',
      error: '',
    });
    expect(simulator.sessions.resolve(token)).toBeUndefined();
    expect(await sessionCall(base, 'logout', token)).toMatchObject({ status: 'FAIL', error: 'NO_SESSION' });
    expect(await sessionCall(base, 'keepAlive', token)).toMatchObject({
      status: 'FAIL',
      error: 'NO_SESSION',
    });
  });

  it('logout with an OAuth access token ends that token', async () => {
    const { base, simulator } = await serve();
    const oauth = simulator.sessions.create(
      'OAUTH',
      '100001',
      SIM_DEFAULTS.appKey,
      SIM_DEFAULTS.vendor.vendorId,
    );
    expect(simulator.sessions.resolve(oauth.token)).toBeDefined();
    expect(await sessionCall(base, 'logout', oauth.token)).toEqual({
      token: oauth.token,
      product: SIM_DEFAULTS.appKey,
      status: 'SUCCESS',
      error: '',
    });
    expect(simulator.sessions.resolve(oauth.token)).toBeUndefined();
    expect(await sessionCall(base, 'logout', oauth.token)).toMatchObject({
      status: 'FAIL',
      error: 'NO_SESSION',
    });
  });

  it('keepAlive refuses an OAuth access token (NO_SESSION): vendors refresh with the token call', async () => {
    const { base, simulator } = await serve();
    const oauth = simulator.sessions.create(
      'OAUTH',
      '100001',
      SIM_DEFAULTS.appKey,
      SIM_DEFAULTS.vendor.vendorId,
    );
    expect(await sessionCall(base, 'keepAlive', oauth.token)).toMatchObject({
      status: 'FAIL',
      error: 'NO_SESSION',
    });
    expect(simulator.sessions.resolve(oauth.token)).toBeDefined();
  });

  it('without X-Authentication or Accept: application/json does nothing: INPUT_VALIDATION_ERROR', async () => {
    const { base, simulator } = await serve();
    const token = await login(base);
    const expiresAt = simulator.sessions.resolve(token)?.expiresAt;
    for (const action of ['keepAlive', 'logout']) {
      expect(await (await post(`${base}/api/${action}`, JSON_HEADERS)).json()).toEqual({
        token: '',
        product: SIM_DEFAULTS.appKey,
        status: 'FAIL',
        error: 'INPUT_VALIDATION_ERROR',
      });
      const html = await post(`${base}/api/${action}`, { 'x-authentication': token });
      expect(html.status).toBe(200);
      expect(html.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await html.text()).toContain('<dd>INPUT_VALIDATION_ERROR</dd>');
    }
    expect(simulator.sessions.resolve(token)?.expiresAt).toBe(expiresAt);
  });

  it('product falls back to the app key the session logged in with', async () => {
    const { base } = await serve();
    const token = await login(base);
    const body = await (
      await post(`${base}/api/keepAlive`, { accept: 'application/json', 'x-authentication': token })
    ).json();
    expect(body).toMatchObject({ product: SIM_DEFAULTS.appKey, status: 'SUCCESS' });
  });
});
