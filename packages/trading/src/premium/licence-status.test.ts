import { describe, expect, it } from 'vitest';
import { licenceStatus } from './licence-status.js';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const superUntil = (msLeft: number, verifiedEmail = true) =>
  licenceStatus({ isPremium: true, verifiedEmail, expirationMs: NOW + msLeft }, NOW);

describe('the licence status (account-and-product §2, §9: warning window under 8 days)', () => {
  it('asks a SUPER user with an unconfirmed e-mail to confirm it, whatever the days left', () => {
    expect(superUntil(90 * DAY, false)).toEqual({ kind: 'confirm-email' });
    expect(superUntil(2 * DAY, false)).toEqual({ kind: 'confirm-email' });
  });

  it('shows the valid-until date from 8 whole days left', () => {
    expect(superUntil(90 * DAY)).toEqual({ kind: 'valid', expirationMs: NOW + 90 * DAY });
    expect(superUntil(8 * DAY)).toEqual({ kind: 'valid', expirationMs: NOW + 8 * DAY });
    expect(superUntil(7 * DAY + HOUR)).toMatchObject({ kind: 'valid' });
  });

  it('counts the days left under 8, rounded up', () => {
    expect(superUntil(7 * DAY)).toEqual({ kind: 'expiring', daysLeft: 7, expirationMs: NOW + 7 * DAY });
    expect(superUntil(7 * DAY - 1)).toMatchObject({ kind: 'expiring', daysLeft: 7 });
    expect(superUntil(DAY + 1)).toMatchObject({ kind: 'expiring', daysLeft: 2 });
    expect(superUntil(12 * HOUR)).toMatchObject({ kind: 'expiring', daysLeft: 1 });
    expect(superUntil(1)).toMatchObject({ kind: 'expiring', daysLeft: 1 });
  });

  it('offers the upgrade to a user who never subscribed', () => {
    expect(licenceStatus({ isPremium: false, verifiedEmail: false, expirationMs: null }, NOW)).toEqual({
      kind: 'upgrade',
    });
  });

  it('tells a lapsed user how many whole days ago SUPER ended', () => {
    const lapsed = (msAgo: number, isPremium = false) =>
      licenceStatus({ isPremium, verifiedEmail: true, expirationMs: NOW - msAgo }, NOW);
    expect(lapsed(0)).toEqual({ kind: 'lapsed', daysAgo: 0 });
    expect(lapsed(DAY - 1)).toEqual({ kind: 'lapsed', daysAgo: 0 });
    expect(lapsed(DAY)).toEqual({ kind: 'lapsed', daysAgo: 1 });
    expect(lapsed(30 * DAY + HOUR)).toEqual({ kind: 'lapsed', daysAgo: 30 });
    // A stale isPremium flag past the expiry is not SUPER either.
    expect(lapsed(3 * DAY, true)).toEqual({ kind: 'lapsed', daysAgo: 3 });
  });

  it('treats a record marked free with a future expiry as free, not lapsed', () => {
    expect(licenceStatus({ isPremium: false, verifiedEmail: true, expirationMs: NOW + DAY }, NOW)).toEqual({
      kind: 'upgrade',
    });
  });
});
