// Checking a confirmation code (account-and-product §2/§4 "E-mail confirmation result types"):
// success, already confirmed, or a failure. Runs in one transaction with the code row locked, so
// a link opened twice at once confirms once and answers "already confirmed" the second time.
import type { Db } from '../db/database.js';
import {
  lockConfirmationCode,
  markConfirmationCodeUsed,
} from '../db/repositories/email-confirmation-codes-repository.js';
import { lockSubscription, verifySubscriptionEmail } from '../db/repositories/subscriptions-repository.js';
import { sameAddress } from './confirmation-mail.js';

export type ConfirmationOutcome =
  | 'CONFIRMED'
  | 'ALREADY_CONFIRMED'
  /** No such code. */
  | 'UNKNOWN'
  /** The code is older than its lifetime and was never used. */
  | 'EXPIRED'
  /** The subscription's address changed since the code was sent: the code confirms nothing now. */
  | 'SUPERSEDED';

export async function confirmEmail(db: Db, code: string, now: Date): Promise<ConfirmationOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockConfirmationCode(tx, code);
    if (row === undefined) return 'UNKNOWN';
    if (row.usedAt !== null) return 'ALREADY_CONFIRMED';
    const subscription = await lockSubscription(tx, row.vendorId);
    const current = subscription !== undefined && sameAddress(subscription.userEmail, row.email);
    if (current && subscription.verifiedEmail) {
      // Confirmed by an earlier mail to the same address: this link is spent as well.
      await markConfirmationCodeUsed(tx, code, now);
      return 'ALREADY_CONFIRMED';
    }
    if (row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
    if (!current) return 'SUPERSEDED';
    await verifySubscriptionEmail(tx, row.vendorId, row.email, now);
    await markConfirmationCodeUsed(tx, code, now);
    return 'CONFIRMED';
  });
}
