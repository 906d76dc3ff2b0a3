// The sports tree over HTTP (issue 5 §5): event types, events and races, markets, in en and pt,
// from the embedded exchange's live world, cached for a minute.
import { createMarketWorld } from '@greenbook/exchange-sim';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../testing/server-harness.js';
import type { NavigationNode } from './menu-index.js';
import { MENU_TTL_MS } from './menu-source.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  server.simulator.addService(
    createMarketWorld(server.simulator, { sports: ['SOCCER', 'HORSE_RACING'], liquidity: false }),
  );
  token = server.tokenFor(DEMO.accountId);
});
afterAll(async () => {
  await server.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function nodes(path: string, locale?: string): Promise<NavigationNode[]> {
  const answer = await server.request('GET', path, {
    token,
    ...(locale === undefined ? {} : { headers: { 'x-locale': locale } }),
  });
  expect(answer.status).toBe(200);
  return answer.body as NavigationNode[];
}

describe('the navigation tree', () => {
  it("lists the sports, named in the caller's language", async () => {
    const english = await nodes('/api/navigation/');
    expect(english).toEqual(
      expect.arrayContaining([
        { id: '1', name: 'Soccer', type: 'EVENT_TYPE' },
        { id: '7', name: 'Horse Racing', type: 'EVENT_TYPE' },
      ]),
    );
    expect(english).toHaveLength(2);
    for (const locale of ['pt', 'pt-BR', 'pt_PT']) {
      expect(await nodes('/api/navigation/', locale)).toEqual(
        expect.arrayContaining([
          { id: '1', name: 'Futebol', type: 'EVENT_TYPE' },
          { id: '7', name: 'Corrida de Cavalos', type: 'EVENT_TYPE' },
        ]),
      );
    }
    for (const locale of ['en', 'de', 'xx-!!', '']) {
      expect((await nodes('/api/navigation/', locale)).map((node) => node.name).sort()).toEqual([
        'Horse Racing',
        'Soccer',
      ]);
    }
  });

  it('goes from a sport to its events and to their markets, with country and start time', async () => {
    const events = await nodes('/api/navigation/1', 'pt');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.type).toBe('EVENT');
      expect(event.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(Number.isNaN(Date.parse(event.startTime!))).toBe(false);
    }
    const event = events[0]!;
    const markets = await nodes(`/api/navigation/${event.id}`, 'pt');
    expect(markets.length).toBeGreaterThan(0);
    const match = markets.find((market) => market.name === 'Match Odds');
    expect(match).toMatchObject({ type: 'MARKET', countryCode: event.countryCode });
    // Event and market names stay as the exchange gives them, whatever the locale.
    expect(markets.map((market) => market.name)).toEqual(
      (await nodes(`/api/navigation/${event.id}`)).map((m) => m.name),
    );
    const earliest = markets.map((market) => market.startTime!).sort()[0];
    expect(event.startTime).toBe(earliest);
    expect(await nodes(`/api/navigation/${match!.id}`)).toEqual([]);
  });

  it("lists races with their venue, and the race's markets", async () => {
    const races = await nodes('/api/navigation/7');
    expect(races.length).toBeGreaterThan(0);
    const race = races[0]!;
    expect(race.type).toBe('RACE');
    expect(race.venue).not.toBe(undefined);
    expect(race.countryCode).toMatch(/^[A-Z]{2}$/);
    const markets = await nodes(`/api/navigation/${race.id}`);
    expect(markets.map((market) => market.type)).toContain('MARKET');
    for (const market of markets) {
      expect(market).toMatchObject({
        venue: race.venue,
        countryCode: race.countryCode,
        startTime: race.startTime,
      });
    }
  });

  it('answers 404 for an unknown node, 400 for a malformed id, 401 without a token', async () => {
    expect(await server.request('GET', '/api/navigation/99999999999', { token })).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    const malformed = await server.request('GET', '/api/navigation/a%20b', { token });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect((malformed.body as { message: string }).message).toMatch(/^params\.id: /);
    expect(await server.request('GET', '/api/navigation/')).toMatchObject({
      status: 401,
      body: { error: 'UNAUTHORIZED' },
    });
    expect(await server.request('GET', '/api/navigation/1', { token: 'unknown-token' })).toMatchObject({
      status: 401,
    });
  });

  it('asks the exchange for the menu once a minute, whatever the locale', async () => {
    server.clock.advance(MENU_TTL_MS + 1);
    const fetches = vi.spyOn(globalThis, 'fetch');
    const menuFetches = () =>
      fetches.mock.calls.filter(([url]) =>
        String(url instanceof Request ? url.url : url).includes('menu.json'),
      ).length;
    await nodes('/api/navigation/');
    await nodes('/api/navigation/', 'pt');
    await nodes('/api/navigation/1');
    expect(menuFetches()).toBe(1);
    server.clock.advance(MENU_TTL_MS - 1_000);
    await nodes('/api/navigation/7', 'pt');
    expect(menuFetches()).toBe(1);
    server.clock.advance(2_000);
    await nodes('/api/navigation/');
    expect(menuFetches()).toBe(2);
  });
});
