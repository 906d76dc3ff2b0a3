// How often the e-mail-sending calls may run (issue 14 §4): per user, so signing in again for a
// fresh token does not reset it, and per recipient address, so no address can be flooded with
// confirmation mails from many accounts. Counted in the shared store, so the limits hold once
// across the product's instances.
import { TooManyRequestsError } from '../http/hardening.js';
import type { SharedStore } from '../shared-state/shared-store.js';

export const MAIL_LIMITS = {
  perUser: { max: 5, windowMs: 60_000 },
  perRecipient: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** Counts one e-mail-sending call; throws a 429 when the user or the address is over its limit. */
export async function countMailSending(store: SharedStore, vendorId: string, address: string): Promise<void> {
  const [user, recipient] = await Promise.all([
    store.increment(`mail-user:${vendorId}`, MAIL_LIMITS.perUser.windowMs),
    store.increment(`mail-to:${address.trim().toLowerCase()}`, MAIL_LIMITS.perRecipient.windowMs),
  ]);
  const over = [
    user.count > MAIL_LIMITS.perUser.max ? user.resetInMs : 0,
    recipient.count > MAIL_LIMITS.perRecipient.max ? recipient.resetInMs : 0,
  ];
  const waitMs = Math.max(...over);
  if (waitMs > 0)
    throw new TooManyRequestsError('Too many e-mails: try again later', Math.ceil(waitMs / 1000));
}
