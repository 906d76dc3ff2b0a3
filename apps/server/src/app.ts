// The one product process assembled (architecture.md): hardening, the product API under /api,
// the stream bridge, the embedded exchange's paths in sim mode, and the web app.
import Fastify, { type FastifyInstance } from 'fastify';
import { exchangeSimPlugin, type DurableExchange, type Simulator } from '@greenbook/exchange-sim';
import type { CallerResolver } from './auth/caller.js';
import type { ServerConfig } from './config/config.js';
import type { AppDatabase } from './db/database.js';
import type { ExchangeLink } from './exchange/exchange-link.js';
import type { SharedStore } from './shared-state/shared-store.js';
import { registerBetfairPublicRoutes } from './exchange/betfair-public-routes.js';
import { registerExchangeForwarding } from './exchange/exchange-forwarding.js';
import { registerApiRoutes } from './http/api-routes.js';
import { registerHardening } from './http/hardening.js';
import { registerStreamBridge } from './http/stream-route.js';
import { registerWebApp } from './http/web-app.js';

export interface AppDependencies {
  readonly config: ServerConfig;
  readonly database: AppDatabase;
  /** The exchange as this process reaches it; known once the server listens (sim mode loops back). */
  readonly exchange: () => ExchangeLink;
  readonly resolveCaller: CallerResolver;
  /** Rate limits and caches: in process, or in Redis shared by every instance (REDIS_URL). */
  readonly store: SharedStore;
  /** The embedded exchange to mount (sim mode), or undefined against Betfair. */
  readonly simulator: Simulator | undefined;
  /** Where the embedded exchange remembers its state (sim mode): requests answer after their write. */
  readonly durable?: DurableExchange | undefined;
  /** Epoch ms; the simulator's clock in sim mode so codes and subscriptions agree with it. */
  readonly now: () => number;
}

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
