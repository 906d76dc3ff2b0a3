// Simulator-only control (not a Betfair path) for tests and demos (issue 13 §3): move a market at
// will instead of waiting on the synthetic traders. A house account trades one side of a runner
// at a limit price: it matches everything resting at that price or better (people's bets and the
// makers' quotes alike, in the book's own order), then its unmatched remainder is cancelled. So a
// test's resting bet at a known price gets matched by trading the other side at that price, and
// the best prices move past the price traded through (what a stop loss watches).
// Mounted only when the host asks for it (the plugin's marketControls, SIM_MARKET_CONTROLS): any
// signed-in caller may then use it, with the house trader's unlimited money.
import type { FastifyInstance } from 'fastify';
import type { AccountSpec } from '../core/accounts.js';
import { cancelOrders } from '../core/amend-orders.js';
import { ApiError } from '../core/api-error.js';
import { placeOrders } from '../core/place-orders.js';
import type { Simulator } from '../simulator.js';
import { controlCaller } from './control-caller.js';

export const TRADE_PATH = '/simulator/trade';
const DEFAULT_SIZE = 10_000;
const MAX_SIZE = 100_000;

/** The house trader behind the control route: cannot sign in, never short of money. */
export const CONTROL_TRADER: AccountSpec = {
  accountId: '900099',
  username: 'simulator-control',
  password: '',
  firstName: 'Simulator',
  lastName: 'Control',
  currencyCode: 'GBP',
  countryCode: 'GB',
  localeCode: 'en',
  region: 'GBR',
  timezone: 'Europe/London',
  balance: 1_000_000_000_000,
  discountRate: 0,
  synthetic: true,
};

interface TradeBody {
  readonly marketId: string;
  readonly selectionId: number;
  readonly handicap: number;
  readonly side: 'BACK' | 'LAY';
  readonly price: number;
  readonly size: number;
}

function parseTrade(body: unknown): TradeBody | undefined {
  const input = (body ?? {}) as Record<string, unknown>;
  const { marketId, selectionId, side, price } = input;
  const handicap = input.handicap ?? 0;
  const size = input.size ?? DEFAULT_SIZE;
  if (typeof marketId !== 'string' || !Number.isSafeInteger(selectionId)) return undefined;
  if (side !== 'BACK' && side !== 'LAY') return undefined;
  if (typeof price !== 'number' || typeof handicap !== 'number' || typeof size !== 'number') return undefined;
  if (!(size > 0 && size <= MAX_SIZE)) return undefined;
  return { marketId, selectionId: selectionId as number, handicap, side, price, size };
}

export function registerSimulatorTradeRoute(app: FastifyInstance, simulator: Simulator): void {
  app.post(TRADE_PATH, async (request, reply) => {
    if (controlCaller(simulator, request, reply) === undefined) return reply;
    const trade = parseTrade(request.body);
    if (trade === undefined) {
      return reply.code(400).send({
        error: `Send {"marketId", "selectionId", "handicap"?, "side": BACK or LAY, "price", "size"?: up to ${MAX_SIZE}}`,
      });
    }
    const exchange = simulator.exchange;
    if (!exchange.accounts.has(CONTROL_TRADER.accountId)) exchange.addAccount(CONTROL_TRADER);
    const context = { accountId: CONTROL_TRADER.accountId, canBet: true };
    try {
      const placed = await placeOrders(exchange, context, {
        marketId: trade.marketId,
        instructions: [
          {
            orderType: 'LIMIT',
            selectionId: trade.selectionId,
            handicap: trade.handicap,
            side: trade.side,
            limitOrder: { size: trade.size, price: trade.price, persistenceType: 'LAPSE' },
          },
        ],
      });
      cancelOrders(exchange, CONTROL_TRADER.accountId, { marketId: trade.marketId });
      const report = placed.instructionReports[0];
      if (placed.status !== 'SUCCESS' || report === undefined) {
        return await reply.code(400).send({ error: report?.errorCode ?? placed.errorCode ?? placed.status });
      }
      return await reply.send({
        sizeMatched: report.sizeMatched ?? 0,
        averagePriceMatched: report.averagePriceMatched ?? 0,
      });
    } catch (error) {
      if (error instanceof ApiError) return reply.code(400).send({ error: error.errorCode });
      throw error;
    }
  });
}
