// Compile-time check of the API-NG wire types (market data and accounts): recorded responses, copied verbatim from
// acceptance-data api-ng/, are written as literals with `satisfies` (so `tsc -b` rejects a wrong
// field name, type or enum member), and the tests prove each literal equals its recorded sample.
import { describe, expect, it } from 'vitest';
import { readSample, valuesAt } from '../test-support/acceptance-data.js';
import type {
  AccountDetailsResponse,
  AccountFundsResponse,
  CompetitionResult,
  CountryCodeResult,
  EventResult,
  EventTypeResult,
  JsonRpcError,
  MarketBook,
  MarketCatalogue,
  MarketProfitAndLoss,
  Match,
  Order,
  Runner,
  TimeRangeResult,
} from '../index.js';

const B = 'api-ng/betfairlightweight/';
const N = 'api-ng/nautilus_trader/';

const runnerBook = [
  {
    marketId: '1.156770587',
    isMarketDataDelayed: true,
    status: 'OPEN',
    betDelay: 5,
    bspReconciled: false,
    complete: true,
    inplay: true,
    numberOfWinners: 1,
    numberOfRunners: 3,
    numberOfActiveRunners: 3,
    lastMatchTime: '2019-04-03T18:57:47.558Z',
    totalMatched: 108804.79,
    totalAvailable: 19232.85,
    crossMatching: true,
    runnersVoidable: false,
    version: 2720210433,
    runners: [
      { selectionId: 47999, handicap: 0.0, status: 'ACTIVE', lastPriceTraded: 1.02, totalMatched: 0.0 },
    ],
  },
] satisfies MarketBook[];
const bookHead = {
  marketId: '1.125875153',
  isMarketDataDelayed: false,
  betDelayModels: ['PASSIVE'],
  status: 'SUSPENDED',
  betDelay: 1,
  bspReconciled: true,
  complete: true,
  inplay: true,
  numberOfWinners: 1,
  numberOfRunners: 6,
  numberOfActiveRunners: 5,
  lastMatchTime: '2016-07-30T15:41:44.503Z',
  totalMatched: 744286.88,
  totalAvailable: 17183.93,
  crossMatching: true,
  runnersVoidable: false,
  version: 1384080720,
  keyLineDescription: {
    keyLine: [
      { handicap: -2.0, selectionId: 8665860 },
      { handicap: 2.0, selectionId: 7853158 },
    ],
  },
} satisfies MarketBook;
const removedRunner = {
  selectionId: 464226,
  handicap: 0.0,
  status: 'REMOVED',
  adjustmentFactor: 16.667,
  removalDate: '2016-07-29T21:22:38.000Z',
  sp: { backStakeTaken: [], layLiabilityTaken: [], actualSP: 'NaN' },
  ex: { availableToBack: [], availableToLay: [], tradedVolume: [] },
} satisfies Runner;
const order = {
  betId: '71954646636',
  orderType: 'LIMIT',
  status: 'EXECUTION_COMPLETE',
  persistenceType: 'LAPSE',
  side: 'LAY',
  price: 1.68,
  size: 2.0,
  bspLiability: 0.0,
  placedDate: '2016-07-30T15:41:26.000Z',
  avgPriceMatched: 1.53,
  sizeMatched: 2.0,
  sizeRemaining: 0.0,
  sizeLapsed: 0.0,
  sizeCancelled: 0.0,
  sizeVoided: 0.0,
} satisfies Order;
const match = {
  betId: '71954651774',
  matchId: '85242563625',
  side: 'LAY',
  price: 1.45,
  matchDate: '2016-07-30T15:41:29.000Z',
  size: 2.0,
} satisfies Match;
const catalogue = {
  marketId: '1.125818641',
  marketName: 'Winner 2016/17',
  marketStartTime: '2005-03-07T14:30:00.000Z',
  description: {
    priceLadderDescription: { type: 'CLASSIC' },
    persistenceEnabled: true,
    bspMarket: false,
    marketTime: '2005-03-07T14:30:00.000Z',
    suspendTime: '2005-03-07T14:30:00.000Z',
    bettingType: 'ODDS',
    turnInPlayEnabled: true,
    marketType: 'WINNER',
    regulator: 'GIBRALTAR REGULATOR',
    marketBaseRate: 5.0,
    discountAllowed: true,
    wallet: 'UK wallet',
    rules:
      '<b>Market Information</b><br>For further information please see <a href=http://content.betfair.com/aboutus/content.asp?sWhichKey=Rules%20and%20Regulations#undefined.do style=color:0163ad; text-decoration: underline; target=_blank>Rules & Regs</a>.<br><br>Who will win this league? At the start of this league all unmatched bets will be cancelled and the market reopened. Customers are responsible for managing their own positions at all times in this market. Competition Rules Apply.</b><br>',
    rulesHasDate: false,
    lineRangeInfo: { marketUnit: 'points', interval: 0.5, minUnitValue: -56.5, maxUnitValue: 43.5 },
  },
  totalMatched: 0.0,
  runners: [
    {
      selectionId: 3158851,
      runnerName: 'Red Bull Salzburg',
      handicap: 0.0,
      sortPriority: 1,
      metadata: { runnerId: '3158851' },
    },
    {
      selectionId: 46932,
      runnerName: 'Rapid Vienna',
      handicap: 0.0,
      sortPriority: 2,
      metadata: { runnerId: '46932' },
    },
  ],
  eventType: { id: '1', name: 'Soccer' },
  competition: { id: '7', name: 'Austrian Bundesliga' },
  event: {
    id: '606287',
    name: 'Austrian Bundesliga',
    countryCode: 'AT',
    timezone: 'Europe/London',
    openDate: '2005-03-07T14:30:00.000Z',
  },
} satisfies MarketCatalogue;
const pnl = {
  marketId: '1.125877820',
  profitAndLosses: [
    { selectionId: 635848, ifWin: 2.0 },
    { selectionId: 5528779, ifWin: 2.0 },
    { selectionId: 9173803, ifWin: 2.0 },
  ],
} satisfies MarketProfitAndLoss;
const eventTypes = [
  { eventType: { id: '1', name: 'Soccer' }, marketCount: 16178 },
  { eventType: { id: '468328', name: 'Handball' }, marketCount: 10 },
] satisfies EventTypeResult[];
const countries = [
  { countryCode: 'GB', marketCount: 336 },
  { countryCode: 'ZA', marketCount: 9 },
  { countryCode: 'IE', marketCount: 14 },
  { countryCode: 'US', marketCount: 122 },
] satisfies CountryCodeResult[];
const timeRange = {
  timeRange: { from: '2005-03-07T00:00:00.000Z', to: '2005-03-08T00:00:00.000Z' },
  marketCount: 1,
} satisfies TimeRangeResult;
const event = {
  event: {
    id: '27867922',
    name: 'Thirsk 29th Jul',
    countryCode: 'GB',
    timezone: 'Europe/London',
    venue: 'Thirsk',
    openDate: '2016-07-29T12:50:00.000Z',
  },
  marketCount: 6,
} satisfies EventResult;
const competition = {
  competition: { id: '101', name: 'Premier Division' },
  marketCount: 6,
  competitionRegion: 'RUS',
} satisfies CompetitionResult;
const funds = {
  availableToBetBalance: 1000.0,
  exposure: -100.0,
  retainedCommission: 0.0,
  exposureLimit: -15000.0,
  discountRate: 0.0,
  pointsBalance: 10,
  wallet: 'UK',
} satisfies AccountFundsResponse;
const details = {
  currencyCode: 'GBP',
  firstName: 'Testy',
  lastName: 'McTest',
  localeCode: 'en',
  region: 'AUS_NZL',
  timezone: 'Australia/Sydney',
  discountRate: 0.0,
  pointsBalance: 10,
  countryCode: 'AU',
} satisfies AccountDetailsResponse;
const fundsError = {
  jsonrpc: '2.0',
  error: { code: -32602, message: 'DSC-0018' },
  id: 1,
} satisfies JsonRpcError;

/** [sample file, path inside it (may pick one element), literal]. */
const RECORDED: readonly [string, string, unknown][] = [
  [`${B}list_runner_book.json`, 'result', runnerBook],
  [`${B}list_market_book.json`, 'result[].runners[].orders[]', order],
  [`${B}list_market_book.json`, 'result[].runners[].matches[]', match],
  [`${B}list_market_book.json`, 'result[].runners[]', removedRunner],
  [`${B}list_event_types.json`, 'result', eventTypes],
  [`${B}list_countries.json`, 'result', countries],
  [`${B}list_time_ranges.json`, 'result[]', timeRange],
  [`${B}list_events.json`, 'result[]', event],
  [`${B}list_competitions.json`, 'result[]', competition],
  [`${N}account_funds_with_exposure.json`, 'result', funds],
  [`${N}account_details.json`, 'result', details],
  [`${N}account_funds_error.json`, '', fundsError],
];

describe('API-NG market and account wire types against recorded responses', () => {
  it.each(RECORDED)('%s (%s) is copied verbatim', (file, path, literal) => {
    expect(valuesAt(readSample(file), path)).toContainEqual(literal);
  });

  it('matches trimmed samples: market book header, catalogue, profit and loss', () => {
    const book = valuesAt(readSample(`${B}list_market_book.json`), 'result[]')[0] as Record<string, unknown>;
    expect({ ...book, runners: undefined }).toEqual({ ...bookHead, runners: undefined });
    const [recorded] = valuesAt(
      readSample(`${B}list_market_catalogue.json`),
      'result[]',
    ) as MarketCatalogue[];
    expect({ ...recorded, runners: recorded?.runners?.slice(0, 2) }).toEqual(catalogue);
    const [profit] = valuesAt(
      readSample(`${B}list_market_profit_and_loss.json`),
      'result[]',
    ) as MarketProfitAndLoss[];
    expect({ ...profit, profitAndLosses: profit?.profitAndLosses.slice(0, 3) }).toEqual(pnl);
  });
});
