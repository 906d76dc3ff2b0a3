// The exchange's public widgets service (account-and-product §7 'Widgets service'): the read-only
// listMarketCatalogue and listMarketBook that Betfair's widgets REST service answers for anonymous
// callers (no app key, no session), on `/exchange/widgets/rest/v1.0/<operation>/`. Answers have the
// betting service's shapes (betfair-protocol §2.3, §2.4) and its REST envelope: the bare result with
// HTTP 200, a fault with HTTP 400. It takes only what a widget asks for and refuses anything else
// as DSC-0018, so no caller reaches an account's orders or another account-bound option:
// - listMarketCatalogue: filter {marketIds, eventTypeIds, competitionIds, venues, marketCountries,
//   marketTypeCodes, marketStartTime}, sort, maxResults, marketProjection, locale; totals in GBP;
// - listMarketBook: marketIds, priceProjection {priceData: EX_BEST_OFFERS / EX_TRADED}, currencyCode
//   (default GBP), locale; sizes in that currency, with no orders of anyone.
import type { MarketBook, MarketCatalogue } from '@greenbook/betfair';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/api-error.js';
import type { SimMarket } from '../../core/market.js';
import type { Simulator } from '../../simulator.js';
import { marketWeight, type BookOptions } from '../betting/book-options.js';
import { catalogueOf } from '../betting/list-market-catalogue.js';
import { marketBook, type BookReader } from '../betting/market-book-view.js';
import { checkIdCount, checkWeight } from '../limits.js';
import { parseMarketFilter, selectMarkets } from '../market-filter.js';
import {
  idList,
  isRecord,
  listOf,
  MAX_PARAMS_DEPTH,
  MissingParamError,
  nestsWithin,
  oneOf,
  optional,
  record,
  required,
  text,
  withoutNulls,
  type Params,
} from '../params.js';
import { parseBody, type Outcome } from '../transport/dispatch.js';
import { PARSE_ERROR_MESSAGE } from '../transport/json-rpc.js';
import { restReply, type RestReply } from '../transport/rest.js';

export const WIDGETS_REST_PATH = '/exchange/widgets/rest/v1.0/';
export const WIDGETS_OPERATIONS = ['listMarketCatalogue', 'listMarketBook'] as const;
export type WidgetsOperation = (typeof WIDGETS_OPERATIONS)[number];

const CATALOGUE_PARAMS = new Set(['filter', 'sort', 'maxResults', 'marketProjection', 'locale']);
const FILTER_PARAMS = new Set([
  'marketIds',
  'eventTypeIds',
  'competitionIds',
  'venues',
  'marketCountries',
  'marketTypeCodes',
  'marketStartTime',
]);
const BOOK_PARAMS = new Set(['marketIds', 'priceProjection', 'currencyCode', 'locale']);
const PROJECTION_PARAMS = new Set(['priceData']);
const WIDGET_PRICE_DATA = ['EX_BEST_OFFERS', 'EX_TRADED'] as const;

/** Refuses a parameter the widgets service does not take (the transport's DSC-0018). */
class UnknownParamError extends Error {}

function onlyKnown(params: Params, known: ReadonlySet<string>, path: string): void {
  for (const key of Object.keys(params)) {
    if (!known.has(key)) throw new UnknownParamError(`${path}${key} is not a parameter`);
  }
}

/** The anonymous reader: no account's orders are ever read (no order or match projection). */
const anonymousReader = (simulator: Simulator): BookReader => ({
  exchange: simulator.exchange,
  account: { accountId: '' },
  appKey: { delayed: false },
});

function listCatalogue(simulator: Simulator, params: Params): MarketCatalogue[] {
  onlyKnown(params, CATALOGUE_PARAMS, '');
  const filter = required(params, 'filter', record);
  onlyKnown(filter, FILTER_PARAMS, 'filter.');
  optional(params, 'locale', text);
  const query = parseMarketFilter(filter);
  const selected: SimMarket[] = selectMarkets(simulator.exchange, '', query);
  return catalogueOf(params, selected, 1);
}

function bookOptions(simulator: Simulator, params: Params): BookOptions {
  const projection = optional(params, 'priceProjection', record) ?? {};
  onlyKnown(projection, PROJECTION_PARAMS, 'priceProjection.');
  const priceData = optional(
    projection,
    'priceData',
    listOf(oneOf(WIDGET_PRICE_DATA)),
    'priceProjection.priceData',
  );
  optional(params, 'locale', text);
  const code = (optional(params, 'currencyCode', text) ?? 'GBP').trim().toUpperCase();
  const { exchange } = simulator;
  const rate = (exchange.currencyRates as Readonly<Record<string, number | undefined>>)[code];
  if (rate === undefined) throw new ApiError('INVALID_INPUT_DATA', `currencyCode ${code} is not supported`);
  return {
    priceData: new Set(priceData ?? []),
    bestPricesDepth: undefined,
    rollupModel: 'STAKE',
    rollupLimit: exchange.stakeRules.minimums(code)?.minStake ?? 0,
    orderProjection: undefined,
    matchProjection: undefined,
    includeOverallPosition: false,
    partitionMatchedByStrategyRef: false,
    customerStrategyRefs: undefined,
    matchedSince: undefined,
    betIds: undefined,
    // No account: orders are never shown, so the account-to-view factor is never used.
    currency: { code, rate, fromAccount: rate },
  };
}

function listBook(simulator: Simulator, params: Params): MarketBook[] {
  onlyKnown(params, BOOK_PARAMS, '');
  const marketIds = [...new Set(required(params, 'marketIds', idList))];
  const options = bookOptions(simulator, params);
  checkIdCount(marketIds.length);
  checkWeight(marketWeight(options) * marketIds.length);
  const markets = marketIds
    .map((id) => simulator.exchange.markets.get(id))
    .filter((market): market is SimMarket => market !== undefined);
  // As listMarketBook: CLOSED markets only when no open one is asked for in the same call.
  const open = markets.filter((market) => market.status !== 'CLOSED');
  const reader = anonymousReader(simulator);
  return (open.length > 0 ? open : markets).map((market) => marketBook(market, reader, options));
}

const isWidgetsOperation = (operation: string): operation is WidgetsOperation =>
  (WIDGETS_OPERATIONS as readonly string[]).includes(operation);

function outcomeOf(simulator: Simulator, operation: WidgetsOperation, raw: unknown): Outcome {
  try {
    if (!nestsWithin(raw, MAX_PARAMS_DEPTH)) {
      throw new ApiError('INVALID_INPUT_DATA', `params nest deeper than ${MAX_PARAMS_DEPTH} levels`);
    }
    const params = withoutNulls(raw ?? {});
    if (!isRecord(params)) return { kind: 'bad-params', reason: 'params must be an object' };
    const result =
      operation === 'listMarketCatalogue' ? listCatalogue(simulator, params) : listBook(simulator, params);
    return { kind: 'result', result };
  } catch (error) {
    if (error instanceof ApiError) {
      return { kind: 'exception', errorCode: error.errorCode, errorDetails: error.errorDetails };
    }
    if (error instanceof MissingParamError || error instanceof UnknownParamError) {
      return { kind: 'bad-params', reason: error.message };
    }
    console.error(`widgets ${operation} failed`, error);
    return { kind: 'internal', error };
  }
}

/**
 * One call of the widgets service: `body` is the request body (JSON text, or already parsed). The
 * product server calls this in-process in embedded mode; `registerWidgetsRoutes` serves it on HTTP.
 */
export function answerWidgets(simulator: Simulator, operation: string, body: unknown): RestReply {
  if (!isWidgetsOperation(operation)) return restReply('betting', { kind: 'unknown-operation' });
  const parsed = parseBody(body);
  if (!parsed.ok)
    return { status: 400, body: { faultcode: 'Client', faultstring: PARSE_ERROR_MESSAGE, detail: {} } };
  return restReply('betting', outcomeOf(simulator, operation, parsed.value));
}

/** The service on HTTP, with and without the trailing slash; bodies read as text (any content type). */
export async function registerWidgetsRoutes(app: FastifyInstance, simulator: Simulator): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    for (const slash of ['', '/']) {
      scope.post<{ Params: { operation: string } }>(
        `${WIDGETS_REST_PATH}:operation${slash}`,
        async (request, reply) => {
          const answer = answerWidgets(simulator, request.params.operation, request.body);
          return reply.code(answer.status).type('application/json').send(JSON.stringify(answer.body));
        },
      );
    }
    done();
  });
}
