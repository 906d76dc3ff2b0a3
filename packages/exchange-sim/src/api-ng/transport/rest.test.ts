// API-NG REST, request normalisation and the navigation menu over a real socket
// (betfair-protocol §1.1, §1.3, §1.5, §1.7).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_KEY, exceptionOf, startApiNg, type ApiNgHarness } from '../testing/api-ng-harness.js';

let api: ApiNgHarness;
beforeEach(async () => {
  api = await startApiNg();
  api.addMarket();
});
afterEach(async () => {
  await api.close();
});

describe('normalisation (§1.7)', () => {
  it('accepts numbers sent as strings and explicit nulls', async () => {
    const catalogue = await api.call<unknown[]>('listMarketCatalogue', {
      filter: { textQuery: null, eventTypeIds: ['1'], marketStartTime: null },
      maxResults: '1',
      sort: null,
      locale: null,
    });
    expect(catalogue).toHaveLength(1);
    const placed = await api.call<{ status: string; instructionReports: Array<{ instruction: unknown }> }>(
      'placeOrders',
      {
        marketId: '1.100000001',
        instructions: [
          {
            orderType: 'LIMIT',
            selectionId: '1000',
            handicap: null,
            side: 'BACK',
            limitOrder: { price: '3.5', size: '2', persistenceType: 'LAPSE', timeInForce: null },
          },
        ],
        customerRef: null,
      },
    );
    expect(placed.status).toBe('SUCCESS');
    expect(placed.instructionReports[0]!.instruction).toEqual({
      orderType: 'LIMIT',
      selectionId: 1000,
      side: 'BACK',
      limitOrder: { price: 3.5, size: 2, persistenceType: 'LAPSE' },
    });
  });

  it('answers malformed values with INVALID_INPUT_DATA naming the field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['listMarketCatalogue', { filter: {}, maxResults: 'ten' }, 'maxResults must be a number'],
      [
        'listMarketCatalogue',
        { filter: { marketBettingTypes: ['ODDS', 'EVENS'] }, maxResults: 1 },
        'filter.marketBettingTypes[1] must be one of',
      ],
      [
        'listMarketCatalogue',
        { filter: { inPlayOnly: 'sometimes' }, maxResults: 1 },
        'filter.inPlayOnly must be true or false',
      ],
      ['listMarketBook', { marketIds: '1.100000001' }, 'marketIds must be a list'],
      [
        'listMarketBook',
        { marketIds: ['1.100000001'], priceProjection: { priceData: ['EX_BEST'] } },
        'priceProjection.priceData[0] must be one of',
      ],
      [
        'placeOrders',
        { marketId: '1.100000001', instructions: [{ orderType: 'LIMIT', selectionId: 1000, side: 'UP' }] },
        'instructions[0].side must be one of',
      ],
      ['listCurrentOrders', { dateRange: { from: 'yesterday' } }, 'dateRange.from must be an ISO-8601 date'],
    ];
    for (const [operation, params, details] of cases) {
      const envelope = await api.rpc('betting', operation, params, api.authHeaders('a'));
      const exception = exceptionOf(envelope);
      expect(exception).toMatchObject({ message: 'ANGX-0002', detail: { errorCode: 'INVALID_INPUT_DATA' } });
      expect(exception.detail.errorDetails).toContain(details);
    }
  });
});

describe('REST envelope (§1.3, §1.5)', () => {
  it('serves /rest/v1.0/<op>/ and /rest/v1/<op> with bare bodies', async () => {
    for (const version of ['v1.0/', 'v1.0', 'v1/', 'v1']) {
      const answer = await api.rest(
        'betting',
        'listEventTypes',
        { filter: {} },
        api.authHeaders('a'),
        version,
      );
      expect(answer).toEqual({
        status: 200,
        body: [{ eventType: { id: '1', name: 'Soccer' }, marketCount: 1 }],
      });
    }
    const funds = await api.rest('account', 'getAccountDetails', {}, api.authHeaders('a'));
    expect(funds.status).toBe(200);
    expect(funds.body).toMatchObject({ currencyCode: 'GBP', firstName: 'Test' });
  });

  it('answers exceptions with HTTP 400 and the fault envelope', async () => {
    const answer = await api.rest(
      'betting',
      'listEventTypes',
      { filter: {} },
      { 'x-application': APP_KEY, 'x-authentication': 'forged' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      faultcode: 'Client',
      faultstring: 'ANGX-0003',
      detail: {
        exceptionname: 'APINGException',
        APINGException: { errorCode: 'INVALID_SESSION_INFORMATION', errorDetails: '' },
      },
    });
    const account = await api.rest('account', 'getAccountFunds', {}, { 'x-authentication': api.token('a') });
    expect(account).toMatchObject({
      status: 400,
      body: {
        faultstring: 'AANGX-0011',
        detail: {
          exceptionname: 'AccountAPINGException',
          AccountAPINGException: { errorCode: 'NO_APP_KEY' },
        },
      },
    });
  });

  it('answers unknown operations with 404, missing params and bad JSON with 400 faults', async () => {
    expect(await api.rest('betting', 'noSuchOp', {}, api.authHeaders('a'))).toMatchObject({
      status: 404,
      body: { faultcode: 'Client', faultstring: 'DSC-0021' },
    });
    expect(await api.rest('account', 'listEventTypes', { filter: {} }, api.authHeaders('a'))).toMatchObject({
      status: 404,
    });
    expect(await api.rest('betting', 'listMarketBook', {}, api.authHeaders('a'))).toMatchObject({
      status: 400,
      body: { faultstring: 'DSC-0018' },
    });
    const badJson = await api.post('/exchange/betting/rest/v1.0/listEventTypes/', '{', api.authHeaders('a'));
    expect(badJson).toMatchObject({ status: 400, body: { faultcode: 'Client' } });
  });

  it('answers parameters the operation does not take with a 400 DSC-0018 fault', async () => {
    expect(
      await api.rest('betting', 'listEventTypes', { filter: {}, bogus: 1 }, api.authHeaders('a')),
    ).toEqual({
      status: 400,
      body: { faultcode: 'Client', faultstring: 'DSC-0018', detail: {} },
    });
    expect(
      await api.rest('account', 'getAccountDetails', { wallet: 'UK' }, api.authHeaders('a')),
    ).toMatchObject({
      status: 400,
      body: { faultstring: 'DSC-0018' },
    });
  });

  it('answers params nested thousands of levels deep with a 400 INVALID_INPUT_DATA fault', async () => {
    const deep = `{"filter":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`;
    const answer = await api.post('/exchange/betting/rest/v1.0/listEventTypes/', deep, api.authHeaders('a'));
    expect(answer).toMatchObject({
      status: 400,
      body: {
        faultcode: 'Client',
        faultstring: 'ANGX-0002',
        detail: { APINGException: { errorCode: 'INVALID_INPUT_DATA' } },
      },
    });
  });
});

describe('navigation menu', () => {
  it('needs an app key and a session', async () => {
    const response = await fetch(`${api.baseUrl}/exchange/betting/rest/v1/en/navigation/menu.json`, {
      headers: { 'x-application': APP_KEY },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ faultstring: 'ANGX-0005' });
  });

  it('lists event types, competitions, events and markets, and races for racing', async () => {
    api.addMarket({
      marketId: '1.200000001',
      marketName: 'R1 5f Hcap',
      marketType: 'WIN',
      eventType: { id: '7', name: 'Horse Racing' },
      competition: undefined,
      event: {
        id: '30000002',
        name: 'Kempton 1st Jan',
        countryCode: 'GB',
        timezone: 'Europe/London',
        venue: 'Kempton',
        openDate: '2026-01-01T13:50:00.000Z',
      },
      marketTime: '2026-01-01T13:50:00.000Z',
    });
    const response = await fetch(`${api.baseUrl}/exchange/betting/rest/v1/en/navigation/menu.json`, {
      headers: api.authHeaders('a'),
    });
    expect(response.status).toBe(200);
    const market = { type: 'MARKET', exchangeId: '1', numberOfWinners: 1 };
    expect(await response.json()).toEqual({
      type: 'GROUP',
      id: 0,
      name: 'ROOT',
      children: [
        {
          type: 'EVENT_TYPE',
          id: '1',
          name: 'Soccer',
          children: [
            {
              type: 'GROUP',
              id: '10932509',
              name: 'English Premier League',
              children: [
                {
                  type: 'EVENT',
                  id: '30000001',
                  name: 'Arsenal v Chelsea',
                  countryCode: 'GB',
                  children: [
                    {
                      ...market,
                      id: '1.100000001',
                      name: 'Match Odds',
                      marketStartTime: '2026-01-01T15:00:00.000Z',
                      marketType: 'MATCH_ODDS',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'EVENT_TYPE',
          id: '7',
          name: 'Horse Racing',
          children: [
            {
              type: 'RACE',
              id: '30000002.1350',
              name: 'Kempton 1st Jan',
              startTime: '2026-01-01T13:50:00.000Z',
              countryCode: 'GB',
              venue: 'Kempton',
              children: [
                {
                  ...market,
                  id: '1.200000001',
                  name: 'R1 5f Hcap',
                  marketStartTime: '2026-01-01T13:50:00.000Z',
                  marketType: 'WIN',
                },
              ],
            },
          ],
        },
      ],
    });
  });
});
