// Bodies nested thousands of levels deep (issue 14 §4), on every route of the product that reads
// a JSON body and on the embedded exchange's API-NG paths it serves: each is refused with a
// client error in its own shape, nothing answers 500, and the process keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../testing/server-harness.js';

const DEPTH = 5_000;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const deepList = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

describe('deeply nested request bodies', () => {
  let server: TestServer;
  let token: string;
  let vendorId: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = server.tokenFor(DEMO.accountId);
    vendorId = await server.vendorIdFor(DEMO.accountId);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('are refused with a 400 by the product API', async () => {
    const routes: Array<[string, string, string]> = [
      ['POST', '/api/users/', `{"vendorID":"${vendorId}","settings":${deepObject}}`],
      ['PUT', `/api/users/${vendorId}`, `{"vendorID":"${vendorId}","settings":{"a":${deepList}}}`],
      ['POST', '/api/users/subscriptions/', `{"vendorID":"${vendorId}","userEmail":${deepList}}`],
      ['POST', '/api/users/subscriptions/edit', `{"vendorID":"${vendorId}","userEmail":${deepObject}}`],
      ['POST', '/api/revokeAccessToWebApp/', `{"vendorId":${deepObject}}`],
      ['POST', '/api/logs/', `{"title":"t","description":"d","state":${deepObject}}`],
      ['POST', '/api/practice/session/controls', `{"action":${deepObject}}`],
    ];
    for (const [method, path, body] of routes) {
      const answer = await server.request(method, path, { token, body });
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    }
    // The geo lookup reads nothing of its JSON-RPC body but the id: it answers as for any body.
    const geo = await server.request('POST', '/api/geo/', {
      body: `{"jsonrpc":"2.0","method":"x","params":${deepObject},"id":1}`,
    });
    expect(geo).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 1 } });
  });

  it('are INVALID_INPUT_DATA on the exchange, in the envelope of each transport', async () => {
    const headers = { 'x-application': 'greenbook-sim-app-key' };
    const rest = await server.request('POST', '/exchange/betting/rest/v1.0/listEventTypes/', {
      token,
      headers,
      body: `{"filter":${deepObject}}`,
    });
    expect(rest).toMatchObject({
      status: 400,
      body: { faultstring: 'ANGX-0002', detail: { APINGException: { errorCode: 'INVALID_INPUT_DATA' } } },
    });
    const rpc = await server.request('POST', '/exchange/betting/json-rpc/v1', {
      token,
      headers,
      body: `{"jsonrpc":"2.0","method":"SportsAPING/v1.0/listMarketBook","params":{"marketIds":${deepList}},"id":1}`,
    });
    expect(rpc).toMatchObject({
      status: 200,
      body: { error: { code: -32099, data: { APINGException: { errorCode: 'INVALID_INPUT_DATA' } } } },
    });
    expect((await server.request('GET', '/api/health')).status).toBe(200);
  });
});
