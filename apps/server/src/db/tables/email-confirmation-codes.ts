// issue 5 §4: the codes in confirmation links (account-and-product §2 "E-mail confirmation page").
// A code confirms one e-mail address of one user, once, until it expires.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const emailConfirmationCodes = pgTable(
  'email_confirmation_codes',
  {
    code: text('code').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_confirmation_codes_vendor_id_idx').on(table.vendorId)],
);
