// Navigation listings and listMarketCatalogue over HTTP (betfair-protocol §2.1–§2.3, §1.6).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runners } from '../../testing/fixtures.js';
import { limitInstruction, startApiNg, type ApiNgHarness } from '../testing/api-ng-harness.js';

let api: ApiNgHarness;

const tennisEvent = {
  id: '30000010',
  name: 'Nadal v Federer',
  countryCode: 'ES',
  timezone: 'Europe/Madrid',
  venue: undefined,
  openDate: '2026-01-02T10:00:00.000Z',
};

beforeEach(async () => {
  api = await startApiNg();
  api.addMarket();
  api.addMarket({
    marketId: '1.100000002',
    marketName: 'Over/Under 2.5 Goals',
    marketType: 'OVER_UNDER_25',
    runners: runners(2),
  });
  api.addMarket({
    marketId: '1.100000003',
    marketName: 'Match Odds',
    eventType: { id: '2', name: 'Tennis' },
    competition: undefined,
    event: tennisEvent,
    marketTime: '2026-01-02T10:00:00.000Z',
    bspMarket: true,
    turnInPlayEnabled: false,
    runners: [
      {
        selectionId: 2001,
        handicap: 0,
        runnerName: 'Rafael Nadal',
        sortPriority: 1,
        metadata: { runnerId: '2001' },
      },
      {
        selectionId: 2002,
        handicap: 0,
        runnerName: 'Roger Federer',
        sortPriority: 2,
        metadata: { runnerId: '2002' },
      },
    ],
  });
  api.addMarket({
    marketId: '1.100000004',
    marketName: 'Total Runs',
    marketType: 'TOTAL_RUNS',
    bettingType: 'LINE',
    priceLadderType: 'LINE_RANGE',
    lineRange: { minUnitValue: 100.5, maxUnitValue: 400.5, interval: 1, marketUnit: 'runs' },
    eventType: { id: '4', name: 'Cricket' },
    competition: undefined,
    event: { ...tennisEvent, id: '30000011', name: 'England v India', countryCode: 'GB' },
    marketTime: '2026-01-03T10:00:00.000Z',
    runners: runners(1),
  });
});
afterEach(async () => {
  await api.close();
});

const ids = (catalogue: Array<{ marketId: string }>) => catalogue.map((market) => market.marketId);
const catalogue = (filter: unknown, extra: Record<string, unknown> = {}) =>
  api.call<Array<{ marketId: string } & Record<string, unknown>>>('listMarketCatalogue', {
    filter,
    maxResults: 100,
    ...extra,
  });

describe('navigation listings', () => {
  it('counts markets by event type, competition, event, market type, country, venue and time range', async () => {
    expect(await api.call('listEventTypes', { filter: {} })).toEqual([
      { eventType: { id: '1', name: 'Soccer' }, marketCount: 2 },
      { eventType: { id: '2', name: 'Tennis' }, marketCount: 1 },
      { eventType: { id: '4', name: 'Cricket' }, marketCount: 1 },
    ]);
    expect(await api.call('listCompetitions', { filter: {} })).toEqual([
      {
        competition: { id: '10932509', name: 'English Premier League' },
        marketCount: 2,
        competitionRegion: 'GB',
      },
    ]);
    expect(await api.call('listEvents', { filter: { eventTypeIds: ['2'] } })).toEqual([
      {
        event: {
          id: '30000010',
          name: 'Nadal v Federer',
          countryCode: 'ES',
          timezone: 'Europe/Madrid',
          openDate: '2026-01-02T10:00:00.000Z',
        },
        marketCount: 1,
      },
    ]);
    expect(await api.call('listMarketTypes', { filter: { eventTypeIds: ['1'] } })).toEqual([
      { marketType: 'MATCH_ODDS', marketCount: 1 },
      { marketType: 'OVER_UNDER_25', marketCount: 1 },
    ]);
    expect(await api.call('listCountries', { filter: {} })).toEqual([
      { countryCode: 'GB', marketCount: 3 },
      { countryCode: 'ES', marketCount: 1 },
    ]);
    expect(await api.call('listVenues', { filter: {} })).toEqual([]);
    expect(await api.call('listTimeRanges', { filter: {}, granularity: 'DAYS' })).toEqual([
      { timeRange: { from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' }, marketCount: 2 },
      { timeRange: { from: '2026-01-02T00:00:00.000Z', to: '2026-01-03T00:00:00.000Z' }, marketCount: 1 },
      { timeRange: { from: '2026-01-03T00:00:00.000Z', to: '2026-01-04T00:00:00.000Z' }, marketCount: 1 },
    ]);
  });
});

describe('MarketFilter', () => {
  it('applies each criterion', async () => {
    expect(ids(await catalogue({ textQuery: 'arsenal' }))).toEqual(['1.100000001', '1.100000002']);
    expect(ids(await catalogue({ textQuery: 'Fed*er' }))).toEqual(['1.100000003']);
    expect(ids(await catalogue({ textQuery: 'premier' }))).toEqual(['1.100000001', '1.100000002']);
    expect(ids(await catalogue({ eventIds: ['30000011'] }))).toEqual(['1.100000004']);
    expect(
      ids(await catalogue({ competitionIds: ['10932509'], marketTypeCodes: ['OVER_UNDER_25'] })),
    ).toEqual(['1.100000002']);
    expect(ids(await catalogue({ marketIds: ['1.100000003', '1.999999999'] }))).toEqual(['1.100000003']);
    expect(ids(await catalogue({ bspOnly: true }))).toEqual(['1.100000003']);
    expect(ids(await catalogue({ turnInPlayEnabled: false }))).toEqual(['1.100000003']);
    expect(ids(await catalogue({ inPlayOnly: true }))).toEqual([]);
    expect(ids(await catalogue({ marketBettingTypes: ['LINE'] }))).toEqual(['1.100000004']);
    expect(ids(await catalogue({ marketCountries: ['ES'] }))).toEqual(['1.100000003']);
    expect(
      ids(await catalogue({ marketStartTime: { from: '2026-01-02T00:00:00Z', to: '2026-01-02T23:59:59Z' } })),
    ).toEqual(['1.100000003']);
    expect(ids(await catalogue({ venues: ['Kempton'] }))).toEqual([]);
  });

  it('searches textQuery by words of event, competition and market names, with * ending a word', async () => {
    // The product's search: the trader's text with a trailing *, ODDS markets, most traded first.
    expect(ids(await catalogue({ textQuery: 'Arse*', marketBettingTypes: ['ODDS'] }))).toEqual([
      '1.100000001',
      '1.100000002',
    ]);
    expect(ids(await catalogue({ textQuery: 'england ind*' }))).toEqual(['1.100000004']);
    expect(ids(await catalogue({ textQuery: 'over/under' }))).toEqual(['1.100000002']);
    // Part of a word without *, and runner names, find nothing.
    expect(ids(await catalogue({ textQuery: 'arse' }))).toEqual([]);
    expect(ids(await catalogue({ textQuery: 'rafael' }))).toEqual([]);
    await expect(catalogue({ textQuery: '*senal' })).rejects.toMatchObject({
      errorCode: 'INVALID_INPUT_DATA',
    });
  });

  it('withOrders selects markets where the caller has orders in that status', async () => {
    await api.call('placeOrders', {
      marketId: '1.100000002',
      instructions: [limitInstruction(1000, 'BACK', 3, 2)],
    });
    expect(ids(await catalogue({ withOrders: ['EXECUTABLE'] }))).toEqual(['1.100000002']);
    expect(ids(await catalogue({ withOrders: ['EXECUTION_COMPLETE'] }))).toEqual([]);
    expect(
      ids(
        await api.call('listMarketCatalogue', { filter: { withOrders: ['EXECUTABLE'] }, maxResults: 5 }, 'b'),
      ),
    ).toEqual([]);
  });
});

describe('listMarketCatalogue', () => {
  it('returns only the projected sections', async () => {
    const [bare] = await catalogue({ marketIds: ['1.100000003'] });
    expect(bare).toEqual({ marketId: '1.100000003', marketName: 'Match Odds', totalMatched: 0 });
    const [full] = await catalogue(
      { marketIds: ['1.100000003'] },
      {
        marketProjection: [
          'COMPETITION',
          'EVENT',
          'EVENT_TYPE',
          'MARKET_START_TIME',
          'MARKET_DESCRIPTION',
          'RUNNER_METADATA',
        ],
      },
    );
    expect(full).toEqual({
      marketId: '1.100000003',
      marketName: 'Match Odds',
      marketStartTime: '2026-01-02T10:00:00.000Z',
      totalMatched: 0,
      description: {
        persistenceEnabled: true,
        bspMarket: true,
        marketTime: '2026-01-02T10:00:00.000Z',
        suspendTime: '2026-01-01T15:00:00.000Z',
        bettingType: 'ODDS',
        turnInPlayEnabled: false,
        marketType: 'MATCH_ODDS',
        regulator: 'GIBRALTAR REGULATOR',
        marketBaseRate: 5,
        discountAllowed: true,
        wallet: 'UK wallet',
        rules: '<p>Match odds rules</p>',
        rulesHasDate: true,
        priceLadderDescription: { type: 'CLASSIC' },
        betDelayModels: ['PASSIVE'],
      },
      runners: [
        {
          selectionId: 2001,
          runnerName: 'Rafael Nadal',
          handicap: 0,
          sortPriority: 1,
          metadata: { runnerId: '2001' },
        },
        {
          selectionId: 2002,
          runnerName: 'Roger Federer',
          handicap: 0,
          sortPriority: 2,
          metadata: { runnerId: '2002' },
        },
      ],
      eventType: { id: '2', name: 'Tennis' },
      event: {
        id: '30000010',
        name: 'Nadal v Federer',
        countryCode: 'ES',
        timezone: 'Europe/Madrid',
        openDate: '2026-01-02T10:00:00.000Z',
      },
    });
    const [line] = await catalogue(
      { marketIds: ['1.100000004'] },
      { marketProjection: ['MARKET_DESCRIPTION', 'RUNNER_DESCRIPTION'] },
    );
    expect(line!.description).toMatchObject({
      bettingType: 'LINE',
      lineRangeInfo: { minUnitValue: 100.5, maxUnitValue: 400.5, interval: 1, marketUnit: 'runs' },
      priceLadderDescription: { type: 'LINE_RANGE' },
    });
    expect(line!.runners).toEqual([
      { selectionId: 1000, runnerName: 'Runner 1', handicap: 0, sortPriority: 1 },
    ]);
  });

  it('sorts by start time and by traded volume, and cuts to maxResults', async () => {
    expect(ids(await catalogue({}, { sort: 'LAST_TO_START' }))).toEqual([
      '1.100000004',
      '1.100000003',
      '1.100000001',
      '1.100000002',
    ]);
    expect(ids(await catalogue({}, { sort: 'FIRST_TO_START', maxResults: 2 }))).toEqual([
      '1.100000001',
      '1.100000002',
    ]);
    await api.call(
      'placeOrders',
      { marketId: '1.100000002', instructions: [limitInstruction(1000, 'LAY', 3, 5)] },
      'b',
    );
    await api.call('placeOrders', {
      marketId: '1.100000002',
      instructions: [limitInstruction(1000, 'BACK', 3, 4)],
    });
    const traded = await catalogue({}, { sort: 'MAXIMUM_TRADED' });
    expect(ids(traded)[0]).toBe('1.100000002');
    expect(traded[0]!.totalMatched).toBe(8); // both sides of the 4 matched
    expect(ids(await catalogue({}, { sort: 'MAXIMUM_AVAILABLE', maxResults: 1 }))).toEqual(['1.100000002']);
  });

  it('leaves settled (CLOSED) markets out', async () => {
    api.simulator.exchange.markets.get('1.100000002')!.status = 'CLOSED';
    expect(ids(await catalogue({ eventTypeIds: ['1'] }))).toEqual(['1.100000001']);
  });

  it('rejects maxResults outside 1..1000 and weight above 200', async () => {
    for (const maxResults of [0, 1001, '-3']) {
      await expect(api.call('listMarketCatalogue', { filter: {}, maxResults })).rejects.toMatchObject({
        errorCode: 'INVALID_INPUT_DATA',
      });
    }
    for (let i = 0; i < 100; i += 1) api.addMarket({ marketId: `1.3${String(i).padStart(8, '0')}` });
    // 104 markets × (MARKET_DESCRIPTION 1 + RUNNER_METADATA 1) = 208 > 200; 100 × 2 = 200 is fine.
    const projection = ['MARKET_DESCRIPTION', 'RUNNER_METADATA', 'EVENT'];
    await expect(catalogue({}, { maxResults: 1000, marketProjection: projection })).rejects.toMatchObject({
      errorCode: 'TOO_MUCH_DATA',
    });
    expect(await catalogue({}, { maxResults: 100, marketProjection: projection })).toHaveLength(100);
    expect(
      await catalogue({}, { maxResults: 1000, marketProjection: ['EVENT', 'RUNNER_DESCRIPTION'] }),
    ).toHaveLength(104);
  });
});
