// The standalone exchange as a product in betfair mode uses it: its options, the vendor's redirect
// address on any port, a live app key of the product's, and the TLS stream certificate written to a
// file that clients trust with verification on (for 127.0.0.1 and localhost alike).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_DEFAULTS } from '../simulator.js';
import { CLI_DEFAULTS, parseCliOptions } from './cli-options.js';
import { startStandaloneExchange, type RunningExchange } from './standalone.js';

const PRODUCT = 'http://127.0.0.1:41234/';
let folder: string;
let running: RunningExchange;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'greenbook-standalone-'));
  running = await startStandaloneExchange(
    parseCliOptions(
      [
        ...['--port', '0', '--stream-port', '0', '--stream-tls-port', '0'],
        ...['--app-key', 'product-app-key', '--vendor-redirect-url', 'http://127.0.0.1:41234'],
        ...['--tls-cert-out', join(folder, 'stream.pem')],
      ],
      {},
    ),
  );
});

afterAll(async () => {
  await running.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** Whether a TLS client trusting only `ca` accepts the stream's certificate for this host name. */
function verifies(host: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: running.streamTlsPort, servername: host, ca }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the standalone exchange for a product in betfair mode', () => {
  it('parses the new flags and refuses a redirect address that is not http(s)', () => {
    expect(parseCliOptions([], {})).toMatchObject({
      appKey: SIM_DEFAULTS.appKey,
      vendorRedirectUrl: SIM_DEFAULTS.vendor.redirectUrl,
      tlsCertOut: undefined,
    });
    expect(CLI_DEFAULTS.vendorRedirectUrl).toBe(SIM_DEFAULTS.vendor.redirectUrl);
    expect(() => parseCliOptions(['--vendor-redirect-url', 'javascript:alert(1)'], {})).toThrow(
      /--vendor-redirect-url must be an http\(s\) address/,
    );
    expect(() => parseCliOptions(['--vendor-redirect-url', 'not a url'], {})).toThrow(/http\(s\) address/);
    expect(() => parseCliOptions(['--tls-cert-out'], {})).toThrow(/--tls-cert-out needs a value/);
  });

  it('takes the live density from --live-density or SIM_LIVE_DENSITY, a whole number from 1 to 150', () => {
    expect(parseCliOptions([], {}).liveDensity).toBe(1);
    expect(parseCliOptions([], { SIM_LIVE_DENSITY: '140' }).liveDensity).toBe(140);
    expect(parseCliOptions(['--live-density', '20'], { SIM_LIVE_DENSITY: '140' }).liveDensity).toBe(20);
    for (const bad of ['0', '2.5', '151', 'many'])
      expect(() => parseCliOptions(['--live-density', bad], {})).toThrow(
        /--live-density must be a whole number from 1 to 150/,
      );
    expect(() => parseCliOptions([], { SIM_LIVE_DENSITY: '0' })).toThrow(/SIM_LIVE_DENSITY must be/);
  });

  it("sends a signed-in person back to the vendor's registered address", async () => {
    const answer = await fetch(`${running.httpUrl}/identitysso/view/vendor-login`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: SIM_DEFAULTS.vendor.vendorId,
        response_type: 'code',
        redirect_uri: 'login/result',
        username: 'demo',
        password: 'demo',
      }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${PRODUCT}login/result`);
    expect(location.searchParams.get('code')).toMatch(/.{8,}/);
  });

  it("takes the product's app key in place of the default one", async () => {
    const login = (await (
      await fetch(`${running.httpUrl}/identitysso/api/login`, {
        method: 'POST',
        headers: { accept: 'application/json', 'x-application': 'product-app-key' },
        body: new URLSearchParams({ username: 'demo', password: 'demo' }),
      })
    ).json()) as { token: string };
    const funds = (appKey: string) =>
      fetch(`${running.httpUrl}/exchange/account/rest/v1.0/getAccountFunds/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-application': appKey,
          'x-authentication': login.token,
        },
        body: '{}',
      });
    expect((await funds('product-app-key')).status).toBe(200);
    expect((await funds(SIM_DEFAULTS.appKey)).status).toBe(400);
  });

  it('writes the stream certificate, which verifies for 127.0.0.1 and localhost', async () => {
    const pem = readFileSync(join(folder, 'stream.pem'), 'utf8');
    expect(pem).toBe(running.stream.certificatePem);
    expect(pem).not.toMatch(/PRIVATE KEY/);
    expect(await verifies('localhost', pem)).toBe(true);
    // A client that trusts something else refuses it: verification is on.
    expect(
      await verifies('localhost', readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')),
    ).toBe(false);
    // Through the IP address (no SNI), the address SAN is checked.
    const byAddress = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: running.streamTlsPort, ca: pem }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    expect(byAddress).toBe(true);
  });
});
