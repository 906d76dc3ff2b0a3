// The public widgets service over HTTP: anonymous callers get the betting service's answers (same
// shapes, same figures, in the asked currency), and nothing the widgets do not ask for.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limitInstruction, startApiNg, type ApiNgHarness } from '../testing/api-ng-harness.js';

let api: ApiNgHarness;
const MARKET = '1.100000001';
const OTHER = '1.100000002';

const widgets = (operation: string, body: unknown, slash = '/') =>
  api.post(
    `/exchange/widgets/rest/v1.0/${operation}${slash}`,
    typeof body === 'string' ? body : JSON.stringify(body),
    {},
  );

const faultOf = (body: unknown) =>
  body as { faultcode: string; faultstring: string; detail: Record<string, { errorCode?: string }> };

beforeEach(async () => {
  api = await startApiNg();
  api.addMarket();
  api.addMarket({
    marketId: OTHER,
    marketType: 'WINNER',
    competition: undefined,
    event: {
      id: '30000002',
      name: 'Ascot 14:00',
      countryCode: 'GB',
      timezone: 'Europe/London',
      venue: 'Ascot',
      openDate: '2026-01-01T14:00:00.000Z',
    },
    eventType: { id: '7', name: 'Horse Racing' },
    marketTime: '2026-01-01T14:00:00.000Z',
  });
  await api.call(
    'placeOrders',
    { marketId: MARKET, instructions: [limitInstruction(1000, 'LAY', 2.5, 40)] },
    'b',
  );
  await api.call(
    'placeOrders',
    { marketId: MARKET, instructions: [limitInstruction(1000, 'BACK', 2.5, 10)] },
    'c',
  );
  await api.call(
    'placeOrders',
    { marketId: MARKET, instructions: [limitInstruction(1001, 'BACK', 4, 25)] },
    'b',
  );
});
afterEach(async () => {
  await api.close();
});

describe('listMarketCatalogue', () => {
  it('answers an anonymous caller (no app key, no session) exactly as the betting service answers a GBP account', async () => {
    const params = {
      filter: { eventTypeIds: ['1', '7'], marketCountries: ['GB'] },
      sort: 'FIRST_TO_START',
      maxResults: 10,
      marketProjection: ['EVENT', 'EVENT_TYPE', 'COMPETITION', 'MARKET_START_TIME', 'RUNNER_DESCRIPTION'],
    };
    const answer = await widgets('listMarketCatalogue', params);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(await api.call('listMarketCatalogue', params, 'a'));
    expect((answer.body as Array<{ marketId: string }>).map((m) => m.marketId)).toEqual([OTHER, MARKET]);
  });

  it('applies every widget filter, and unknown ids select nothing rather than fail', async () => {
    const ids = async (filter: unknown) => {
      const answer = await widgets('listMarketCatalogue', { filter, maxResults: 5 });
      expect(answer.status).toBe(200);
      return (answer.body as Array<{ marketId: string }>).map((m) => m.marketId);
    };
    expect(await ids({ venues: ['Ascot'] })).toEqual([OTHER]);
    expect(await ids({ competitionIds: ['10932509'] })).toEqual([MARKET]);
    expect(await ids({ marketTypeCodes: ['WINNER'] })).toEqual([OTHER]);
    expect(await ids({ marketIds: ['1.999999999'] })).toEqual([]);
    expect(await ids({ marketStartTime: { from: '2026-01-01T14:30:00Z' } })).toEqual([MARKET]);
  });

  it('refuses parameters a widget does not send (DSC-0018), and bad values with INVALID_INPUT_DATA', async () => {
    for (const body of [
      { filter: {}, maxResults: 1, extra: 1 },
      { filter: { withOrders: ['EXECUTABLE'] }, maxResults: 1 },
      { filter: { textQuery: 'Arsenal' }, maxResults: 1 },
      { maxResults: 1 },
    ]) {
      const answer = await widgets('listMarketCatalogue', body);
      expect(answer.status).toBe(400);
      expect(faultOf(answer.body).faultstring).toBe('DSC-0018');
    }
    const bad = await widgets('listMarketCatalogue', { filter: {}, maxResults: 0 });
    expect(bad.status).toBe(400);
    expect(faultOf(bad.body).detail.APINGException?.errorCode).toBe('INVALID_INPUT_DATA');
    const notJson = await widgets('listMarketCatalogue', '{"filter":');
    expect(notJson.status).toBe(400);
    expect(faultOf(notJson.body).faultstring).toBe('DSC-0008');
  });
});

describe('listMarketBook', () => {
  it('answers best offers in the asked currency exactly as the betting service does, with nobody’s orders', async () => {
    for (const currencyCode of ['GBP', 'EUR', 'HUF']) {
      const params = {
        marketIds: [MARKET],
        priceProjection: { priceData: ['EX_BEST_OFFERS'] },
        currencyCode,
      };
      const answer = await widgets('listMarketBook', params, '');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(await api.call('listMarketBook', params, 'a'));
    }
    const [book] = (
      await widgets('listMarketBook', {
        marketIds: [MARKET],
        priceProjection: { priceData: ['EX_BEST_OFFERS'] },
      })
    ).body as Array<{
      totalMatched: number;
      runners: Array<{ ex: { availableToBack: unknown[] }; orders?: unknown }>;
    }>;
    expect(book!.totalMatched).toBeGreaterThan(0);
    expect(book!.runners[0]!.ex.availableToBack).toEqual([{ price: 2.5, size: 30 }]);
    expect(book!.runners.every((runner) => runner.orders === undefined)).toBe(true);
  });

  it('leaves unknown ids out, and refuses order projections, other price data and unknown currencies', async () => {
    // Any id text is an id to look up, as on the betting service: one that names no market is left out.
    for (const marketIds of [['1.999999999'], ['<script>alert(1)</script>']]) {
      expect(await widgets('listMarketBook', { marketIds })).toEqual({ status: 200, body: [] });
    }
    for (const body of [
      { marketIds: [MARKET], orderProjection: 'ALL' },
      { marketIds: [MARKET], priceProjection: { priceData: ['EX_BEST_OFFERS'], exBestOffersOverrides: {} } },
    ]) {
      const answer = await widgets('listMarketBook', body);
      expect(answer.status).toBe(400);
      expect(faultOf(answer.body).faultstring).toBe('DSC-0018');
    }
    for (const body of [
      { marketIds: [MARKET], priceProjection: { priceData: ['SP_TRADED'] } },
      { marketIds: [MARKET], currencyCode: 'XYZ' },
      { marketIds: [''] },
    ]) {
      const answer = await widgets('listMarketBook', body);
      expect(answer.status).toBe(400);
      expect(faultOf(answer.body).detail.APINGException?.errorCode).toBe('INVALID_INPUT_DATA');
    }
  });

  it('serves only its two operations', async () => {
    const answer = await widgets('placeOrders', { marketId: MARKET, instructions: [] });
    expect(answer.status).toBe(404);
    expect(faultOf(answer.body).faultstring).toBe('DSC-0021');
  });
});
