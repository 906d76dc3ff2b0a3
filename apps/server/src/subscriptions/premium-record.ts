// account-and-product §3 "Premium" as the web app reads it (GET /api/users/subscriptions/:id; the
// detailed shape is not shown in §7): premium only while the subscription has not expired.
import type { SubscriptionRow } from '../db/repositories/subscriptions-repository.js';

export interface PremiumRecord {
  readonly isPremium: boolean;
  readonly verifiedEmail: boolean;
  /** ISO 8601, or null for a user who never subscribed. */
  readonly expirationDate: string | null;
  readonly subscriptionType: string | null;
  readonly userEmail: string | null;
}

export function premiumRecord(row: SubscriptionRow | undefined, now: Date): PremiumRecord {
  if (row === undefined) {
    return {
      isPremium: false,
      verifiedEmail: false,
      expirationDate: null,
      subscriptionType: null,
      userEmail: null,
    };
  }
  return {
    isPremium: row.isPremium && row.expirationDate.getTime() > now.getTime(),
    verifiedEmail: row.verifiedEmail,
    expirationDate: row.expirationDate.toISOString(),
    subscriptionType: row.subscriptionType,
    userEmail: row.userEmail,
  };
}
