// The product API under /api (account-and-product §7): each area registers its routes here,
// one line each.
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app.js';

export async function registerApiRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  app.get('/api/health', () => ({
    status: 'ok',
    exchange: deps.config.exchange,
    database: deps.database.engine,
  }));
  await Promise.resolve();
}
