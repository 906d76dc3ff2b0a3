// The runner price/volume chart on Betfair's chart path (trading-core §7 third-party embeds: "a
// price/volume chart image keyed by the market id without its 2-character prefix and by selection
// id plus handicap"). Public like the silks: no app key, no session. The image changes with every
// trade, so nothing may cache it (the product reloads it every 10 s).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lastPriceTraded, tradedVolume } from '../core/book-views.js';
import type { Simulator } from '../simulator.js';
import { runnerChartSvg } from './runner-chart-svg.js';

export const RUNNER_CHART_PATH = '/LoadRunnerInfoChartAction/';

/** Betfair's market-id prefixes: 1. (most jurisdictions) and 2. (Australia). */
const MARKET_PREFIXES = ['1.', '2.'] as const;

export class ChartQueryError extends Error {}

export interface ChartQuery {
  readonly marketNumber: string;
  readonly selectionId: number;
  readonly handicap: number;
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ChartQueryError(`${name} must be given once`);
  return value;
}

/** marketId: the id's digits without the "1." prefix; selectionId: digits; handicap: a number. */
export function parseChartQuery(query: Record<string, unknown>): ChartQuery {
  const marketNumber = single(query, 'marketId') ?? '';
  if (!/^\d{1,15}$/.test(marketNumber))
    throw new ChartQueryError('marketId is the market id without its prefix: 1-15 digits');
  const selection = single(query, 'selectionId') ?? '';
  if (!/^\d{1,12}$/.test(selection)) throw new ChartQueryError('selectionId is 1-12 digits');
  const handicapText = single(query, 'handicap') ?? '0';
  if (!/^-?\d{1,4}(\.\d{1,2})?$/.test(handicapText))
    throw new ChartQueryError('handicap is a number such as 0, -1.5 or 2.25');
  return { marketNumber, selectionId: Number(selection), handicap: Number(handicapText) + 0 };
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  const query = request.query;
  return typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
}

function fail(reply: FastifyReply, statusCode: 400 | 404, code: string, message: string): FastifyReply {
  const error = statusCode === 400 ? 'Bad Request' : 'Not Found';
  return reply.code(statusCode).send({ statusCode, error, code, message });
}

export function registerRunnerChartRoutes(app: FastifyInstance, simulator: Simulator): void {
  app.get(RUNNER_CHART_PATH, (request, reply) => {
    let query: ChartQuery;
    try {
      query = parseChartQuery(queryOf(request));
    } catch (error) {
      if (error instanceof ChartQueryError) return fail(reply, 400, 'INVALID_CHART_QUERY', error.message);
      throw error;
    }
    const market = MARKET_PREFIXES.map((prefix) =>
      simulator.exchange.markets.get(`${prefix}${query.marketNumber}`),
    ).find((found) => found !== undefined);
    const runner = market?.runner(query.selectionId, query.handicap);
    if (runner === undefined) return fail(reply, 404, 'RUNNER_NOT_FOUND', 'no such market runner');
    const svg = runnerChartSvg({
      runnerName: runner.runnerName,
      traded: tradedVolume(runner.book),
      lastPriceTraded: lastPriceTraded(runner.book),
    });
    return reply.header('Cache-Control', 'no-store').type('image/svg+xml').send(svg);
  });
}
