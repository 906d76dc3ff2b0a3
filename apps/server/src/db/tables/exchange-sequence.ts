// issue 11 §4: what the embedded exchange remembers across a restart (the ExchangeMemory port of
// @greenbook/exchange-sim), this table among them. Times the exchange keeps on its
// simulated clock (session and grant expiry) are absolute epoch milliseconds of that clock, so a
// token expires when it would have without the restart. Money is integer cents.
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** One row (id 1): the last betId issued and the simulated time of the last write. */
export const exchangeSequence = pgTable('exchange_sequence', {
  id: integer('id').primaryKey(),
  lastBetId: text('last_bet_id').notNull(),
  simTime: bigint('sim_time', { mode: 'number' }).notNull(),
});
