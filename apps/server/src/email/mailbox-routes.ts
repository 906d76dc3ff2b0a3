// GET /dev/mailbox (issue 5 §4): in embedded mode only (a simulator is mounted), the outbox as a
// page. It shows every user's address and confirmation link (issue 14 §4), so it exists only while
// the process listens on loopback (HOST) unless DEV_MAILBOX_ON_ANY_HOST asks for it, and even then
// it answers callers on this machine only (not through a proxy); anyone else gets the 404 of an
// unknown route. Against Betfair the route does not exist: real mail goes out through a mailer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../app-dependencies.js';
import { latestMails } from '../db/repositories/email-outbox-repository.js';
import { isLoopbackAddress, isLoopbackHost } from '../http/loopback.js';
import { mailboxPage } from './mailbox-page.js';

/** Our bound: a local mailbox never needs more than the latest hundred mails. */
const MAILBOX_SIZE = 100;

/**
 * The connection comes from this machine and was not passed on by a proxy: a reverse proxy on the
 * same host connects from loopback for callers anywhere, and says so in its forwarding headers.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  const forwarded = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => headers[name] !== undefined);
  return !forwarded && isLoopbackAddress(request.socket.remoteAddress ?? '');
}

export function registerMailboxRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'config' | 'database' | 'simulator'>,
): void {
  if (deps.simulator === undefined) return;
  if (!isLoopbackHost(deps.config.host) && !deps.config.mailboxOnAnyHost) return;
  app.get('/dev/mailbox', async (request, reply) => {
    if (!fromThisMachine(request)) {
      reply.callNotFound();
      return reply;
    }
    const mails = await latestMails(deps.database.db, MAILBOX_SIZE);
    return reply.type('text/html; charset=utf-8').send(mailboxPage(mails));
  });
}
