// issue 11 §4: what the embedded exchange remembers across a restart (the ExchangeMemory port of
// @greenbook/exchange-sim), this table among them. Times the exchange keeps on its
// simulated clock (session and grant expiry) are absolute epoch milliseconds of that clock, so a
// token expires when it would have without the restart. Money is integer cents.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** Vendor sign-on authorisation codes and OAuth refresh tokens, until they expire. */
export const exchangeGrants = pgTable('exchange_grants', {
  secret: text('secret').primaryKey(),
  kind: text('kind').$type<'CODE' | 'REFRESH'>().notNull(),
  accountId: text('account_id').notNull(),
  vendorId: text('vendor_id').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});
