import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer } from '../testing/server-harness.js';

// One storage for both servers: a PGlite folder, or (TEST_DATABASE_URL) a PostgreSQL schema that
// is not a `test_…` one, so the first server's stop keeps it; this file drops it at the end.
const dataDir = mkdtempSync(join(tmpdir(), 'greenbook-restart-'));
const pgSchema = `restart_${randomUUID().replace(/-/g, '')}`;

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  const url = process.env['TEST_DATABASE_URL'];
  if (url === undefined) return;
  const pool = new pg.Pool({ connectionString: url });
  await pool.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
  await pool.end();
});

describe('the product data', () => {
  it('survives a restart on the same storage', async () => {
    const first = await startTestServer({}, { dataDir, pgSchema });
    const vendorId = await first.vendorIdFor(DEMO.accountId);
    try {
      const token = first.tokenFor(DEMO.accountId);
      const settings = { theme: 'dark', stakeButtons: [3, 30], defaultStake: 30 };
      expect(
        (await first.request('POST', '/api/users/', { token, body: { vendorID: vendorId, settings } }))
          .status,
      ).toBe(201);
      const upgrade = {
        vendorID: vendorId,
        userEmail: 'dana@example.com',
        subscriptionType: 'BETA',
        subscriptionLength: 90,
        allowsMarketingMessages: true,
        allowsUpdateMessages: true,
      };
      expect(
        (await first.request('POST', '/api/users/subscriptions/', { token, body: upgrade })).status,
      ).toBe(201);
    } finally {
      await first.stop();
    }

    const second = await startTestServer({}, { dataDir, pgSchema });
    try {
      const token = second.tokenFor(DEMO.accountId);
      expect(await second.request('GET', `/api/users/${vendorId}`, { token })).toMatchObject({
        status: 200,
        body: { settings: { theme: 'dark', stakeButtons: [3, 30], defaultStake: 30 } },
      });
      expect(await second.request('GET', `/api/users/subscriptions/${vendorId}`, { token })).toMatchObject({
        status: 200,
        body: { isPremium: true, userEmail: 'dana@example.com', verifiedEmail: false },
      });
      expect(String((await second.request('GET', '/dev/mailbox')).body)).toContain('To: dana@example.com');
    } finally {
      await second.stop();
    }
  });
});
