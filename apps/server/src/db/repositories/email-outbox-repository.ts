// The e-mail outbox (issue 5 §4): mails are queued in the transaction of the change that causes them.
import { desc } from 'drizzle-orm';
import type { Db } from '../database.js';
import { emailOutbox } from '../tables/email-outbox.js';

export type OutboxMail = typeof emailOutbox.$inferSelect;
export type NewOutboxMail = Omit<typeof emailOutbox.$inferInsert, 'id' | 'sentAt'>;

export async function enqueueMail(db: Db, mail: NewOutboxMail): Promise<void> {
  await db.insert(emailOutbox).values(mail);
}

/** The newest mails first. */
export async function latestMails(db: Db, limit: number): Promise<OutboxMail[]> {
  return db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
