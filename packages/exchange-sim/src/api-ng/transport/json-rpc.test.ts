// API-NG JSON-RPC over a real socket (betfair-protocol §1.2, §1.4, §1.5): envelopes, batches and
// the error paths of the headers and the three services' exception tables.
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_KEY, exceptionOf, rpcBody, startApiNg, type ApiNgHarness } from '../testing/api-ng-harness.js';

let api: ApiNgHarness;
beforeEach(async () => {
  api = await startApiNg();
  api.addMarket();
});
afterEach(async () => {
  await api.close();
});

describe('JSON-RPC envelope', () => {
  it('answers one request with its id echoed', async () => {
    const answer = await api.post(
      '/exchange/betting/json-rpc/v1',
      rpcBody('SportsAPING/v1.0/listEventTypes', { filter: {} }, 42),
      api.authHeaders('a'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      jsonrpc: '2.0',
      result: [{ eventType: { id: '1', name: 'Soccer' }, marketCount: 1 }],
      id: 42,
    });
  });

  it('answers a batch with an array, in order, each with its own outcome', async () => {
    const batch = JSON.stringify([
      { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listCountries', params: { filter: {} }, id: 1 },
      { jsonrpc: '2.0', method: 'SportsAPING/v1.0/nope', params: {}, id: 2 },
      { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listMarketTypes', params: { filter: {} }, id: 3 },
    ]);
    const answer = await api.post('/exchange/betting/json-rpc/v1', batch, api.authHeaders('a'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { jsonrpc: '2.0', result: [{ countryCode: 'GB', marketCount: 1 }], id: 1 },
      { jsonrpc: '2.0', error: { code: -32601, message: 'DSC-0021' }, id: 2 },
      { jsonrpc: '2.0', result: [{ marketType: 'MATCH_ODDS', marketCount: 1 }], id: 3 },
    ]);
  });

  it('answers invalid JSON with -32700 on HTTP 200', async () => {
    const answer = await api.post('/exchange/betting/json-rpc/v1', '{"jsonrpc":', api.authHeaders('a'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });
  });

  it('answers unknown methods and other services’ prefixes with -32601 DSC-0021', async () => {
    for (const method of [
      'SportsAPING/v1.0/noSuchOp',
      'AccountAPING/v1.0/getAccountFunds',
      'listEventTypes',
      'SportsAPING/v1.0/constructor',
    ]) {
      const answer = await api.post(
        '/exchange/betting/json-rpc/v1',
        rpcBody(method, {}),
        api.authHeaders('a'),
      );
      expect(answer.body).toEqual({ jsonrpc: '2.0', error: { code: -32601, message: 'DSC-0021' }, id: 1 });
    }
  });

  it('answers missing mandatory params and non-object params with -32602 DSC-0018', async () => {
    for (const params of [{}, [1, 2], 'x']) {
      const answer = await api.post(
        '/exchange/betting/json-rpc/v1',
        rpcBody('SportsAPING/v1.0/listEventTypes', params),
        api.authHeaders('a'),
      );
      expect(answer.body).toEqual({ jsonrpc: '2.0', error: { code: -32602, message: 'DSC-0018' }, id: 1 });
    }
  });

  it('refuses parameters the operation does not take with -32602 DSC-0018, placing nothing', async () => {
    const unknown = await api.post(
      '/exchange/betting/json-rpc/v1',
      rpcBody('SportsAPING/v1.0/listEventTypes', { filter: {}, bogus: 1 }),
      api.authHeaders('a'),
    );
    expect(unknown.body).toEqual({ jsonrpc: '2.0', error: { code: -32602, message: 'DSC-0018' }, id: 1 });
    // A misspelt customerRef would otherwise place the bet without its de-duplication.
    const misspelt = await api.post(
      '/exchange/betting/json-rpc/v1',
      rpcBody('SportsAPING/v1.0/placeOrders', {
        marketId: '1.100000001',
        instructions: [
          {
            orderType: 'LIMIT',
            selectionId: 1000,
            side: 'BACK',
            limitOrder: { price: 3.5, size: 2, persistenceType: 'LAPSE' },
          },
        ],
        customerref: 'order-1',
      }),
      api.authHeaders('a'),
    );
    expect(misspelt.body).toEqual({ jsonrpc: '2.0', error: { code: -32602, message: 'DSC-0018' }, id: 1 });
    const orders = await api.call<{ currentOrders: unknown[] }>('listCurrentOrders', {});
    expect(orders.currentOrders).toEqual([]);
  });

  it('answers params nested thousands of levels deep with INVALID_INPUT_DATA, and keeps serving', async () => {
    for (const depth of [33, 5_000, 100_000]) {
      const deepFilter = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const single = `{"jsonrpc":"2.0","method":"SportsAPING/v1.0/listEventTypes","params":{"filter":${deepFilter}},"id":3}`;
      const answer = await api.post('/exchange/betting/json-rpc/v1', single, api.authHeaders('a'));
      expect(answer.status).toBe(200);
      expect(exceptionOf(answer.body)).toMatchObject({
        code: -32099,
        message: 'ANGX-0002',
        detail: { errorCode: 'INVALID_INPUT_DATA', errorDetails: 'params nest deeper than 32 levels' },
      });
    }
    const deepList = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const batch = `[{"jsonrpc":"2.0","method":"SportsAPING/v1.0/listMarketBook","params":{"marketIds":${deepList}},"id":4}]`;
    const batchAnswer = await api.post('/exchange/betting/json-rpc/v1', batch, api.authHeaders('a'));
    expect(exceptionOf((batchAnswer.body as unknown[])[0])).toMatchObject({
      detail: { errorCode: 'INVALID_INPUT_DATA' },
    });
    const after = await api.call<unknown[]>('listEventTypes', { filter: {} });
    expect(after).toHaveLength(1);
  });
});

describe('headers and exception codes (§1.4, §1.5)', () => {
  const cases: Array<[string, () => Record<string, string>, string, string]> = [
    ['no app key', () => ({ 'x-authentication': api.token('a') }), 'NO_APP_KEY', 'ANGX-0004'],
    [
      'unknown app key',
      () => ({ 'x-application': 'nope', 'x-authentication': api.token('a') }),
      'INVALID_APP_KEY',
      'ANGX-0007',
    ],
    ['no session', () => ({ 'x-application': APP_KEY }), 'NO_SESSION', 'ANGX-0005'],
    [
      'unknown session',
      () => ({ 'x-application': APP_KEY, 'x-authentication': 'forged' }),
      'INVALID_SESSION_INFORMATION',
      'ANGX-0003',
    ],
  ];
  for (const [name, headers, errorCode, message] of cases) {
    it(`betting: ${name} → ${errorCode}`, async () => {
      const answer = await api.post(
        '/exchange/betting/json-rpc/v1',
        rpcBody('SportsAPING/v1.0/listEventTypes', { filter: {} }),
        headers(),
      );
      expect(answer.status).toBe(200);
      const exception = exceptionOf(answer.body);
      expect(exception).toMatchObject({
        code: -32099,
        message,
        name: 'APINGException',
        detail: { errorCode },
      });
      expect(exception.detail.requestUUID).toMatch(/^\w+-\d{8}-[0-9a-f]{10}$/);
    });
  }

  it('uses the AANGX table and AccountAPINGException on the accounts service', async () => {
    const noKey = await api.post(
      '/exchange/account/json-rpc/v1',
      rpcBody('AccountAPING/v1.0/getAccountFunds', {}),
      { 'x-authentication': api.token('a') },
    );
    expect(exceptionOf(noKey.body)).toMatchObject({
      message: 'AANGX-0011',
      name: 'AccountAPINGException',
      detail: { errorCode: 'NO_APP_KEY' },
    });
    const noSession = await api.post(
      '/exchange/account/json-rpc/v1',
      rpcBody('AccountAPING/v1.0/getAccountFunds', {}),
      { 'x-application': APP_KEY },
    );
    expect(exceptionOf(noSession.body)).toMatchObject({
      message: 'AANGX-0010',
      detail: { errorCode: 'NO_SESSION' },
    });
    const badInput = await api.post(
      '/exchange/account/json-rpc/v1',
      rpcBody('AccountAPING/v1.0/getAccountFunds', { wallet: 'MOON' }),
      api.authHeaders('a'),
    );
    expect(exceptionOf(badInput.body)).toMatchObject({
      message: 'AANGX-0001',
      detail: { errorCode: 'INVALID_INPUT_DATA' },
    });
  });

  it('uses the HBT table on the heartbeat service', async () => {
    const expired = await api.post(
      '/exchange/heartbeat/json-rpc/v1',
      rpcBody('HeartbeatAPING/v1.0/heartbeat', { preferredTimeoutSeconds: 10 }),
      {
        'x-application': 'nope',
      },
    );
    expect(exceptionOf(expired.body)).toMatchObject({
      message: 'HBT-0005',
      name: 'APINGException',
      detail: { errorCode: 'INVALID_APP_KEY' },
    });
    const negative = await api.post(
      '/exchange/heartbeat/json-rpc/v1',
      rpcBody('HeartbeatAPING/v1.0/heartbeat', { preferredTimeoutSeconds: -1 }),
      api.authHeaders('a'),
    );
    expect(exceptionOf(negative.body)).toMatchObject({
      message: 'HBT-0001',
      detail: { errorCode: 'INVALID_INPUT_DATA' },
    });
  });

  it('accepts Authorization: BEARER with any case of the scheme, and expires sessions on the clock', async () => {
    const session = api.simulator.sessions.create('OAUTH', 'a', undefined, '70001');
    for (const scheme of ['BEARER', 'Bearer', 'bearer']) {
      const answer = await api.post(
        '/exchange/betting/json-rpc/v1',
        rpcBody('SportsAPING/v1.0/listEventTypes', { filter: {} }),
        {
          'x-application': APP_KEY,
          authorization: `${scheme} ${session.token}`,
        },
      );
      expect((answer.body as { result: unknown[] }).result).toHaveLength(1);
    }
    api.clock.advance(api.simulator.sessions.lifetimes.oauthMs);
    const expired = await api.post(
      '/exchange/betting/json-rpc/v1',
      rpcBody('SportsAPING/v1.0/listEventTypes', { filter: {} }),
      {
        'x-application': APP_KEY,
        authorization: `BEARER ${session.token}`,
      },
    );
    expect(exceptionOf(expired.body).detail.errorCode).toBe('INVALID_SESSION_INFORMATION');
  });

  it('answers Expect: 100-continue with HTTP 417', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${api.baseUrl}/exchange/betting/json-rpc/v1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', expect: '100-continue', ...api.authHeaders('a') },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end(rpcBody('SportsAPING/v1.0/listEventTypes', { filter: {} }));
    });
    expect(status).toBe(417);
  });
});
