// The licence display (account-and-product §2, §9) as the account page and the sidebar show it:
// each state of the rule, with expiries around the 8-day window.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/app/testing/fetch-stub';
import { premiumAnswer, renderAccountPage, signInAccountTestUser } from '@/testing/render-account-page';
import { LicenceDisplay } from './licence-display';

const DAY = 24 * 3600_000;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await signInAccountTestUser();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function showLicence(record: ReturnType<typeof premiumAnswer>) {
  stubFetch([['GET', '/api/users/subscriptions/V123', { body: record }]]);
  renderAccountPage('/licence', '/licence', <LicenceDisplay />);
}

const superUntil = (msLeft: number, verifiedEmail = true) =>
  premiumAnswer({
    isPremium: true,
    verifiedEmail,
    expirationDate: new Date(NOW + msLeft).toISOString(),
    subscriptionType: 'BETA',
    userEmail: 'ada@example.com',
  });

describe('the licence display', () => {
  it('asks a SUPER user to confirm the e-mail before anything else', async () => {
    showLicence(superUntil(3 * DAY, false));
    expect(await screen.findByText('Please confirm your e-mail')).toBeInTheDocument();
    expect(screen.getByText('SUPER')).toBeInTheDocument();
    expect(screen.queryByText(/days left/)).not.toBeInTheDocument();
  });

  it('shows the valid-until date with 8 days left', async () => {
    showLicence(superUntil(8 * DAY));
    expect(await screen.findByText('SUPER valid until 3 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('counts the days and hints at renewal with 7 days left', async () => {
    showLicence(superUntil(7 * DAY));
    expect(await screen.findByText('SUPER: 7 days left')).toBeInTheDocument();
    expect(screen.getByText('Renew now to keep your SUPER features.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew SUPER' })).toHaveAttribute('href', '/store');
  });

  it('says "1 day left" on the last day', async () => {
    showLicence(superUntil(6 * 3600_000));
    expect(await screen.findByText('SUPER: 1 day left')).toBeInTheDocument();
  });

  it('offers the upgrade to a user who never was SUPER', async () => {
    showLicence(premiumAnswer());
    expect(await screen.findByRole('link', { name: 'Upgrade to SUPER' })).toHaveAttribute('href', '/store');
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('reminds a lapsed user how long ago SUPER ended, beside the upgrade', async () => {
    showLicence(
      premiumAnswer({
        expirationDate: new Date(NOW - 12 * DAY - 3600_000).toISOString(),
        subscriptionType: 'BETA',
        userEmail: 'ada@example.com',
        verifiedEmail: true,
      }),
    );
    expect(await screen.findByText('You were a SUPER user 12 days ago.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to SUPER' })).toBeInTheDocument();
  });

  it('never shows SUPER for an answer it cannot read', async () => {
    showLicence({ ...premiumAnswer(), isPremium: 'yes', expirationDate: 'soon' } as never);
    expect(await screen.findByRole('link', { name: 'Upgrade to SUPER' })).toBeInTheDocument();
    expect(screen.queryByText('SUPER')).not.toBeInTheDocument();
  });
});
