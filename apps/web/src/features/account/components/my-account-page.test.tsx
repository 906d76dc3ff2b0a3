// account-and-product §2 'Account page', §4 'E-mail edit', §5, §7 revoke, §8 revoke success.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubRoute } from '@/app/testing/fetch-stub';
import { premiumAnswer, renderAccountPage, signInAccountTestUser } from '@/testing/render-account-page';
import { MyAccountPage } from './my-account-page';

beforeEach(signInAccountTestUser);
afterEach(() => vi.unstubAllGlobals());

const unverified = premiumAnswer({
  isPremium: true,
  expirationDate: '2099-01-01T00:00:00.000Z',
  subscriptionType: 'BETA',
  userEmail: 'ada@example.com',
});

function openAccount(record: unknown, routes: StubRoute[] = []) {
  const fetch = stubFetch([['GET', '/api/users/subscriptions/V123', { body: record }], ...routes]);
  const signOut = vi.fn();
  renderAccountPage(
    '/my-account',
    '/my-account',
    <MyAccountPage logout={<button>Logout</button>} signOut={signOut} />,
  );
  return { fetch, signOut };
}

describe('the account page', () => {
  it('shows the name, the vendor client ID and a greeting by premium status', async () => {
    openAccount(premiumAnswer());
    expect(
      await screen.findByText('Hello Ada, you are using the free version of Greenbook.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('V123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to SUPER' })).toHaveAttribute('href', '/store');
    // No subscription, no e-mail to edit.
    expect(screen.queryByRole('button', { name: 'Edit e-mail' })).not.toBeInTheDocument();
  });

  it("asks to confirm an unverified address and resends the link with 'Resend it!'", async () => {
    const user = userEvent.setup();
    const { fetch } = openAccount(unverified, [
      ['POST', '/api/users/subscriptions/edit', { status: 201, body: unverified }],
    ]);
    expect(await screen.findByText('Hello Ada, thank you for being a SUPER user!')).toBeInTheDocument();
    expect(screen.getByText('Confirm your e-mail!')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your e-mail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend it!' }));
    expect(
      await screen.findByText('We sent a new confirmation link to ada@example.com.'),
    ).toBeInTheDocument();
    expect(fetch.callsTo('/api/users/subscriptions/edit')[0]?.body).toEqual({
      vendorID: 'V123',
      userEmail: 'ada@example.com',
    });
  });

  it('edits the e-mail: cancel clears the field, save sends the valid address', async () => {
    const user = userEvent.setup();
    const changed = { ...unverified, userEmail: 'ada@work.example' };
    const { fetch } = openAccount(unverified, [
      ['POST', '/api/users/subscriptions/edit', { status: 201, body: changed }],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'typo@');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit e-mail' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@work');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Email is not valid');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), '.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ada@work.example')).toBeInTheDocument();
    expect(fetch.callsTo('/api/users/subscriptions/edit')[0]?.body).toEqual({
      vendorID: 'V123',
      userEmail: 'ada@work.example',
    });
  });

  it('shows why an edit could not apply (202) and keeps the address', async () => {
    const user = userEvent.setup();
    openAccount(unverified, [
      [
        'POST',
        '/api/users/subscriptions/edit',
        { status: 202, body: { error: 'INVALID', message: 'This e-mail address is already verified' } },
      ],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The e-mail was not changed: This e-mail address is already verified'),
    ).toBeInTheDocument();
  });

  it('removes the permissions after the confirmation, with the caller’s own vendorId, then logs out', async () => {
    const user = userEvent.setup();
    const { fetch, signOut } = openAccount(premiumAnswer(), [
      ['POST', '/api/revokeAccessToWebApp', { body: { status: 'SUCCESS' } }],
    ]);
    await user.click(await screen.findByRole('button', { name: 'remove permissions' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove permissions' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetch.callsTo('/api/revokeAccessToWebApp')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'remove permissions' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove permissions' }));
    expect(
      await screen.findByText(
        'Permissions revoked successfully. Just login again via the exchange provider to grant new permissions.',
      ),
    ).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(fetch.callsTo('/api/revokeAccessToWebApp')[0]?.body).toEqual({ vendorId: 'V123' });
  });

  it('keeps the user signed in when the exchange refuses the revoke', async () => {
    const user = userEvent.setup();
    const { signOut } = openAccount(premiumAnswer(), [
      ['POST', '/api/revokeAccessToWebApp', { status: 502, body: { error: 'EXCHANGE_UNREACHABLE' } }],
    ]);
    await user.click(await screen.findByRole('button', { name: 'remove permissions' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove permissions' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'The permissions could not be removed',
    );
    expect(signOut).not.toHaveBeenCalled();
  });
});
