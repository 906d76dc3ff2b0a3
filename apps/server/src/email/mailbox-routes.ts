// GET /dev/mailbox (issue 5 §4): in embedded mode only (a simulator is mounted), the outbox as a
// page. Against Betfair the route does not exist: real mail goes out through a mailer.
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app-dependencies.js';
import { latestMails } from '../db/repositories/email-outbox-repository.js';
import { mailboxPage } from './mailbox-page.js';

/** Our bound: a local mailbox never needs more than the latest hundred mails. */
const MAILBOX_SIZE = 100;

export function registerMailboxRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'database' | 'simulator'>,
): void {
  if (deps.simulator === undefined) return;
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await latestMails(deps.database.db, MAILBOX_SIZE);
    return reply.type('text/html; charset=utf-8').send(mailboxPage(mails));
  });
}
