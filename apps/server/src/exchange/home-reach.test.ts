// The home page's catalogue requests (@greenbook/trading homeCatalogueQueries, the ones the web app
// sends) against the embedded exchange's full seeded world, through the product's exchange path:
// every event of the next 24 hours, and every event in play, has a row on home (issue 6 §3 "any
// market is two clicks away"), and no request breaks the API-NG limits.
import { BetfairApi, RestTransport } from '@greenbook/betfair';
import { SIM_DEFAULTS, createMarketWorld } from '@greenbook/exchange-sim';
import { API_MAX_RESULTS, homeCatalogueQueries } from '@greenbook/trading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../testing/server-harness.js';

const HOUR = 3_600_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.simulator.addService(createMarketWorld(server.simulator, { liquidity: false }));
});
afterAll(async () => {
  await server.stop();
});

/** A fresh session each time: the manual clock jumps past a session's life. */
const exchangeApi = (): BetfairApi =>
  new BetfairApi(
    new RestTransport({
      bettingUrl: `${server.base}/exchange/betting/rest/v1.0`,
      accountUrl: `${server.base}/exchange/account/rest/v1.0`,
      appKey: SIM_DEFAULTS.appKey,
      auth: { kind: 'bearer', token: server.tokenFor(DEMO.accountId) },
    }),
  );

/** Checks the home lists of the clock's time; answers how many events are in play. */
async function expectEveryEventOnHome(): Promise<number> {
  const api = exchangeApi();
  const now = server.clock.now();
  const eventIds = async (filter: { inPlayOnly?: boolean; marketStartTime?: { from: string; to: string } }) =>
    (await api.betting('listEvents', { filter })).map(({ event }) => event.id).sort();
  const lists = await Promise.all(homeCatalogueQueries(now).map((query) => api.listMarketCatalogue(query)));
  // Below the cap: nothing was cut off.
  for (const list of lists) expect(list.length).toBeLessThan(API_MAX_RESULTS.homeLists);
  const onHome = new Set(lists.flat().flatMap((market) => market.event?.id ?? []));
  const next24h = await eventIds({
    marketStartTime: { from: new Date(now).toISOString(), to: new Date(now + 24 * HOUR).toISOString() },
  });
  const inPlay = await eventIds({ inPlayOnly: true });
  expect(next24h.length).toBeGreaterThan(50);
  expect(next24h.filter((id) => !onHome.has(id))).toEqual([]);
  expect(inPlay.filter((id) => !onHome.has(id))).toEqual([]);
  return inPlay.length;
}

describe('home over the seeded world', () => {
  it('reaches every event of the next 24 hours and every event in play, within the 200 a list', async () => {
    await expectEveryEventOnHome();
  });

  it('still does half a day later, with other sports and race meetings ahead', async () => {
    server.clock.advance(11 * HOUR);
    expect(await expectEveryEventOnHome()).toBeGreaterThan(0);
  });
});
