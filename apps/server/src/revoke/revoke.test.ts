// POST /api/revokeAccessToWebApp/ over HTTP (issue 5 §3): the caller's own vendorId only, the
// token dead at the exchange afterwards, and no longer accepted by this process either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, EURO, startTestServer, type TestServer } from '../testing/server-harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const DEMO_VENDOR_CLIENT_ID = '7000100100001';

async function vendorClientId(token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.base}/exchange/account/rest/v1.0/getVendorClientId/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-application': 'greenbook-sim-app-key',
      authorization: `BEARER ${token}`,
    },
    body: '{}',
  });
  return { status: response.status, body: await response.json() };
}

describe('revoking the web app', () => {
  it('needs a token the exchange accepts', async () => {
    const path = '/api/revokeAccessToWebApp/';
    const body = { vendorId: DEMO_VENDOR_CLIENT_ID };
    expect(await server.request('POST', path, { body })).toMatchObject({
      status: 401,
      body: { error: 'UNAUTHORIZED' },
    });
    expect(await server.request('POST', path, { body, token: 'not-a-token' })).toMatchObject({ status: 401 });
  });

  it("refuses another user's vendorId and malformed bodies", async () => {
    const token = server.tokenFor(EURO.accountId);
    const path = '/api/revokeAccessToWebApp/';
    expect(
      await server.request('POST', path, { token, body: { vendorId: DEMO_VENDOR_CLIENT_ID } }),
    ).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect(await server.request('POST', path, { token, body: { vendorId: 7000100100001 } })).toMatchObject({
      status: 403,
    });
    for (const body of [
      {},
      { vendorId: '' },
      { vendorId: 'a b' },
      { vendorId: 1.5 },
      { vendorId: true },
      [],
    ]) {
      const answer = await server.request('POST', path, { token, body });
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/^body/);
    }
    expect(await server.request('POST', path, { token, body: '{"vendorId":' })).toMatchObject({
      status: 400,
      body: { error: 'BAD_REQUEST' },
    });
    // The token still works: nothing was revoked.
    expect((await vendorClientId(token)).status).toBe(200);
  });

  it("revokes with the caller's own vendorId and ends the session", async () => {
    const token = server.tokenFor(DEMO.accountId);
    const other = server.tokenFor(DEMO.accountId);
    // Both tokens are known to this process before the revoke (the caller cache is warm).
    expect((await server.request('GET', '/api/navigation/', { token })).status).toBe(200);
    expect((await server.request('GET', '/api/navigation/', { token: other })).status).toBe(200);

    const revoked = await server.request('POST', '/api/revokeAccessToWebApp/', {
      token,
      body: { vendorId: Number(DEMO_VENDOR_CLIENT_ID) },
    });
    expect(revoked).toMatchObject({ status: 200, body: { status: 'SUCCESS' } });

    expect(await vendorClientId(token)).toMatchObject({ status: 400 });
    expect(await vendorClientId(other)).toMatchObject({ status: 400 });
    expect((await server.request('GET', '/api/navigation/', { token })).status).toBe(401);
    expect((await server.request('GET', '/api/navigation/', { token: other })).status).toBe(401);
    expect(
      await server.request('POST', '/api/revokeAccessToWebApp/', {
        token,
        body: { vendorId: DEMO_VENDOR_CLIENT_ID },
      }),
    ).toMatchObject({ status: 401 });
    // Another person's access is untouched.
    expect((await vendorClientId(server.tokenFor(EURO.accountId))).status).toBe(200);
  });
});
