// The geo lookup over HTTP (issue 5 §6; account-and-product §7 geo service, §9 ROM is ROU).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { registerHardening } from '../http/hardening.js';
import { memoryStore } from '../shared-state/shared-store.js';
import { startTestServer, type TestServer } from '../testing/server-harness.js';
import { registerGeoRoutes } from './geo-routes.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ GEO_COUNTRY: 'GBR', BLOCKED_COUNTRIES: 'usa, ROM' });
});
afterAll(async () => {
  await server.stop();
});

const geo = (headers: Record<string, string> = {}, query = '?mode=web&id=1') =>
  server.request('GET', `/api/geo/${query}`, { headers });

describe('the geo lookup', () => {
  it('answers the configured country, not blocked', async () => {
    expect(await geo()).toMatchObject({
      status: 200,
      body: { jsonrpc: '2.0', result: { country_code3: 'GBR', blocked: false }, id: 1 },
    });
    expect((await geo({}, '')).body).toMatchObject({ id: null });
    expect((await geo({}, '?mode=web&id=abc')).body).toMatchObject({ id: 'abc' });
  });

  it('takes the test header in embedded mode, with ROM as ROU and the blocked flag', async () => {
    expect((await geo({ 'x-test-country': 'usa' })).body).toMatchObject({
      result: { country_code3: 'USA', blocked: true },
    });
    expect((await geo({ 'x-test-country': 'ROM' })).body).toMatchObject({
      result: { country_code3: 'ROU', blocked: true },
    });
    expect((await geo({ 'x-test-country': 'BRA' })).body).toMatchObject({
      result: { country_code3: 'BRA', blocked: false },
    });
  });

  it('answers ERROR, not blocked, when the lookup fails', async () => {
    for (const value of ['U$A', 'GB', 'GBRX', '']) {
      expect((await geo({ 'x-test-country': value })).body).toMatchObject({
        result: { country_code3: 'ERROR', blocked: false },
      });
    }
  });

  it('accepts the JSON-RPC request as a body too, and refuses malformed ones', async () => {
    const rpc = { jsonrpc: '2.0', method: 'geoip_record', params: {}, id: 42 };
    expect(await server.request('POST', '/api/geo/?mode=web', { body: rpc })).toMatchObject({
      status: 200,
      body: { jsonrpc: '2.0', result: { country_code3: 'GBR' }, id: 42 },
    });
    const wrongVersion = await server.request('POST', '/api/geo/', { body: { ...rpc, jsonrpc: '1.0' } });
    expect(wrongVersion).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect((wrongVersion.body as { message: string }).message).toMatch(/^body\.jsonrpc: /);
    const longId = await geo({}, `?id=${'x'.repeat(65)}`);
    expect(longId).toMatchObject({ status: 400 });
    expect((longId.body as { message: string }).message).toMatch(/^query\.id: /);
  });

  it('ignores the test header against Betfair, and maps a configured ROM', async () => {
    const app = Fastify();
    const config = loadConfig({ GEO_COUNTRY: 'ROM', BLOCKED_COUNTRIES: 'ROU' });
    await registerHardening(app, config, memoryStore());
    registerGeoRoutes(app, { config, simulator: undefined });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/api/geo/?mode=web`, {
        headers: { 'x-test-country': 'BRA' },
      });
      expect(await answer.json()).toMatchObject({ result: { country_code3: 'ROU', blocked: true } });
    } finally {
      await app.close();
    }
  });
});
