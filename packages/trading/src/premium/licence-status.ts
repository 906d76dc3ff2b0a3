// account-and-product §2 'Account page' licence display, shared by the account page and the
// sidebar's account container (trading-core §2): which of its five states a premium record is in.
import { LICENCE_WARNING_DAYS } from '../constants/product.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** account-and-product §3 'Premium', as the product service answers it. */
export interface PremiumStatusInput {
  readonly isPremium: boolean;
  readonly verifiedEmail: boolean;
  /** Epoch ms of the end of the subscription, or null for a user who never subscribed. */
  readonly expirationMs: number | null;
}

export type LicenceStatus =
  /** SUPER, but the subscription's e-mail is not confirmed yet: 'Please confirm your e-mail'. */
  | { readonly kind: 'confirm-email' }
  /** SUPER with under 8 whole days left: the days and a renewal hint. */
  | { readonly kind: 'expiring'; readonly daysLeft: number; readonly expirationMs: number }
  /** SUPER: valid until the date. */
  | { readonly kind: 'valid'; readonly expirationMs: number }
  /** Free, and SUPER before: the days since it ended, beside the upgrade button. */
  | { readonly kind: 'lapsed'; readonly daysAgo: number }
  /** Free, never SUPER: the upgrade button. */
  | { readonly kind: 'upgrade' };

/**
 * Days are counted whole and rounded up while SUPER runs (12 hours left is '1 day left', never
 * '0 days'), so 'under 8 days' is 7 or fewer; the days since a lapse are whole days passed (the
 * day it ended is '0 days ago').
 */
export function licenceStatus(premium: PremiumStatusInput, nowMs: number): LicenceStatus {
  const { expirationMs } = premium;
  const running = premium.isPremium && expirationMs !== null && expirationMs > nowMs;
  if (!running) {
    if (expirationMs === null || expirationMs > nowMs) return { kind: 'upgrade' };
    return { kind: 'lapsed', daysAgo: Math.floor((nowMs - expirationMs) / DAY_MS) };
  }
  if (!premium.verifiedEmail) return { kind: 'confirm-email' };
  const daysLeft = Math.ceil((expirationMs - nowMs) / DAY_MS);
  if (daysLeft < LICENCE_WARNING_DAYS) return { kind: 'expiring', daysLeft, expirationMs };
  return { kind: 'valid', expirationMs };
}
