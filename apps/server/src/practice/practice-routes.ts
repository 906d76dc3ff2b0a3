// The practice exchange's routes (issue 21 §1). The trader's own exchange token identifies them on
// every call (Authorization: BEARER, as for /api): a practice session belongs to that vendorId and
// no one else reaches it.
//
// - /api/practice/session: upload a historical file (raw bytes, up to 32 MiB, plain, gzip or
//   bzip2), read the state, control the replay, read the report, end it.
// - /practice/exchange/{betting,account}/rest/v1.0/<operation>/: API-NG against the caller's
//   practice exchange, answered in-process; the web app points its exchange client here while
//   in practice, so the market screen runs unchanged.
// - /practice/stream?session=<id>: the Exchange Stream of that practice exchange, through the same
//   bridge and gate as /stream (origin check, authentication first); a token of anyone but the
//   session's owner is refused.
import { bridgeStream } from '@greenbook/betfair/node';
import { HistoricalFileError, parseHistoricalBytes } from '@greenbook/exchange-sim';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../app-dependencies.js';
import { bearerToken } from '../auth/caller.js';
import { requireCaller } from '../auth/require-caller.js';
import { validated } from '../http/hardening.js';
import {
  gateStream,
  STREAM_GATE_CLOSE,
  StreamCounter,
  type StreamAuthentication,
} from '../http/stream-gate.js';
import { TooManyRequestsError } from '../http/hardening.js';
import { PRACTICE_SPEEDS } from './practice-clock.js';
import { PracticeLimitError, type PracticeSession, type PracticeSessions } from './practice-sessions.js';
import { traderCurrency, TraderCurrencyError } from './trader-currency.js';

/** Largest upload: a PRO file of a busy football match compresses to a few MiB. */
export const MAX_PRACTICE_UPLOAD_BYTES = 32 * 1024 * 1024;
/** Largest decompressed file: bounds the memory one practice session's parsed lines take. */
export const MAX_PRACTICE_FILE_BYTES = 256 * 1024 * 1024;

const controlBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('play') }).strict(),
  z.object({ action: z.literal('pause') }).strict(),
  z.object({ action: z.literal('restart') }).strict(),
  z
    .object({ action: z.literal('speed'), speed: z.union(PRACTICE_SPEEDS.map((speed) => z.literal(speed))) })
    .strict(),
  z.object({ action: z.literal('seek'), at: z.number().int().nonnegative() }).strict(),
]);

const apiParams = z
  .object({ service: z.enum(['betting', 'account']), operation: z.string().regex(/^[A-Za-z]{1,40}$/) })
  .strict();

const streamQuery = z.object({ session: z.uuid() }).strict();

type Deps = Pick<AppDependencies, 'config' | 'exchange' | 'resolveCaller'>;

async function noSession(reply: FastifyReply): Promise<void> {
  await reply
    .code(404)
    .send({ error: 'NO_PRACTICE_SESSION', message: 'Open a historical file to practise first' });
}

export function registerPracticeRoutes(app: FastifyInstance, deps: Deps, sessions: PracticeSessions): void {
  const ownSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<PracticeSession | undefined> => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return undefined;
    const session = sessions.of(caller.vendorId);
    if (session === undefined) await noSession(reply);
    return session;
  };

  void app.register((scope, _options, done) => {
    // Uploads are bytes, never parsed as text here; the bound is the route's own.
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: MAX_PRACTICE_UPLOAD_BYTES },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.post('/api/practice/session', { bodyLimit: MAX_PRACTICE_UPLOAD_BYTES }, async (request, reply) => {
      const caller = await requireCaller(request, reply, deps.resolveCaller);
      if (caller === undefined) return;
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        return reply
          .code(400)
          .send({ error: 'BAD_REQUEST', message: 'Send the file as application/octet-stream' });
      let file;
      try {
        // The name labels errors only; the trader's own file name is never used or echoed.
        file = parseHistoricalBytes(request.body, 'file', MAX_PRACTICE_FILE_BYTES);
      } catch (error) {
        if (!(error instanceof HistoricalFileError)) throw error;
        return reply.code(400).send({ error: 'INVALID_HISTORICAL_FILE', message: error.message });
      }
      try {
        const currencyCode = await traderCurrency(deps.exchange(), caller.token);
        const session = await sessions.open({
          vendorId: caller.vendorId,
          file,
          currencyCode,
          appKey: deps.exchange().appKey,
        });
        return await reply.code(201).send(session.state());
      } catch (error) {
        if (error instanceof TraderCurrencyError)
          return reply.code(502).send({ error: 'EXCHANGE_UNREACHABLE', message: error.message });
        if (error instanceof PracticeLimitError)
          return reply.code(503).send({ error: 'PRACTICE_BUSY', message: error.message });
        if (error instanceof RangeError)
          return reply.code(400).send({ error: 'INVALID_HISTORICAL_FILE', message: error.message });
        throw error;
      }
    });
    done();
  });

  app.get('/api/practice/session', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return undefined;
    const session = sessions.of(caller.vendorId);
    // No session is this question's ordinary answer (every visit to /practice asks it): 204, not
    // a 404 the browser reports as a failed load in the console.
    if (session === undefined) return reply.code(204).send();
    return session.state();
  });

  app.post('/api/practice/session/controls', async (request, reply) => {
    const control = validated(controlBody, request.body, 'body');
    const session = await ownSession(request, reply);
    if (session === undefined) return undefined;
    await session.control(control);
    return session.state();
  });

  app.get('/api/practice/session/report', async (request, reply) => {
    const session = await ownSession(request, reply);
    if (session !== undefined) return session.run.report();
    return undefined;
  });

  app.delete('/api/practice/session', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return;
    if (!(await sessions.end(caller.vendorId))) return noSession(reply);
    return reply.code(204).send();
  });

  void app.register((scope, _options, done) => {
    // API-NG bodies pass unparsed to the practice exchange, which validates them as Betfair does.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, parsed) =>
      parsed(null, body),
    );
    scope.post('/practice/exchange/:service/rest/v1.0/:operation/', async (request, reply) => {
      const { service, operation } = validated(apiParams, request.params, 'params');
      const session = await ownSession(request, reply);
      if (session === undefined) return;
      const token = bearerToken(request)!;
      session.run.allowToken(token);
      const appKey = request.headers['x-application'];
      const answer = await session.run.callApi({
        url: `/exchange/${service}/rest/v1.0/${operation}/`,
        headers: {
          ...(typeof appKey === 'string' ? { 'x-application': appKey } : {}),
          authorization: `BEARER ${token}`,
          'content-type': 'application/json',
        },
        body: typeof request.body === 'string' ? request.body : '{}',
      });
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
    done();
  });

  registerPracticeStream(app, deps, sessions);
}

function registerPracticeStream(app: FastifyInstance, deps: Deps, sessions: PracticeSessions): void {
  const origin = new URL(deps.config.publicUrl).origin;
  // Counted apart from /stream: a trader in practice holds one socket here instead of there.
  const counter = new StreamCounter(deps.config.stream);
  app.get(
    '/practice/stream',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (request.headers.origin !== origin)
          await reply
            .code(403)
            .send({ error: 'FORBIDDEN', message: `The stream opens from ${origin} pages only` });
      },
    },
    (socket, request) => {
      const query = streamQuery.safeParse(request.query);
      const session = query.success ? sessions.byId(query.data.session) : undefined;
      if (session === undefined) {
        socket.close(STREAM_GATE_CLOSE.notAuthenticated, 'no such practice session');
        return;
      }
      const address = request.ip;
      const admission = counter.admit(address);
      if (admission !== 'admitted') {
        socket.close(STREAM_GATE_CLOSE[admission], 'too many streams');
        return;
      }
      socket.on('close', () => counter.release(address));
      const run = session.run;
      const authenticate = async (token: string): Promise<StreamAuthentication> => {
        try {
          const caller = await deps.resolveCaller(token, address);
          if (caller === undefined || caller.vendorId !== session.vendorId || session.run !== run)
            return 'refused';
          run.allowToken(token);
          return 'accepted';
        } catch (error) {
          if (error instanceof TooManyRequestsError) return 'limited';
          throw error;
        }
      };
      bridgeStream(gateStream(socket, authenticate), { host: '127.0.0.1', port: run.streamPort });
    },
  );
}
