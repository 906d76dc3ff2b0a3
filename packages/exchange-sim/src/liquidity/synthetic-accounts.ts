// The synthetic traders behind the world's liquidity: market makers whose quotes rest in the same
// books as people's orders, and takers who trade against the best prices so volume and last
// traded prices follow the match. They cannot sign in (no password) and never run out of money.
import type { AccountSpec } from '../core/accounts.js';
import type { Exchange } from '../core/exchange.js';

const trader = (accountId: string, lastName: string): AccountSpec => ({
  accountId,
  username: `liquidity-${accountId}`,
  password: '',
  firstName: 'Synthetic',
  lastName,
  currencyCode: 'GBP',
  countryCode: 'GB',
  localeCode: 'en',
  region: 'GBR',
  timezone: 'Europe/London',
  balance: 100_000_000,
  discountRate: 0,
  synthetic: true,
});

export const MAKER_ACCOUNTS: readonly AccountSpec[] = [
  trader('900001', 'Maker One'),
  trader('900002', 'Maker Two'),
  trader('900003', 'Maker Three'),
  trader('900004', 'Maker Four'),
];

export const TAKER_ACCOUNTS: readonly AccountSpec[] = [
  trader('900011', 'Taker One'),
  trader('900012', 'Taker Two'),
];

/** Adds the synthetic traders to the exchange (once). */
export function addSyntheticAccounts(exchange: Exchange): void {
  for (const spec of [...MAKER_ACCOUNTS, ...TAKER_ACCOUNTS]) {
    if (!exchange.accounts.has(spec.accountId)) exchange.addAccount(spec);
  }
}

/**
 * Keeps the synthetic traders' bookkeeping bounded: their dead orders (cancelled, lapsed or
 * killed with nothing matched) leave the current orders, and their cleared history is dropped
 * (nobody can read it: they cannot sign in).
 */
export function pruneSyntheticHistory(exchange: Exchange): void {
  for (const account of exchange.accounts.values()) {
    if (account.spec.synthetic !== true) continue;
    for (const order of [...exchange.accountOrders(account.accountId)]) {
      if (order.remaining === 0 && order.matched === 0 && order.voided === 0) exchange.forgetOrder(order);
    }
  }
  let kept = 0;
  for (const record of exchange.cleared) {
    if (exchange.accounts.get(record.accountId)?.spec.synthetic !== true) exchange.cleared[kept++] = record;
  }
  exchange.cleared.length = kept;
}
