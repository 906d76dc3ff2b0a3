// Real delivery of the outbox (issue 18 §4): with SMTP_URL set, every mail the product queues goes
// out through that server (nodemailer); without it the mails stay in the outbox (in embedded mode
// /dev/mailbox shows them). A delivery runs when a request has queued a mail and every
// RETRY_INTERVAL_MS, so a mail the server refused is tried again.
//
// At most once: a mail is marked sent when it is taken (claimUnsentMail), and put back only when the
// mail server refuses it. A process that dies in between loses that one mail rather than sending it
// twice; the user can ask for another link ('Resend it!').
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { claimUnsentMail, releaseMail } from '../db/repositories/email-outbox-repository.js';

/** Our choice: how soon a refused mail, or one queued by another instance, is tried again. */
export const RETRY_INTERVAL_MS = 30_000;

export interface MailDelivery {
  /** Sends what the outbox holds now (a request has just queued a mail). */
  deliver(): Promise<void>;
  stop(): Promise<void>;
}

export interface MailDeliveryOptions {
  readonly db: Db;
  readonly smtpUrl: string;
  readonly from: string;
  readonly log: FastifyBaseLogger;
  readonly now: () => number;
}

export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    // Each refused mail is released after the pass, so one mail the server keeps refusing is not
    // taken again in the same pass and does not hold the others back.
    const refused: number[] = [];
    try {
      for (;;) {
        if (stopped) break;
        const mail = await claimUnsentMail(options.db, new Date(options.now()));
        if (mail === undefined) break;
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        } catch (error) {
          refused.push(mail.id);
          options.log.warn(
            { err: error, mailId: mail.id },
            'the mail server did not take a mail; it stays queued',
          );
        }
      }
    } finally {
      for (const id of refused) await releaseMail(options.db, id);
    }
  }

  /** A request queued a mail while a delivery was running: that delivery goes round once more. */
  const askedAgain = (): boolean => again && !stopped;

  function deliver(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((error: unknown) => options.log.error({ err: error }, 'mail delivery failed'));
      } while (askedAgain());
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => void deliver(), RETRY_INTERVAL_MS);
  timer.unref();
  void deliver();
  return {
    deliver,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
