// EXCHANGE=betfair by configuration alone: the product pointed at a Betfair-compatible exchange
// by URL (here the embedded exchange served on its own, standing in for Betfair). Sign-in logs in
// as the vendor for the token call, exchanges a person's code, and the token works on the API.
import Fastify, { type FastifyInstance } from 'fastify';
import { exchangeSimPlugin, ManualClock, SIM_DEFAULTS, Simulator } from '@greenbook/exchange-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { startServer, type RunningServer } from '../server.js';
import { signOnAs } from '../testing/sign-on.js';

let betfair: FastifyInstance;
let betfairBase: string;
let product: RunningServer;

beforeAll(async () => {
  betfair = Fastify();
  await betfair.register(exchangeSimPlugin, { simulator: new Simulator({ clock: new ManualClock() }) });
  await betfair.listen({ port: 0, host: '127.0.0.1' });
  betfairBase = `http://127.0.0.1:${(betfair.server.address() as { port: number }).port}`;
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
    BETFAIR_CHART_URL: `${betfairBase}/LoadRunnerInfoChartAction/`,
    BETFAIR_VIDEO_URL: `${betfairBase}/GetPlayer.do`,
    BETFAIR_INPLAY_URL: `${betfairBase}/inplayservice/`,
  });
  product = await startServer(config, { inMemoryDatabase: true });
});

afterAll(async () => {
  await product.stop();
  await betfair.close();
});

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
  });

  it('signs a person in through the exchange and serves the API with the token', async () => {
    const info = (await (await fetch(`${product.url}/api/betfair/sign-on`)).json()) as {
      signOnUrl: string;
      vendorLoginUrl: string;
    };
    expect(info.vendorLoginUrl).toBe(`${betfairBase}/identitysso/view/vendor-login`);
    const redirect = await signOnAs(info.signOnUrl, 'demo', 'demo');
    const code = redirect.searchParams.get('code')!;
    const login = await fetch(`${product.url}/api/betfair/login/${code}`);
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const navigation = await fetch(`${product.url}/api/navigation/`, {
      headers: { authorization: `BEARER ${token}` },
    });
    expect(navigation.status).toBe(200);
    // The mounted embedded exchange is absent: its paths are not served by the product here.
    expect(
      (await fetch(`${product.url}/exchange/betting/rest/v1.0/listEventTypes/`, { method: 'POST' })).status,
    ).toBe(404);
  });

  it("sends the runner chart and the live video page on to the exchange's hosts, the query as it came", async () => {
    const query = '?marketId=234567&selectionId=1000&handicap=0&refresh=3';
    const answer = await fetch(`${product.url}/LoadRunnerInfoChartAction/${query}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${betfairBase}/LoadRunnerInfoChartAction/${query}`);
    const video = await fetch(`${product.url}/GetPlayer.do?tr=1&eID=30000001`, { redirect: 'manual' });
    expect(video.headers.get('location')).toBe(`${betfairBase}/GetPlayer.do?tr=1&eID=30000001`);
    // The page may show that host's image.
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
