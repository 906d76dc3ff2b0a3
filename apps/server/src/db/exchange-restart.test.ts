// issue 11 §4: the embedded exchange remembers across a restart of the product server. A person
// signs in through the product's sign-in flow, bets, and the server restarts on the same database
// (a PGlite folder, or a PostgreSQL schema with TEST_DATABASE_URL): the same token still works,
// with the same balance and the same cleared orders; bets on unsettled markets follow the restart
// rule; an expired token stays expired.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { runnerKey, settleMarket } from '@greenbook/exchange-sim';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server-harness.js';
import { signOnAs } from '../testing/sign-on.js';
import { addTestMarket, TEST_MARKET_ID } from '../testing/test-market.js';

// Two servers on a PGlite folder each: tens of seconds on a busy 2-core machine (a hang bound only).
const TWO_SERVERS_MS = 300_000;

const folders: string[] = [];
const schemas: string[] = [];

/** One storage for both servers; a non-`test_…` schema, so the first server's stop keeps it. */
function storage(): { dataDir: string; pgSchema: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenbook-exchange-restart-'));
  const pgSchema = `xrestart_${randomUUID().replace(/-/g, '')}`;
  folders.push(dataDir);
  schemas.push(pgSchema);
  return { dataDir, pgSchema };
}

afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  const url = process.env['TEST_DATABASE_URL'];
  if (url === undefined) return;
  const pool = new pg.Pool({ connectionString: url });
  for (const schema of schemas) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await pool.end();
});

/** A person signs in as the web app does: the sign-on page, then the product's code exchange. */
async function signIn(server: TestServer, username: string): Promise<string> {
  const info = (await server.request('GET', '/api/betfair/sign-on')).body as { signOnUrl: string };
  const code = (await signOnAs(info.signOnUrl, username, username)).searchParams.get('code')!;
  const login = await server.request('GET', `/api/betfair/login/${code}`);
  expect(login.status).toBe(200);
  return (login.body as { access_token: string }).access_token;
}

const limit = (selectionId: number, side: 'BACK' | 'LAY', price: number, size: number) => ({
  selectionId,
  handicap: 0,
  side,
  orderType: 'LIMIT' as const,
  limitOrder: { size, price, persistenceType: 'LAPSE' as const },
});

/** Dana backs Arsenal 10 @ 3, matched against Eva's lay; and 5 @ 10 on Chelsea, unmatched. */
async function betOnTestMarket(server: TestServer, dana: string, eva: string): Promise<void> {
  addTestMarket(server.simulator);
  const place = (token: string, instruction: ReturnType<typeof limit>) =>
    server.apiFor(token).betting('placeOrders', { marketId: TEST_MARKET_ID, instructions: [instruction] });
  await place(eva, limit(1000, 'LAY', 3, 20));
  const matched = await place(dana, limit(1000, 'BACK', 3, 10));
  expect(matched.instructionReports?.[0]?.sizeMatched).toBe(10);
  await place(dana, limit(1001, 'BACK', 10, 5));
}

describe('the embedded exchange across a restart', () => {
  it(
    'keeps the same token working, with the same balance and the same cleared orders',
    async () => {
      const where = storage();
      const first = await startTestServer({}, where);
      let token: string;
      let vendorId: string;
      let funds: unknown;
      let cleared: unknown;
      try {
        token = await signIn(first, 'demo');
        await betOnTestMarket(first, token, await signIn(first, 'euro'));
        const market = first.simulator.exchange.markets.get(TEST_MARKET_ID)!;
        settleMarket(first.simulator.exchange, market, {
          results: new Map([[runnerKey(1000, 0), 'WINNER']]),
        });
        const api = first.apiFor(token);
        vendorId = await api.account('getVendorClientId', {});
        funds = await api.account('getAccountFunds', {});
        expect(funds).toMatchObject({ availableToBetBalance: 1019, exposure: 0, retainedCommission: 1 });
        cleared = await api.betting('listClearedOrders', { betStatus: 'SETTLED' });
        expect(cleared).toMatchObject({
          clearedOrders: [{ betOutcome: 'WON', profit: 20, sizeSettled: 10 }],
        });
      } finally {
        await first.stop();
      }

      const second = await startTestServer({}, where);
      try {
        const api = second.apiFor(token);
        expect(await api.account('getAccountFunds', {})).toEqual(funds);
        expect(await api.betting('listClearedOrders', { betStatus: 'SETTLED' })).toEqual(cleared);
        // The product accepts the token too: no 'Session lost' (404: no settings saved yet, not 401).
        expect((await second.request('GET', `/api/users/${vendorId}`, { token })).status).toBe(404);
      } finally {
        await second.stop();
      }
    },
    TWO_SERVERS_MS,
  );

  it(
    'lapses unmatched bets and voids matched bets on markets that had not settled, freeing the funds',
    async () => {
      const where = storage();
      const first = await startTestServer({}, where);
      let token: string;
      try {
        token = await signIn(first, 'demo');
        await betOnTestMarket(first, token, await signIn(first, 'euro'));
        expect(await first.apiFor(token).account('getAccountFunds', {})).toMatchObject({
          availableToBetBalance: 985,
          exposure: -15,
        });
      } finally {
        await first.stop();
      }

      const second = await startTestServer({}, where);
      try {
        const api = second.apiFor(token);
        expect(await api.account('getAccountFunds', {})).toMatchObject({
          availableToBetBalance: 1000,
          exposure: 0,
        });
        expect(await api.betting('listCurrentOrders', {})).toMatchObject({ currentOrders: [] });
        const history = async (betStatus: 'SETTLED' | 'VOIDED' | 'LAPSED') =>
          (await api.betting('listClearedOrders', { betStatus })).clearedOrders.map(
            ({ selectionId, sizeSettled, profit, priceMatched }) => ({
              selectionId,
              sizeSettled,
              profit,
              priceMatched,
            }),
          );
        expect(await history('VOIDED')).toEqual([
          { selectionId: 1000, sizeSettled: 10, profit: 0, priceMatched: 3 },
        ]);
        expect(await history('LAPSED')).toEqual([
          { selectionId: 1001, sizeSettled: 5, profit: 0, priceMatched: undefined },
        ]);
        expect(await history('SETTLED')).toEqual([]);
      } finally {
        await second.stop();
      }
    },
    TWO_SERVERS_MS,
  );

  it(
    'keeps an expired token expired',
    async () => {
      const where = storage();
      const first = await startTestServer({}, where);
      let token: string;
      let vendorId: string;
      try {
        token = await signIn(first, 'demo');
        vendorId = await first.apiFor(token).account('getVendorClientId', {});
      } finally {
        await first.stop();
      }
      // OAuth access tokens live 4 h on the exchange's clock; the restarted one reads 5 h later.
      const second = await startTestServer({}, { ...where, clockStart: Date.UTC(2026, 0, 1, 17) });
      try {
        await expect(second.apiFor(token).account('getAccountFunds', {})).rejects.toThrow(/INVALID_SESSION/);
        expect((await second.request('GET', `/api/users/${vendorId}`, { token })).status).toBe(401);
      } finally {
        await second.stop();
      }
    },
    TWO_SERVERS_MS,
  );
});
