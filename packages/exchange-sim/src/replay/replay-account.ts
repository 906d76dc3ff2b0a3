// The synthetic account whose resting orders stand for a recorded book: everything the file shows
// on offer is this account's, so people's orders match against the recorded prices and sizes.
import { randomUUID } from 'node:crypto';
import type { SimAccount } from '../core/accounts.js';
import type { Exchange } from '../core/exchange.js';

export const REPLAY_ACCOUNT_ID = 'REPLAY';

export function replayAccount(exchange: Exchange): SimAccount {
  return (
    exchange.accounts.get(REPLAY_ACCOUNT_ID) ??
    exchange.addAccount({
      accountId: REPLAY_ACCOUNT_ID,
      username: REPLAY_ACCOUNT_ID,
      // Nobody signs in as the replay: a password no one knows.
      password: randomUUID(),
      firstName: 'Historical',
      lastName: 'Replay',
      currencyCode: 'GBP',
      countryCode: 'GB',
      localeCode: 'en',
      region: 'GBR',
      timezone: 'Europe/London',
      balance: 0,
      discountRate: 0,
      synthetic: true,
    })
  );
}
