// The one product process assembled (architecture.md): hardening, the product API under /api,
// the stream bridge, the embedded exchange's paths in sim mode, and the web app.
import Fastify, { type FastifyInstance } from 'fastify';
import { exchangeSimPlugin } from '@greenbook/exchange-sim';
import type { AppDependencies } from './app-dependencies.js';
import { registerBetfairPublicRoutes } from './exchange/betfair-public-routes.js';
import { registerExchangeForwarding } from './exchange/exchange-forwarding.js';
import { registerApiRoutes } from './http/api-routes.js';
import { registerHardening } from './http/hardening.js';
import { registerStreamBridge } from './http/stream-route.js';
import { registerWebApp } from './http/web-app.js';

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-authentication"]'],
    },
    bodyLimit: 256 * 1024,
  });
  await registerHardening(app, deps.config, deps.store);
  await registerApiRoutes(app, deps);
  await registerStreamBridge(app, deps);
  if (deps.simulator !== undefined)
    await app.register(exchangeSimPlugin, {
      simulator: deps.simulator,
      marketControls: deps.config.sim.marketControls,
      ...(deps.durable === undefined ? {} : { durable: deps.durable }),
    });
  else {
    registerBetfairPublicRoutes(app, deps.config.betfair);
    await registerExchangeForwarding(app, deps.config.betfair.apiUrl);
  }
  await registerWebApp(app, deps.config.webDist);
  return app;
}
