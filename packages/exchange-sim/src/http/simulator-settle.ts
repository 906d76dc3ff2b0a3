// Simulator-only control (not a Betfair path) for tests and demos (issue 18): settle a market now
// instead of waiting for its event to be played out (a race may be 40 minutes away, then 12
// minutes long). The market is settled exactly as the world settles it (core/settlement.ts:
// unmatched bets lapse, matched ones pay out with commission, cleared orders for
// listClearedOrders) with one winner of the caller's choosing, and is CLOSED from then on: the
// world's lifecycle leaves closed markets alone (it neither turns them in play nor settles them
// again) and drops them from the exchange when it drops their event.
// Mounted only with the market controls (SIM_MARKET_CONTROLS), as it touches every trader there.
import type { FastifyInstance } from 'fastify';
import type { SimMarket } from '../core/market.js';
import { runnerKey } from '../core/market.js';
import { settleMarket } from '../core/settlement.js';
import type { RunnerResult } from '../core/types.js';
import type { Simulator } from '../simulator.js';
import { controlCaller } from './control-caller.js';

export const SETTLE_PATH = '/simulator/settle';

const USAGE = 'Send {"marketId", "winnerSelectionId"?: a runner of the market, by default its first}';

interface SettleBody {
  readonly marketId: string;
  readonly winnerSelectionId: number | undefined;
}

function parseSettle(body: unknown): SettleBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { marketId, winnerSelectionId } = body as Record<string, unknown>;
  if (typeof marketId !== 'string') return undefined;
  if (winnerSelectionId !== undefined && !Number.isSafeInteger(winnerSelectionId)) return undefined;
  return { marketId, winnerSelectionId: winnerSelectionId as number | undefined };
}

/** Why this market cannot be settled with one winner, or undefined when it can. */
function refusal(market: SimMarket | undefined, winner: number | undefined): string | undefined {
  if (market === undefined) return 'MARKET_NOT_FOUND';
  if (market.status === 'CLOSED') return 'MARKET_ALREADY_SETTLED';
  // A LINE market settles on a number and a handicap market per line: neither has one winner.
  if (market.spec.bettingType !== 'ODDS') return 'ONLY_ODDS_MARKETS';
  if (winner === undefined) return undefined;
  const runner = market.runners.find((candidate) => candidate.selectionId === winner);
  if (runner === undefined) return 'RUNNER_NOT_IN_MARKET';
  if (runner.status !== 'ACTIVE') return 'RUNNER_REMOVED';
  return undefined;
}

export function registerSimulatorSettleRoute(app: FastifyInstance, simulator: Simulator): void {
  app.post(SETTLE_PATH, async (request, reply) => {
    if (controlCaller(simulator, request, reply) === undefined) return reply;
    const body = parseSettle(request.body);
    if (body === undefined) return reply.code(400).send({ error: USAGE });
    const exchange = simulator.exchange;
    const market = exchange.markets.get(body.marketId);
    const refused = refusal(market, body.winnerSelectionId);
    if (refused !== undefined || market === undefined) return reply.code(400).send({ error: refused });
    const active = market.runners.filter((runner) => runner.status === 'ACTIVE');
    const winner = body.winnerSelectionId ?? active[0]!.selectionId;
    const results = new Map<string, RunnerResult>(
      active.map((runner) => [
        runnerKey(runner.selectionId, runner.handicap),
        runner.selectionId === winner ? 'WINNER' : 'LOSER',
      ]),
    );
    settleMarket(exchange, market, { results });
    return reply.send({ marketId: market.marketId, winnerSelectionId: winner });
  });
}
