// issue 11 §4: what the embedded exchange remembers across a restart (the ExchangeMemory port of
// @greenbook/exchange-sim), this table among them. Times the exchange keeps on its
// simulated clock (session and grant expiry) are absolute epoch milliseconds of that clock, so a
// token expires when it would have without the restart. Money is integer cents.
import type { CurrencyCode } from '@greenbook/trading';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** People's wallets (synthetic traders are not remembered). */
export const exchangeAccounts = pgTable('exchange_accounts', {
  accountId: text('account_id').primaryKey(),
  currencyCode: text('currency_code').$type<CurrencyCode>().notNull(),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  retainedCommissionCents: bigint('retained_commission_cents', { mode: 'number' }).notNull(),
});
