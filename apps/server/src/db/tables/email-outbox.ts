// issue 5 §4: e-mails the product sends are written here first, in the same transaction as the
// change that causes them, so a mail is never lost nor sent for a change that did not happen.
// A mailer (or, in embedded mode, a person at /dev/mailbox) takes them from here.
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_created_at_idx').on(table.createdAt)],
);
