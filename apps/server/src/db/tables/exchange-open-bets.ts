// issue 11 §4: what the embedded exchange remembers across a restart (the ExchangeMemory port of
// @greenbook/exchange-sim), this table among them. Times the exchange keeps on its
// simulated clock (session and grant expiry) are absolute epoch milliseconds of that clock, so a
// token expires when it would have without the restart. Money is integer cents.
import type { ClearedOrder } from '@greenbook/exchange-sim';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** People's bets on markets not settled yet, as the restart rule clears them. */
export const exchangeOpenBets = pgTable('exchange_open_bets', {
  betId: text('bet_id').primaryKey(),
  accountId: text('account_id').notNull(),
  records: jsonb('records').$type<readonly ClearedOrder[]>().notNull(),
});
