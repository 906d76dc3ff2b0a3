// Simulator-only controls (not a Betfair path): a signed-in caller can make its own next order
// operations fail the way Betfair's sometimes do, so SERVICE_UNAVAILABLE and TIMEOUT (trading-core
// §8) are reachable by real requests in demos and end-to-end tests. Only the caller's own account
// is affected.
import type { FastifyInstance } from 'fastify';
import type { InjectedFault } from '../core/exchange.js';
import type { Simulator } from '../simulator.js';
import { controlCaller } from './control-caller.js';
import { registerSimulatorGoalRoute } from './simulator-goal.js';
import { registerSimulatorSettleRoute } from './simulator-settle.js';
import { registerSimulatorTradeRoute } from './simulator-trade.js';

export const FAULTS_PATH = '/simulator/faults';
const FAULTS: readonly InjectedFault[] = ['SERVICE_UNAVAILABLE', 'TIMEOUT'];
const MAX_TIMES = 100;

export function registerSimulatorControlRoutes(
  app: FastifyInstance,
  simulator: Simulator,
  marketControls: boolean,
): void {
  // Moving a market touches every trader on it, unlike a fault on the caller's own account: opt-in.
  if (marketControls) {
    registerSimulatorTradeRoute(app, simulator);
    registerSimulatorGoalRoute(app, simulator);
    registerSimulatorSettleRoute(app, simulator);
  }
  app.post(FAULTS_PATH, async (request, reply) => {
    const accountId = controlCaller(simulator, request, reply);
    if (accountId === undefined) return reply;
    const body = request.body as { fault?: unknown; times?: unknown } | null;
    const fault = FAULTS.find((known) => known === body?.fault);
    const times = body?.times ?? 1;
    if (
      fault === undefined ||
      typeof times !== 'number' ||
      !Number.isInteger(times) ||
      times < 1 ||
      times > MAX_TIMES
    ) {
      return reply
        .code(400)
        .send({ error: `Send {"fault": one of ${FAULTS.join(', ')}, "times": 1..${MAX_TIMES}}` });
    }
    simulator.exchange.injectFault(accountId, fault, times);
    return reply.send({ accountId, fault, times });
  });
}
