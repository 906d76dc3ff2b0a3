// The one product process assembled (architecture.md): hardening, the product API under /api,
// the stream bridge, the public widgets service, the embedded exchange's paths in sim mode, and the
// web app.
import Fastify, { type FastifyInstance } from 'fastify';
import { exchangeSimPlugin } from '@greenbook/exchange-sim';
import type { AppDependencies } from './app-dependencies.js';
import { registerBetfairPublicRoutes } from './exchange/betfair-public-routes.js';
import { registerExchangeForwarding } from './exchange/exchange-forwarding.js';
import { registerApiRoutes } from './http/api-routes.js';
import { registerHardening } from './http/hardening.js';
import { registerStreamBridge } from './http/stream-route.js';
import { registerWebApp } from './http/web-app.js';
import { PracticeSessions } from './practice/practice-sessions.js';
import { registerPracticeRoutes } from './practice/practice-routes.js';
import { httpWidgetsUpstream, registerWidgetsRoutes, simWidgetsUpstream } from './widgets/widgets-routes.js';

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
  // Practice on recorded markets (issue 21 §1): a private exchange per trader, in both modes.
  const practice = new PracticeSessions();
  app.addHook('onClose', () => practice.close());
  registerPracticeRoutes(app, deps, practice);
  // The public widgets service: validated, cached and rate-limited here in both modes.
  const { widgetsUrl } = deps.config.betfair;
  registerWidgetsRoutes(app, {
    ratePerMinute: deps.config.widgetsRateLimit,
    upstream:
      deps.simulator !== undefined
        ? simWidgetsUpstream(deps.simulator)
        : widgetsUrl === undefined
          ? undefined
          : httpWidgetsUpstream(widgetsUrl),
  });
  if (deps.simulator !== undefined)
    await app.register(exchangeSimPlugin, {
      simulator: deps.simulator,
      marketControls: deps.config.sim.marketControls,
      // Served by the routes above, which call the exchange's widgets service in-process.
      widgetsService: false,
      ...(deps.durable === undefined ? {} : { durable: deps.durable }),
    });
  else {
    registerBetfairPublicRoutes(app, deps.config.betfair);
    await registerExchangeForwarding(app, deps.config.betfair.apiUrl);
  }
  await registerWebApp(app, deps.config.webDist);
  return app;
}
