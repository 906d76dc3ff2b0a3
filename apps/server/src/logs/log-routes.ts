// POST /api/logs/ (account-and-product §7 "Error report for unexpected errors"; issue 5 §3: the
// call carries the exchange token). Body {title, description, version?, path?, state?, storage?}
// → 201 {id}. The caller's vendorId and user agent are recorded; credentials are removed from
// state and storage before anything is stored.
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app.js';
import { requireCaller } from '../auth/require-caller.js';
import { insertErrorReport } from '../db/repositories/error-reports-repository.js';
import { validated } from '../http/hardening.js';
import { logBody } from './log-body.js';
import { stripSecrets } from './strip-secrets.js';

const MAX_USER_AGENT = 512;

export function registerLogRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'database' | 'resolveCaller' | 'now'>,
): void {
  app.post('/api/logs/', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const body = validated(logBody, request.body ?? {}, 'body');
    const userAgent = request.headers['user-agent'];
    const id = await insertErrorReport(deps.database.db, {
      vendorId: caller.vendorId,
      title: body.title,
      description: body.description,
      version: body.version ?? null,
      path: body.path ?? null,
      state: body.state === undefined ? null : stripSecrets(body.state),
      storage: body.storage === undefined ? null : stripSecrets(body.storage),
      userAgent: userAgent === undefined ? null : userAgent.slice(0, MAX_USER_AGENT),
      createdAt: new Date(deps.now()),
    });
    return reply.code(201).send({ id });
  });
}
