// Compile-time check of the stream wire types (market stream and session messages): recorded messages, copied verbatim from
// acceptance-data stream/, are written as literals with `satisfies` (so `tsc -b` rejects a wrong
// key, shape or enum member), and the tests prove each literal equals its recorded sample.
import { describe, expect, it } from 'vitest';
import { readSample } from '../test-support/acceptance-data.js';
import type {
  ConnectionMessage,
  MarketChangeMessage,
  StatusMessage,
  StreamRequest,
  StreamResponse,
} from './messages.js';

const B = 'stream/betfairlightweight/';
const N = 'stream/nautilus_trader/';

const subImage = {
  op: 'mcm',
  id: 2,
  initialClk: 'ab34r43r',
  clk: 'AAAAAAAA',
  conflateMs: 0,
  heartbeatMs: 5000,
  pt: 1471370159007,
  ct: 'SUB_IMAGE',
  mc: [
    {
      id: '1.126235656',
      marketDefinition: {
        bspMarket: true,
        turnInPlayEnabled: true,
        persistenceEnabled: true,
        marketBaseRate: 5,
        eventId: '27890558',
        eventTypeId: '7',
        numberOfWinners: 1,
        bettingType: 'ODDS',
        marketType: 'WIN',
        marketTime: '2016-08-17T18:10:00.000Z',
        suspendTime: '2016-08-17T18:10:00.000Z',
        bspReconciled: false,
        complete: true,
        inPlay: false,
        crossMatching: false,
        runnersVoidable: false,
        numberOfActiveRunners: 7,
        betDelay: 0,
        status: 'OPEN',
        runners: [
          { adjustmentFactor: 44.323, status: 'ACTIVE', sortPriority: 1, id: 11131804 },
          { adjustmentFactor: 41.972, status: 'ACTIVE', sortPriority: 2, id: 11064886 },
          { adjustmentFactor: 6.006, status: 'ACTIVE', sortPriority: 3, id: 11404390 },
          { adjustmentFactor: 3.635, status: 'ACTIVE', sortPriority: 4, id: 11527192 },
          { adjustmentFactor: 3.129, status: 'ACTIVE', sortPriority: 5, id: 14341 },
          { adjustmentFactor: 0.468, status: 'ACTIVE', sortPriority: 6, id: 11530194 },
          { adjustmentFactor: 0.468, status: 'ACTIVE', sortPriority: 7, id: 10257411 },
        ],
        regulators: ['MR_INT'],
        venue: 'Kempton',
        countryCode: 'GB',
        discountAllowed: true,
        timezone: 'Europe/London',
        openDate: '2016-08-17T17:40:00.000Z',
        version: 1400311331,
      },
      rc: [
        { batb: [[0, 46, 3]], ltp: 0, tv: 0, id: 11530194 },
        { batb: [[0, 2.54, 7.95]], batl: [[0, 2.72, 8.8]], ltp: 0, tv: 0, id: 11131804 },
        { batb: [[0, 4.6, 3.69]], batl: [[0, 980, 22.72]], ltp: 0, tv: 0, id: 11527192 },
        { batb: [[0, 5.8, 3.44]], batl: [[0, 980, 22.72]], ltp: 0, tv: 0, id: 11404390 },
        { batb: [[0, 1.8, 21.32]], batl: [[0, 2.18, 48.28]], ltp: 0, tv: 0, id: 11064886 },
        { batb: [[0, 4.6, 3.69]], batl: [[0, 130, 22.72]], ltp: 0, tv: 0, id: 14341 },
        { batb: [[0, 42, 3]], ltp: 0, tv: 0, id: 10257411 },
      ],
      img: true,
      tv: 0,
    },
  ],
} satisfies MarketChangeMessage;
const definitionUpdate = {
  op: 'mcm',
  id: 12345,
  clk: 'AKEIANcNANkP',
  pt: 1478717720756,
  mc: [
    {
      id: '1.128149474',
      marketDefinition: {
        bspMarket: false,
        turnInPlayEnabled: true,
        persistenceEnabled: true,
        marketBaseRate: 5,
        eventId: '28009395',
        eventTypeId: '2',
        numberOfWinners: 1,
        bettingType: 'ODDS',
        marketType: 'GAME_BY_GAME_01_07',
        marketTime: '2016-11-09T18:15:00.000Z',
        suspendTime: '2016-11-09T18:15:00.000Z',
        bspReconciled: false,
        complete: true,
        inPlay: true,
        crossMatching: true,
        runnersVoidable: false,
        numberOfActiveRunners: 2,
        betDelay: 5,
        status: 'SUSPENDED',
        runners: [
          { status: 'ACTIVE', sortPriority: 1, id: 4520808 },
          { status: 'ACTIVE', sortPriority: 2, id: 7431682 },
        ],
        regulators: ['MR_INT'],
        countryCode: 'CO',
        discountAllowed: true,
        timezone: 'UTC',
        openDate: '2016-11-09T18:15:00.000Z',
        version: 1488624717,
      },
    },
  ],
} satisfies MarketChangeMessage;
const delta = {
  op: 'mcm',
  id: 2,
  clk: 'AHMAcArtjjje',
  pt: 1471370160471,
  mc: [{ id: '1.126235656', rc: [{ batb: [[0, 4.7, 4.33]], id: 11527192 }] }],
} satisfies MarketChangeMessage;
const tvUpdate = {
  op: 'mcm',
  id: 2,
  clk: 'AHMAcArtjjje',
  pt: 1471370160471,
  mc: [{ id: '1.126235656', tv: 69.69 }],
} satisfies MarketChangeMessage;
const heartbeat = {
  op: 'mcm',
  id: 2,
  clk: 'APIDAO4EAK8D',
  pt: 1471370165625,
  ct: 'HEARTBEAT',
} satisfies MarketChangeMessage;
const liveUpdate = {
  op: 'mcm',
  id: 1,
  clk: 'AOwCANgCALoD',
  pt: 1616738677377,
  mc: [{ id: '1.176621195', rc: [{ atl: [[1.72, 672.45]], trd: [[1.72, 30571.99]], id: 42153 }] }],
} satisfies MarketChangeMessage;
const connection = { op: 'connection', connectionId: '002-051134157842-432409' } satisfies ConnectionMessage;
const status = {
  op: 'status',
  id: 2,
  statusCode: 'SUCCESS',
  connectionClosed: false,
} satisfies StatusMessage;

const RECORDED: readonly [string, unknown][] = [
  [`${B}streaming_mcm_SUB_IMAGE.json`, subImage],
  [`${B}streaming_mcm_UPDATE_md.json`, definitionUpdate],
  [`${B}streaming_mcm_update.json`, delta],
  [`${B}streaming_mcm_UPDATE_tv.json`, tvUpdate],
  [`${B}streaming_mcm_HEARTBEAT.json`, heartbeat],
  [`${N}mcm_live_UPDATE.json`, liveUpdate],
  [`${B}streaming_connection.json`, connection],
  [`${N}status.json`, status],
];

/** The documented exchanges of betfair-protocol §5.1, §5.3–§5.6 and §5.11, typed. */
const DOCUMENTED_REQUESTS = [
  { op: 'authentication', id: 1, appKey: 'K', session: 'T' },
  {
    op: 'marketSubscription',
    id: 2,
    marketFilter: { marketIds: ['1.1'], bettingTypes: ['ODDS'], countryCodes: ['GB'], raceTypes: ['Flat'] },
    marketDataFilter: { fields: ['EX_ALL_OFFERS', 'EX_MARKET_DEF'], ladderLevels: 3 },
    conflateMs: 0,
    heartbeatMs: 5000,
    segmentationEnabled: true,
    initialClk: null,
    clk: null,
  },
  {
    op: 'orderSubscription',
    id: 3,
    orderFilter: {
      includeOverallPosition: true,
      customerStrategyRefs: ['s1'],
      partitionMatchedByStrategyRef: true,
    },
    segmentationEnabled: true,
    conflateMs: 0,
    heartbeatMs: 5000,
  },
  { op: 'heartbeat', id: 5 },
] as const satisfies readonly StreamRequest[];

const DOCUMENTED_RESPONSES = [
  { op: 'status', id: 1, statusCode: 'SUCCESS', connectionClosed: false, connectionsAvailable: 9 },
  {
    op: 'status',
    statusCode: 'FAILURE',
    errorCode: 'TIMEOUT',
    errorMessage: 'Connection is not subscribed and is idle: 15000 ms',
    connectionClosed: true,
    connectionId: '050-250517141605-1391626',
  },
  { op: 'ocm', id: 3, clk: 'AAAAAAAA', status: 503, pt: 1498137379766, ct: 'HEARTBEAT' },
  {
    op: 'mcm',
    id: 2,
    clk: 'C2',
    pt: 1700000000050,
    mc: [
      {
        id: '1.1',
        rc: [
          {
            id: 11,
            atb: [
              [2.0, 0],
              [1.99, 4],
            ],
          },
        ],
      },
    ],
  },
] as const satisfies readonly StreamResponse[];

describe('stream market and session wire types against recorded messages', () => {
  it.each(RECORDED)('%s is copied verbatim', (file, literal) => {
    expect(readSample(file)).toEqual(literal);
  });

  it('types the documented requests and responses', () => {
    expect(DOCUMENTED_REQUESTS.map((request) => request.op)).toEqual([
      'authentication',
      'marketSubscription',
      'orderSubscription',
      'heartbeat',
    ]);
    expect(DOCUMENTED_RESPONSES).toHaveLength(4);
  });
});
