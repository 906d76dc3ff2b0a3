// issue 11 §4: what the embedded exchange remembers across a restart (the ExchangeMemory port of
// @greenbook/exchange-sim), this table among them. Times the exchange keeps on its
// simulated clock (session and grant expiry) are absolute epoch milliseconds of that clock, so a
// token expires when it would have without the restart. Money is integer cents.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** SSO sessions and OAuth access tokens, until they expire. */
export const exchangeSessions = pgTable('exchange_sessions', {
  token: text('token').primaryKey(),
  kind: text('kind').$type<'SSO' | 'OAUTH'>().notNull(),
  accountId: text('account_id').notNull(),
  appKey: text('app_key'),
  vendorId: text('vendor_id'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});
