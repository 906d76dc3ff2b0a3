import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/server-harness.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('the product process', () => {
  it('answers health, mounts the embedded exchange, and 404s unknown API routes as JSON', async () => {
    server = await startTestServer();
    expect(await server.request('GET', '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', exchange: 'sim' },
    });
    const login = await fetch(`${server.base}/identitysso/api/login`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-application': 'greenbook-sim-app-key',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'username=demo&password=demo',
    });
    expect(((await login.json()) as { status: string }).status).toBe('SUCCESS');
    expect(await server.request('GET', '/api/nothing-here')).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
  });

  it('serves a page for client routes even before the web app is built', async () => {
    server = await startTestServer({ WEB_DIST: '/nonexistent' });
    const page = await server.request('GET', '/market/1/1.2', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Greenbook');
  });
});
