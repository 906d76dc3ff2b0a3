// issue 5 §4: one row per user of the product, keyed by the vendor client id the exchange gives
// (auth/caller.ts), with the persisted settings (account-and-product §3/§4) as one JSON document
// validated by the shared schema (@greenbook/trading settings) before every write.
import type { UserSettings } from '@greenbook/trading';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  vendorId: text('vendor_id').primaryKey(),
  settings: jsonb('settings').$type<UserSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
