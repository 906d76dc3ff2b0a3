// issue 11 §4: what the embedded exchange remembers across a restart (the ExchangeMemory port of
// @greenbook/exchange-sim), this table among them. Times the exchange keeps on its
// simulated clock (session and grant expiry) are absolute epoch milliseconds of that clock, so a
// token expires when it would have without the restart. Money is integer cents.
import type { ClearedOrder } from '@greenbook/exchange-sim';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Cleared orders of people's accounts, for the bet history's 3 months. */
export const exchangeClearedOrders = pgTable(
  'exchange_cleared_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id').notNull(),
    betId: text('bet_id').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    record: jsonb('record').$type<ClearedOrder>().notNull(),
  },
  (table) => [index('exchange_cleared_orders_settled_at').on(table.settledAt)],
);
