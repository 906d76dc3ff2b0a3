// The embedded exchange as a Fastify plugin: Betfair's HTTP paths (architecture.md, URL layout)
// mounted on whatever server the caller runs — the product server in-process, or the standalone
// `npm run exchange`. Each area registers its own routes.
import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../simulator.js';
import type { DurableExchange } from '../durable/durable-exchange.js';
import { registerIdentityRoutes } from '../identity/routes.js';
import { registerApiNgRoutes } from '../api-ng/routes.js';
import { registerWidgetsRoutes } from '../api-ng/widgets/widgets-service.js';
import { registerInPlayRoutes } from '../inplay/inplay-routes.js';
import { registerRunnerChartRoutes } from '../charts/runner-chart-routes.js';
import { registerSimulatorControlRoutes } from './simulator-control.js';

export interface ExchangeSimPluginOptions {
  readonly simulator: Simulator;
  /** Where the exchange remembers its state; without it, it remembers for the process's life. */
  readonly durable?: DurableExchange;
  /**
   * Mount `POST /simulator/trade`, which lets any signed-in caller move a market with the house
   * trader, `POST /simulator/settle`, which settles a market at once, and `POST /simulator/goal`,
   * which scores a goal in an in-play football match: for tests and demos only
   * (SIM_MARKET_CONTROLS), never on an exchange people share.
   */
  readonly marketControls?: boolean;
  /**
   * Serve the public widgets service on `/exchange/widgets/rest/v1.0/` (default true). The product
   * server mounts its own validated, cached and rate-limited routes on that path and calls the
   * service in-process (`answerWidgets`), so it passes false.
   */
  readonly widgetsService?: boolean;
}

// Areas add their registration here, one line each, as they land.
export async function exchangeSimPlugin(
  app: FastifyInstance,
  options: ExchangeSimPluginOptions,
): Promise<void> {
  const { durable } = options;
  if (durable !== undefined) {
    // Whatever a request changed (a bet, a cancel, a login) is written before it is answered.
    // A failed write is logged and retried by the next flush rather than answered as an error:
    // the change stands in memory, and an error would invite the client to place the bet again.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        await durable.flush().catch((error: unknown) => {
          request.log.error({ err: error }, 'the exchange could not write its state');
        });
      }
      return payload;
    });
  }
  await registerIdentityRoutes(app, options.simulator);
  await registerApiNgRoutes(app, options.simulator);
  if (options.widgetsService !== false) await registerWidgetsRoutes(app, options.simulator);
  registerInPlayRoutes(app, options.simulator);
  registerRunnerChartRoutes(app, options.simulator);
  registerSimulatorControlRoutes(app, options.simulator, options.marketControls === true);
}
