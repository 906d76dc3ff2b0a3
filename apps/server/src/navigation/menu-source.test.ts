// How the menu copy is built (issue 5 §5): GROUPs are transparent, markets inherit country and
// venue, and what the menu lacks comes from listMarketCatalogue — here against the embedded
// exchange behind a proxy that strips start times and venues from its menu, as a thinner menu
// would come.
import { createMarketWorld, SIM_DEFAULTS } from '@greenbook/exchange-sim';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeLink } from '../exchange/exchange-link.js';
import { DEMO, startTestServer, type TestServer } from '../testing/server-harness.js';
import { indexMenu } from './menu-index.js';
import { MenuSource } from './menu-source.js';

describe('indexing a menu', () => {
  it('drops GROUP levels, inherits country and venue, and dates events by their first market', () => {
    const index = indexMenu({
      type: 'GROUP',
      id: 0,
      name: 'ROOT',
      children: [
        {
          type: 'EVENT_TYPE',
          id: 7,
          name: 'Horse Racing',
          children: [
            {
              type: 'GROUP',
              id: 298251,
              name: 'GB',
              children: [
                {
                  type: 'EVENT',
                  id: 35000001,
                  name: 'Ascot 1st Jan',
                  countryCode: 'GB',
                  children: [
                    {
                      type: 'RACE',
                      id: '35000001.1350',
                      name: '1m Hcap',
                      venue: 'Ascot',
                      startTime: '2026-01-01T13:50:00.000Z',
                      children: [
                        {
                          type: 'MARKET',
                          id: '1.9',
                          name: 'To Be Placed',
                          marketStartTime: '2026-01-01T13:50:00.000Z',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            { type: 'EVENT', name: 'no id' },
            'not a node',
          ],
        },
      ],
    });
    expect(index.roots).toEqual([{ id: '7', name: 'Horse Racing', type: 'EVENT_TYPE' }]);
    expect(index.nodes.get('7')?.children).toEqual([
      {
        id: '35000001',
        name: 'Ascot 1st Jan',
        type: 'EVENT',
        countryCode: 'GB',
        startTime: '2026-01-01T13:50:00.000Z',
      },
    ]);
    expect(index.nodes.get('35000001.1350')?.children).toEqual([
      {
        id: '1.9',
        name: 'To Be Placed',
        type: 'MARKET',
        countryCode: 'GB',
        venue: 'Ascot',
        startTime: '2026-01-01T13:50:00.000Z',
      },
    ]);
    expect(indexMenu('garbage').roots).toEqual([]);
  });
});

describe('completing markets from the catalogue', () => {
  let server: TestServer;
  let proxy: FastifyInstance;
  let link: ExchangeLink;
  let menuCalls = 0;
  let menuUrl = '';
  const strip = (node: Record<string, unknown>): void => {
    if (node.type === 'MARKET') delete node.marketStartTime;
    if (node.type === 'RACE') delete node.venue;
    for (const child of (node.children as Array<Record<string, unknown>> | undefined) ?? []) strip(child);
  };

  beforeAll(async () => {
    server = await startTestServer();
    server.simulator.addService(
      createMarketWorld(server.simulator, { sports: ['HORSE_RACING'], liquidity: false }),
    );
    menuUrl = `${server.base}/exchange/betting/rest/v1/en/navigation/menu.json`;
    proxy = Fastify();
    proxy.get('/menu.json', async (request) => {
      menuCalls += 1;
      const menu = (await (
        await fetch(menuUrl, {
          headers: {
            'x-application': String(request.headers['x-application']),
            authorization: String(request.headers.authorization),
          },
        })
      ).json()) as Record<string, unknown>;
      strip(menu);
      return menu;
    });
    await proxy.listen({ port: 0, host: '127.0.0.1' });
    const { port } = proxy.server.address() as { port: number };
    link = {
      bettingUrl: `${server.base}/exchange/betting/rest/v1.0`,
      accountUrl: `${server.base}/exchange/account/rest/v1.0`,
      navigationMenuUrl: `http://127.0.0.1:${port}/menu.json`,
      vendorLoginUrl: `${server.base}/identitysso/view/vendor-login`,
      appKey: SIM_DEFAULTS.appKey,
      vendorId: SIM_DEFAULTS.vendor.vendorId,
      vendorSecret: SIM_DEFAULTS.vendor.vendorSecret,
      stream: { host: '127.0.0.1', port: 1 },
    };
  });
  afterAll(async () => {
    await proxy.close();
    await server.stop();
  });

  it('fills start times and venues once per copy', async () => {
    const token = server.tokenFor(DEMO.accountId);
    const source = new MenuSource(
      () => link,
      () => server.clock.now(),
    );
    const races = (await source.children('7', token)) ?? [];
    expect(races.length).toBeGreaterThan(0);
    const race = races[0]!;
    expect(race.venue).toBeUndefined();
    const markets = (await source.children(race.id, token)) ?? [];
    expect(markets.length).toBeGreaterThan(0);
    for (const market of markets) {
      expect(market.startTime).toBe(race.startTime);
      expect(typeof market.venue).toBe('string');
    }
    expect(await source.children(race.id, token)).toEqual(markets);
    expect(menuCalls).toBe(1);
    expect(await source.children('no-such-node', token)).toBeUndefined();
  });

  it("reports a refused token as the exchange's error", async () => {
    const source = new MenuSource(
      () => ({ ...link, navigationMenuUrl: menuUrl }),
      () => server.clock.now(),
    );
    await expect(source.children(undefined, 'not-a-token')).rejects.toMatchObject({
      errorCode: 'INVALID_SESSION_INFORMATION',
    });
  });
});
