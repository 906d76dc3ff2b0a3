// GET /api/navigation/ and /api/navigation/:id (account-and-product §7, the sidebar's sports tree;
// issue 5 §5) with header x-locale. The exchange serves its menu only to a session, so these calls
// carry the caller's exchange token like every other call of the signed-in product (401 without
// one the exchange accepts). Answers are arrays of nodes {id, name, type, countryCode?,
// startTime?, venue?}: the event types, or the children of the node named by :id (404 when the
// menu has no such node; a market has no children).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sportName, sportNameLanguage, type SportNameLanguage } from '@greenbook/trading';
import type { AppDependencies } from '../app-dependencies.js';
import { requireCaller } from '../auth/require-caller.js';
import { validated } from '../http/hardening.js';
import type { NavigationNode } from './menu-index.js';
import { MenuSource } from './menu-source.js';

/** Menu ids: event types and events are numbers, markets "1.234", races "28393920.1350". */
const nodeParams = z.object({
  id: z
    .string()
    .max(64, 'must be at most 64 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'must be a navigation node id (letters, digits, . _ -)'),
});

/** Copies out of the cache, with sport names in the caller's language. */
const localised = (nodes: readonly NavigationNode[], locale: SportNameLanguage): NavigationNode[] =>
  nodes.map((node) =>
    node.type === 'EVENT_TYPE' ? { ...node, name: sportName(node.id, node.name, locale) } : { ...node },
  );

export function registerNavigationRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'exchange' | 'now' | 'resolveCaller'>,
): void {
  const menu = new MenuSource(deps.exchange, deps.now);
  app.get('/api/navigation/', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const roots = (await menu.children(undefined, caller.token)) ?? [];
    return localised(roots, sportNameLanguage(request.headers['x-locale']));
  });
  app.get('/api/navigation/:id', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const { id } = validated(nodeParams, request.params, 'params');
    const children = await menu.children(id, caller.token);
    if (children === undefined) {
      return reply.code(404).send({ error: 'NOT_FOUND', message: `No navigation node has id ${id}` });
    }
    return localised(children, sportNameLanguage(request.headers['x-locale']));
  });
}
