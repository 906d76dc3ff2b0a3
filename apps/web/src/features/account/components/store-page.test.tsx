// account-and-product §2 'Upgrade page', §5 e-mail validation: what a free user sees and sends.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubAnswer } from '@/app/testing/fetch-stub';
import { premiumAnswer, renderAccountPage, signInAccountTestUser } from '@/testing/render-account-page';
import { StorePage } from './store-page';

beforeEach(signInAccountTestUser);
afterEach(() => vi.unstubAllGlobals());

const EXPIRY = '2027-02-23T12:00:00.000Z';

function openStore(upgradeAnswer: StubAnswer) {
  const fetch = stubFetch([
    ['GET', '/api/users/subscriptions/V123', { body: premiumAnswer() }],
    ['POST', '/api/users/subscriptions', upgradeAnswer],
  ]);
  renderAccountPage('/store', '/store', <StorePage />);
  return fetch;
}

const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const submit = () => screen.getByRole('button', { name: 'Start my free SUPER beta' });

describe('the upgrade page', () => {
  it('shows the three steps, the struck-out prices and both consents ticked', async () => {
    openStore({ status: 201, body: {} });
    const steps = await screen.findByRole('list', { name: 'Upgrade steps' });
    expect(steps).toHaveTextContent('Payment details');
    expect(steps).toHaveTextContent('Invoice details (optional)');
    expect(steps).toHaveTextContent('Summary');
    expect(screen.getByText('2.99 EUR / month').tagName).toBe('S');
    expect(screen.getByText('29.90 EUR / year').tagName).toBe('S');
    expect(screen.getByRole('checkbox', { name: 'Send me news and offers about Greenbook' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Send me updates about my subscription and the product' }),
    ).toBeChecked();
  });

  it('keeps submit disabled with each §5 message until the address is valid', async () => {
    const user = userEvent.setup();
    openStore({ status: 201, body: {} });
    await user.click(await screen.findByRole('textbox', { name: 'E-mail' }));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot be empty');
    expect(submit()).toBeDisabled();
    await user.type(emailBox(), 'a@b.c');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is too short');
    expect(submit()).toBeDisabled();
    await user.clear(emailBox());
    await user.type(emailBox(), 'ada at example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is not valid');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(emailBox());
    await user.type(emailBox(), 'ada@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("sends the beta upgrade with the consents and says 'You're almost there!' for a new address", async () => {
    const user = userEvent.setup();
    const fetch = openStore({
      status: 201,
      body: premiumAnswer({
        isPremium: true,
        expirationDate: EXPIRY,
        subscriptionType: 'BETA',
        userEmail: 'ada@example.com',
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), ' ada@example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'Send me news and offers about Greenbook' }));
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: "You're almost there!" })).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation link to ada@example.com/)).toBeInTheDocument();
    expect(fetch.callsTo('/api/users/subscriptions', 'POST')[0]?.body).toEqual({
      vendorID: 'V123',
      userEmail: 'ada@example.com',
      subscriptionType: 'BETA',
      subscriptionLength: 90,
      allowsMarketingMessages: false,
      allowsUpdateMessages: true,
    });
    expect(screen.getByText('Summary')).toHaveAttribute('aria-current', 'step');
  });

  it('congratulates a user whose address is already verified', async () => {
    const user = userEvent.setup();
    openStore({
      status: 201,
      body: premiumAnswer({
        isPremium: true,
        verifiedEmail: true,
        expirationDate: EXPIRY,
        subscriptionType: 'BETA',
        userEmail: 'ada@example.com',
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByText('You are now a SUPER user until 23 Feb 2027.')).toBeInTheDocument();
  });

  it('tells why an upgrade was refused and keeps the form', async () => {
    const user = userEvent.setup();
    openStore({
      status: 429,
      body: { error: 'TOO_MANY_REQUESTS', message: 'Too many e-mails: try again later' },
    });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upgrade did not go through: Too many e-mails in a short time: please try again in a few minutes.',
    );
    expect(submit()).toBeEnabled();
  });
});
