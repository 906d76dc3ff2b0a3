// The changes to a subscription (account-and-product §2 "Upgrade page", "Account page"; issue 5
// §4), each one transaction: the subscription, the confirmation code and its mail land together.
import type { Db } from '../db/database.js';
import {
  changeSubscriptionEmail,
  lockSubscription,
  putSubscription,
} from '../db/repositories/subscriptions-repository.js';
import { queueConfirmationMail, sameAddress } from '../email/confirmation-mail.js';
import { premiumRecord, type PremiumRecord } from './premium-record.js';
import type { SubscribeRequest } from './subscription-bodies.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Context {
  readonly now: Date;
  readonly publicUrl: string;
}

/**
 * The beta upgrade. Creates the subscription, or extends it: it then runs to 90 days from now, or
 * stays as it was when that is later (upgrading again never shortens a subscription, and never
 * stacks free periods either). The consents are replaced by the ones sent. A new address, or one
 * not yet verified, gets a confirmation mail; an address already verified for this user stays so.
 */
export async function subscribe(db: Db, request: SubscribeRequest, context: Context): Promise<PremiumRecord> {
  return db.transaction(async (tx) => {
    const { now } = context;
    const existing = await lockSubscription(tx, request.vendorID);
    const verified =
      existing !== undefined && existing.verifiedEmail && sameAddress(existing.userEmail, request.userEmail);
    const beta = now.getTime() + request.subscriptionLength * DAY_MS;
    const row = {
      vendorId: request.vendorID,
      isPremium: true,
      verifiedEmail: verified,
      expirationDate: new Date(Math.max(beta, existing?.expirationDate.getTime() ?? 0)),
      subscriptionType: request.subscriptionType,
      userEmail: verified ? existing.userEmail : request.userEmail,
      allowsMarketingMessages: request.allowsMarketingMessages,
      allowsUpdateMessages: request.allowsUpdateMessages,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    await putSubscription(tx, row);
    if (!verified) {
      await queueConfirmationMail(tx, {
        vendorId: row.vendorId,
        email: row.userEmail,
        publicUrl: context.publicUrl,
        now,
      });
    }
    return premiumRecord(row, now);
  });
}

export type EmailChange =
  | { readonly changed: true; readonly record: PremiumRecord }
  | { readonly changed: false; readonly reason: string };

/**
 * The account page's e-mail edit (and its "Resend it!"): the address becomes the subscription's,
 * unverified, with a new confirmation mail. Refused without a subscription, and for the address
 * already verified (nothing would change).
 */
export async function changeEmail(
  db: Db,
  request: { vendorID: string; userEmail: string },
  context: Context,
): Promise<EmailChange> {
  return db.transaction(async (tx) => {
    const { now } = context;
    const existing = await lockSubscription(tx, request.vendorID);
    if (existing === undefined) return { changed: false, reason: 'There is no subscription to change' };
    if (existing.verifiedEmail && sameAddress(existing.userEmail, request.userEmail)) {
      return { changed: false, reason: 'This e-mail address is already verified' };
    }
    await changeSubscriptionEmail(tx, request.vendorID, request.userEmail, now);
    await queueConfirmationMail(tx, {
      vendorId: request.vendorID,
      email: request.userEmail,
      publicUrl: context.publicUrl,
      now,
    });
    const record = premiumRecord({ ...existing, userEmail: request.userEmail, verifiedEmail: false }, now);
    return { changed: true, record };
  });
}
