// GET /api/email-confirmation/:code (account-and-product §7 "E-mail confirmation check by code",
// path not shown there). No token: the link is opened from a mailbox, possibly on another device;
// the unguessable code is the proof. Answers:
//   200 {status: 'CONFIRMED'}          the address is now verified
//   202 {status: 'ALREADY_CONFIRMED'}  this link (or another to the same address) was used before
//   404 {error: 'NOT_FOUND'}           no such code
//   410 {error: 'EXPIRED' | 'SUPERSEDED'} older than 48 h, or the subscription's address changed
//   400 {error: 'BAD_REQUEST'}         not a code at all
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../app-dependencies.js';
import { validated } from '../http/hardening.js';
import { confirmEmail } from './email-confirmation.js';

const params = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be the code of a confirmation link'),
});

export function registerEmailConfirmationRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'database' | 'now'>,
): void {
  app.get('/api/email-confirmation/:code', async (request, reply) => {
    const { code } = validated(params, request.params, 'params');
    const outcome = await confirmEmail(deps.database.db, code, new Date(deps.now()));
    switch (outcome) {
      case 'CONFIRMED':
        return { status: outcome };
      case 'ALREADY_CONFIRMED':
        return reply.code(202).send({ status: outcome });
      case 'UNKNOWN':
        return reply.code(404).send({ error: 'NOT_FOUND', message: 'This confirmation link is not valid' });
      case 'EXPIRED':
        return reply
          .code(410)
          .send({ error: 'EXPIRED', message: 'This confirmation link has expired: ask for a new one' });
      case 'SUPERSEDED':
        return reply.code(410).send({
          error: 'SUPERSEDED',
          message: 'This link is for an e-mail address that is no longer on the subscription',
        });
    }
  });
}
