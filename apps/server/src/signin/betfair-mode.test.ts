// EXCHANGE=betfair by configuration alone: the product pointed at a Betfair-compatible exchange
// by URL (here the embedded exchange served on its own, standing in for Betfair). Sign-in logs in
// as the vendor for the token call, exchanges a person's code, and the token works on the API,
// through the product's forwarding of the browser's API-NG calls and its verified TLS stream bridge.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  exchangeSimPlugin,
  ManualClock,
  SIM_DEFAULTS,
  Simulator,
  StreamServer,
} from '@greenbook/exchange-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config/config.js';
import { startServer, type RunningServer } from '../server.js';
import { signOnAs } from '../testing/sign-on.js';

let betfair: FastifyInstance;
let betfairStream: StreamServer;
let betfairBase: string;
let product: RunningServer;
let certificateFolder: string;
/** The product's PUBLIC_URL: its pages' origin. */
let publicUrl: string;

/** The status of a raw GET: node:http sends the path as written (fetch would resolve `..` first). */
function rawStatus(url: string, path: string): Promise<number | undefined> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode);
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  const simulator = new Simulator({ clock: new ManualClock() });
  betfair = Fastify();
  await betfair.register(exchangeSimPlugin, { simulator });
  await betfair.listen({ port: 0, host: '127.0.0.1' });
  betfairBase = `http://127.0.0.1:${(betfair.server.address() as { port: number }).port}`;
  // Its stream on TLS only, with a self-signed certificate the product is told to trust.
  betfairStream = new StreamServer(simulator);
  const { tlsPort } = await betfairStream.listen({ tlsPort: 0, host: '127.0.0.1' });
  certificateFolder = mkdtempSync(join(tmpdir(), 'greenbook-ca-'));
  writeFileSync(join(certificateFolder, 'stream.pem'), betfairStream.certificatePem!);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    EXCHANGE: 'betfair',
    BETFAIR_APP_KEY: SIM_DEFAULTS.appKey,
    BETFAIR_VENDOR_ID: SIM_DEFAULTS.vendor.vendorId,
    BETFAIR_VENDOR_SECRET: SIM_DEFAULTS.vendor.vendorSecret,
    BETFAIR_VENDOR_USERNAME: 'pedro',
    BETFAIR_VENDOR_PASSWORD: 'pedro',
    BETFAIR_API_URL: `${betfairBase}/exchange/`,
    BETFAIR_IDENTITY_URL: `${betfairBase}/identitysso/`,
    BETFAIR_STREAM_HOST: '127.0.0.1',
    BETFAIR_STREAM_PORT: String(tlsPort),
    BETFAIR_STREAM_CA: join(certificateFolder, 'stream.pem'),
    BETFAIR_CHART_URL: `${betfairBase}/LoadRunnerInfoChartAction/`,
    BETFAIR_VIDEO_URL: `${betfairBase}/GetPlayer.do`,
    BETFAIR_INPLAY_URL: `${betfairBase}/inplayservice/`,
    BETFAIR_SILKS_URL: `${betfairBase}/feeds_images/Horses/SilkColours/`,
  });
  publicUrl = config.publicUrl;
  product = await startServer(config, { inMemoryDatabase: true });
});

afterAll(async () => {
  await product.stop();
  await betfairStream.close();
  await betfair.close();
  rmSync(certificateFolder, { recursive: true, force: true });
});

/** A person's access token, through the product's sign-in against the exchange. */
async function signIn(username: string): Promise<string> {
  const info = (await (await fetch(`${product.url}/api/betfair/sign-on`)).json()) as { signOnUrl: string };
  const redirect = await signOnAs(info.signOnUrl, username, username);
  const login = await fetch(`${product.url}/api/betfair/login/${redirect.searchParams.get('code')!}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** The same API-NG call on the product's origin and on the exchange's own. */
async function bothWays(path: string, headers: Record<string, string>, body: string) {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body };
  const [forwarded, direct] = await Promise.all([
    fetch(`${product.url}/exchange/${path}`, init),
    fetch(`${betfairBase}/exchange/${path}`, init),
  ]);
  // Each answer has its own request id; the rest must match.
  const read = async (answer: Response) => ({
    status: answer.status,
    body: (await answer.text()).replace(/"requestUUID":"[^"]*"/, '"requestUUID":"…"'),
  });
  return { forwarded: await read(forwarded), direct: await read(direct) };
}

describe('the product in betfair mode', () => {
  it('refuses to start without the vendor credentials', () => {
    expect(() =>
      loadConfig({
        EXCHANGE: 'betfair',
        BETFAIR_APP_KEY: 'k',
        BETFAIR_VENDOR_ID: '1',
        BETFAIR_VENDOR_SECRET: 's',
      }),
    ).toThrow(/BETFAIR_VENDOR_USERNAME, BETFAIR_VENDOR_PASSWORD/);
    expect(() => loadConfig({ BETFAIR_STREAM_CA: join(certificateFolder, 'absent.pem') })).toThrow(
      /BETFAIR_STREAM_CA: cannot read .*absent\.pem \(ENOENT\)/,
    );
    writeFileSync(join(certificateFolder, 'empty.pem'), 'not a certificate');
    expect(() => loadConfig({ BETFAIR_STREAM_CA: join(certificateFolder, 'empty.pem') })).toThrow(
      /holds no PEM certificate/,
    );
  });

  it('signs a person in through the exchange and serves the API with the token', async () => {
    const info = (await (await fetch(`${product.url}/api/betfair/sign-on`)).json()) as {
      signOnUrl: string;
      vendorLoginUrl: string;
      appKey: string;
    };
    expect(info.vendorLoginUrl).toBe(`${betfairBase}/identitysso/view/vendor-login`);
    // The configured app key, for the web app's exchange calls; never the vendor secret.
    expect(info.appKey).toBe(SIM_DEFAULTS.appKey);
    expect(JSON.stringify(info)).not.toContain(SIM_DEFAULTS.vendor.vendorSecret);
    const redirect = await signOnAs(info.signOnUrl, 'demo', 'demo');
    const code = redirect.searchParams.get('code')!;
    const login = await fetch(`${product.url}/api/betfair/login/${code}`);
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const navigation = await fetch(`${product.url}/api/navigation/`, {
      headers: { authorization: `BEARER ${token}` },
    });
    expect(navigation.status).toBe(200);
  });

  it("forwards the browser's API-NG calls to the exchange, its answers and faults unchanged", async () => {
    const auth = { 'x-application': SIM_DEFAULTS.appKey, authorization: `BEARER ${await signIn('demo')}` };
    const funds = await bothWays('account/rest/v1.0/getAccountFunds/', auth, '{}');
    expect(funds.forwarded).toEqual(funds.direct);
    expect(funds.forwarded.status).toBe(200);
    expect(JSON.parse(funds.forwarded.body)).toMatchObject({ availableToBetBalance: 1000 });
    // A REST fault (HTTP 400) and a JSON-RPC error (HTTP 200) as Betfair sent them.
    const fault = await bothWays('betting/rest/v1.0/listMarketBook/', auth, '{"marketIds":"x"}');
    expect(fault.forwarded).toEqual(fault.direct);
    expect(fault.forwarded.status).toBe(400);
    const rpc = await bothWays(
      'betting/json-rpc/v1',
      auth,
      '{"jsonrpc":"2.0","method":"SportsAPING/v1.0/nope","id":7}',
    );
    expect(rpc.forwarded).toEqual(rpc.direct);
    expect(JSON.parse(rpc.forwarded.body)).toHaveProperty('error');
    const unknownKey = await bothWays('betting/rest/v1.0/listEventTypes/', {}, '{"filter":{}}');
    expect(unknownKey.forwarded).toEqual(unknownKey.direct);
  });

  it("bridges the browser's stream to the exchange's TLS stream, trusting BETFAIR_STREAM_CA", async () => {
    const token = await signIn('demo');
    // As the product's own page opens it: the bridge takes sockets from PUBLIC_URL's origin only.
    const socket = new WebSocket(`${product.url.replace('http', 'ws')}/stream`, {
      origin: publicUrl,
    });
    const lines: Array<{ op: string; statusCode?: string }> = [];
    socket.on('message', (data: Buffer) => lines.push(JSON.parse(data.toString()) as { op: string }));
    await new Promise((resolve) => socket.once('open', resolve));
    await expect.poll(() => lines.map((line) => line.op)).toContain('connection');
    socket.send(JSON.stringify({ op: 'authentication', id: 1, appKey: SIM_DEFAULTS.appKey, session: token }));
    await expect.poll(() => lines.find((line) => line.op === 'status')?.statusCode).toBe('SUCCESS');
    socket.close();
  });

  it("sends the runner chart and the live video page on to the exchange's hosts, the query as it came", async () => {
    const query = '?marketId=234567&selectionId=1000&handicap=0&refresh=3';
    const answer = await fetch(`${product.url}/LoadRunnerInfoChartAction/${query}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${betfairBase}/LoadRunnerInfoChartAction/${query}`);
    const video = await fetch(`${product.url}/GetPlayer.do?tr=1&eID=30000001`, { redirect: 'manual' });
    expect(video.headers.get('location')).toBe(`${betfairBase}/GetPlayer.do?tr=1&eID=30000001`);
    // The page may show that host's image, and frame its video player (the live stream panel).
    const csp = (await fetch(`${product.url}/api/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${betfairBase.replace(/[.]/g, '\\.')}`));
    expect(csp).toMatch(new RegExp(`frame-src 'self' ${betfairBase.replace(/[.]/g, '\\.')}(;|$)`));
    const panel = await fetch(`${product.url}/GetPlayer.do?tr=2&mID=1.234&allowPopup=false`, {
      redirect: 'manual',
    });
    expect(panel.headers.get('location')).toBe(`${betfairBase}/GetPlayer.do?tr=2&mID=1.234&allowPopup=false`);
  });

  it("sends a silk image on to the exchange's content host, and refuses a name that would leave its folder", async () => {
    const silks = `${betfairBase}/feeds_images/Horses/SilkColours/`;
    const answer = await fetch(
      `${product.url}/feeds_images/Horses/SilkColours/c2026-Globe%20Derby%20(AUS)-H/1340117.png?x=1`,
      { redirect: 'manual' },
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${silks}c2026-Globe%20Derby%20(AUS)-H/1340117.png`);
    // Followed, the stand-in exchange draws it.
    const image = await fetch(`${product.url}/feeds_images/Horses/SilkColours/c1/77.svg`);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    for (const name of [
      'c1/../x.svg',
      'c1/%2e%2e/x.svg',
      'c1/%2E./x.svg',
      'a%2Fb.svg',
      'a%5Cb.svg',
      'a//b.svg',
      '%zz.svg',
      '',
    ])
      expect(await rawStatus(product.url, `/feeds_images/Horses/SilkColours/${name}`)).toBe(400);
    const csp = (await fetch(`${product.url}/api/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${betfairBase.replace(/[.]/g, '\\.')}`));
  });

  it("passes the exchange's in-play service answers on", async () => {
    const scores = await fetch(`${product.url}/inplayservice/v1/scores?eventIds=30000001&regionCode=UK`);
    expect(scores.status).toBe(200);
    expect(await scores.json()).toEqual([]); // the stand-in exchange follows no event
    const refused = await fetch(`${product.url}/inplayservice/v1/scores?eventIds=abc`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'INVALID_EVENT_IDS' });
    // Only the service's own calls are passed on.
    expect((await fetch(`${product.url}/inplayservice/v1/scores/more`)).status).toBe(404);
  });
});
