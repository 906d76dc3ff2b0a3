// The home page's catalogue requests (@greenbook/trading home list queries, the ones the web app
// sends) against the embedded exchange's full seeded world, through the product's exchange path:
// every soccer match of the window has its card, every race of 7 and 4339 its time on the race
// card, every event in play its live row, every tennis and basketball event its row in the default
// slots, and no request breaks the API-NG limits (nothing cut off at 200).
import { BetfairApi, RestTransport } from '@greenbook/betfair';
import { SIM_DEFAULTS, createMarketWorld } from '@greenbook/exchange-sim';
import {
  API_MAX_RESULTS,
  homeWindow,
  liveEventsQuery,
  raceCardQuery,
  soccerCardsQuery,
  sportSlotQuery,
  type HomeListQuery,
} from '@greenbook/trading';
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

/** The event ids a query reaches; below the cap, so nothing was cut off. */
async function reached(api: BetfairApi, query: HomeListQuery): Promise<Set<string>> {
  const list = await api.listMarketCatalogue(query);
  expect(list.length).toBeLessThan(API_MAX_RESULTS.homeLists);
  return new Set(list.flatMap((market) => market.event?.id ?? []));
}

/**
 * Checks the home lists of the clock's time against the exchange's events (those with a market of
 * the list's types, from now to 24 hours ahead, or in play); answers how many events are in play.
 */
async function expectEveryEventOnHome(): Promise<number> {
  const api = exchangeApi();
  const now = server.clock.now();
  const ahead = { from: new Date(now).toISOString(), to: new Date(now + 24 * HOUR).toISOString() };
  const missing = async (query: HomeListQuery) => {
    const onHome = await reached(api, query);
    const filter = {
      ...query.filter,
      marketStartTime: query.filter.inPlayOnly === true ? homeWindow(now) : ahead,
    };
    const events = (await api.betting('listEvents', { filter })).map(({ event }) => event.id);
    expect(events.length).toBeGreaterThan(0);
    return events.filter((id) => !onHome.has(id));
  };
  for (const query of [
    soccerCardsQuery(now),
    raceCardQuery('7', now),
    raceCardQuery('4339', now),
    sportSlotQuery('2', now),
    sportSlotQuery('7522', now),
    liveEventsQuery(now),
  ])
    expect(await missing(query), JSON.stringify(query.filter)).toEqual([]);
  return (await api.betting('listEvents', { filter: { inPlayOnly: true } })).length;
}

describe('home over the seeded world', () => {
  it('reaches every event of its lists and every event in play, within the 200 a list', async () => {
    await expectEveryEventOnHome();
  });

  it('still does half a day later, with other sports and race meetings ahead', async () => {
    server.clock.advance(11 * HOUR);
    expect(await expectEveryEventOnHome()).toBeGreaterThan(0);
  });
});
