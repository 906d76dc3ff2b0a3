// The product API under /api (account-and-product §7): each area registers its routes here,
// one line each.
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app-dependencies.js';
import { registerGeoRoutes } from '../geo/geo-routes.js';
import { registerNavigationRoutes } from '../navigation/navigation-routes.js';
import { registerRevokeRoutes } from '../revoke/revoke-routes.js';
import { registerSignInRoutes } from '../signin/sign-in-routes.js';
import { registerEmailConfirmationRoutes } from '../email/email-confirmation-routes.js';
import { registerMailboxRoutes } from '../email/mailbox-routes.js';
import { registerLogRoutes } from '../logs/log-routes.js';
import { registerSubscriptionRoutes } from '../subscriptions/subscription-routes.js';
import { registerUserRoutes } from '../users/user-routes.js';

export async function registerApiRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  app.get('/api/health', () => ({
    status: 'ok',
    exchange: deps.config.exchange,
    database: deps.database.engine,
  }));
  registerSignInRoutes(app, deps);
  registerRevokeRoutes(app, deps);
  registerNavigationRoutes(app, deps);
  registerGeoRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerSubscriptionRoutes(app, deps);
  registerEmailConfirmationRoutes(app, deps);
  registerMailboxRoutes(app, deps);
  registerLogRoutes(app, deps);
  await Promise.resolve();
}
