// POST /api/logs/ (account-and-product §7 "Error report for unexpected errors", §8 "Rendering
// crash … an error report is sent"). Body {title, description, version?, path?, state?, storage?}
// → 201 {id}. Reports come from visitors and from users whose token has expired too (the crash
// page says the details were sent), so no token is needed: a report with a token the exchange
// accepts records the caller's vendorId, any other one is stored anonymously (vendor_id null; an id
// inside the report's state is never taken for the caller). Rate and size limits hold for everyone
// (http/hardening.ts: 30 a minute per address; log-body.ts: bounded fields). The user agent is
// recorded; credentials are removed from every field before anything is stored (strip-secrets.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../app-dependencies.js';
import { bearerToken, type CallerResolver } from '../auth/caller.js';
import { insertErrorReport } from '../db/repositories/error-reports-repository.js';
import { validated } from '../http/hardening.js';
import { logBody } from './log-body.js';
import { redactText, secretsIn, stripSecrets } from './strip-secrets.js';

const MAX_USER_AGENT = 512;

/** The reporting caller's vendorId, or null for an anonymous report. */
async function reporterOf(request: FastifyRequest, resolve: CallerResolver): Promise<string | null> {
  const token = bearerToken(request);
  if (token === undefined) return null;
  try {
    return (await resolve(token, request.ip))?.vendorId ?? null;
  } catch (error) {
    // The exchange did not answer, or the address had too many tokens refused: the report still
    // matters more than knowing whose it is.
    request.log.warn({ err: error }, 'error report caller not resolved');
    return null;
  }
}

export function registerLogRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'database' | 'resolveCaller' | 'now'>,
): void {
  app.post('/api/logs/', async (request, reply) => {
    const body = validated(logBody, request.body ?? {}, 'body');
    // The sender's token and every credential the report holds are blanked wherever they appear.
    const token = bearerToken(request);
    const known = secretsIn([body.state, body.storage]);
    if (token !== undefined) known.add(token);
    const userAgent = request.headers['user-agent'];
    const id = await insertErrorReport(deps.database.db, {
      vendorId: await reporterOf(request, deps.resolveCaller),
      title: redactText(body.title, known),
      description: redactText(body.description, known),
      version: body.version ?? null,
      path: body.path === undefined ? null : redactText(body.path, known),
      state: body.state === undefined ? null : stripSecrets(body.state, known),
      storage: body.storage === undefined ? null : stripSecrets(body.storage, known),
      userAgent: userAgent === undefined ? null : userAgent.slice(0, MAX_USER_AGENT),
      createdAt: new Date(deps.now()),
    });
    return reply.code(201).send({ id });
  });
}
