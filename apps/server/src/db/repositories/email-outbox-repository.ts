// The e-mail outbox (issue 5 §4): mails are queued in the transaction of the change that causes them.
import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
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

/**
 * Takes the oldest unsent mail for delivery: marked sent at once, inside one statement that skips
 * rows another instance is taking, so two instances never send the same mail. Undefined: none.
 */
export async function claimUnsentMail(db: Db, now: Date): Promise<OutboxMail | undefined> {
  const next = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt))
    .orderBy(asc(emailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(emailOutbox)
    .set({ sentAt: now })
    .where(inArray(emailOutbox.id, next))
    .returning();
  return claimed;
}

/** A claimed mail the mail server did not take goes back to the outbox for a later attempt. */
export async function releaseMail(db: Db, id: number): Promise<void> {
  await db.update(emailOutbox).set({ sentAt: null }).where(eq(emailOutbox.id, id));
}
