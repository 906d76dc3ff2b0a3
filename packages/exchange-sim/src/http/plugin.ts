// The embedded exchange as a Fastify plugin: Betfair's HTTP paths (architecture.md, URL layout)
// mounted on whatever server the caller runs — the product server in-process, or the standalone
// `npm run exchange`. Each area registers its own routes.
import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../simulator.js';
import { registerIdentityRoutes } from '../identity/routes.js';
import { registerApiNgRoutes } from '../api-ng/routes.js';
import { registerInPlayRoutes } from '../inplay/inplay-routes.js';
import { registerRunnerChartRoutes } from '../charts/runner-chart-routes.js';
import { registerSimulatorControlRoutes } from './simulator-control.js';

export interface ExchangeSimPluginOptions {
  readonly simulator: Simulator;
}

// Areas add their registration here, one line each, as they land.
export async function exchangeSimPlugin(
  app: FastifyInstance,
  options: ExchangeSimPluginOptions,
): Promise<void> {
  await registerIdentityRoutes(app, options.simulator);
  await registerApiNgRoutes(app, options.simulator);
  registerInPlayRoutes(app, options.simulator);
  registerRunnerChartRoutes(app, options.simulator);
  registerSimulatorControlRoutes(app, options.simulator);
}
