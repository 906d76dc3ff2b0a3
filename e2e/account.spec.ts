// The premium upgrade end to end (issue 18 §2-§4): a free user upgrades on /store with an e-mail,
// opens the confirmation link from the outbox (/dev/mailbox), sees 'You have completed your
// profile.', and is SUPER on /my-account and in the sidebar; removing the exchange permissions
// logs out, and the token the page held is dead at the exchange.
import { expect, test, type Page } from '@playwright/test';
import { pageToken } from './support/exchange';
import { signIn } from './support/sign-in';

/** An account no other spec makes SUPER; its permissions are revoked at the end (a sign-in grants them anew). */
const ACCOUNT = 'euro';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

test('a free user upgrades, confirms the e-mail from the mailbox, is SUPER, then removes the permissions', async ({
  page,
  request,
}) => {
  // A fresh address each run: the product limits mails per recipient.
  const address = `eva-${Date.now().toString(36)}@example.com`;
  await signIn(page, ACCOUNT);

  await test.step('the upgrade on /store', async () => {
    await page.goto('/store');
    await expect(page.getByRole('heading', { name: 'Upgrade to SUPER', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Upgrade steps' })).toContainText(
      'Invoice details (optional)',
    );
    await expect(page.getByText('2.99 EUR / month')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Start my free SUPER beta' });
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill('eva@example');
    await expect(submit).toBeDisabled();
    await email.blur();
    await expect(page.getByText('Email is not valid')).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'Send me news and offers about Greenbook' }),
    ).toBeChecked();
    await email.fill(address);
    await submit.click();
    await expect(page.getByRole('heading', { name: "You're almost there!" })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${address}`)).toBeVisible();
    // SUPER already, with the address still to confirm: the sidebar's licence says so.
    await expect(sidebar(page).getByText('Please confirm your e-mail')).toBeVisible();
  });

  await test.step('the link from the mailbox confirms the address', async () => {
    await page.goto('/dev/mailbox');
    const mail = page.locator('article', { hasText: `To: ${address}` });
    await expect(mail).toHaveCount(1);
    await mail.getByRole('link', { name: /\/email-confirmation\?code=/ }).click();
    await expect(page).toHaveURL(/\/email-confirmation\?code=/);
    await expect(page.getByText('You have completed your profile.')).toBeVisible();
  });

  await test.step('SUPER on /my-account and in the sidebar', async () => {
    await page.goto('/my-account');
    await expect(page.getByText('Hello Eva, thank you for being a SUPER user!')).toBeVisible();
    const licence = page.getByRole('main').getByRole('group', { name: 'Licence' });
    await expect(licence).toContainText(/SUPER valid until/);
    await expect(page.getByRole('main').getByText(address)).toBeVisible();
    await expect(page.getByText('Confirm your e-mail!')).toHaveCount(0);
    await expect(sidebar(page).getByRole('group', { name: 'Licence' })).toContainText(/SUPER valid until/);
  });

  await test.step('removing the permissions logs out', async () => {
    const token = await pageToken(page);
    await page.getByRole('button', { name: 'remove permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove permissions' });
    await dialog.getByRole('button', { name: 'Remove permissions' }).click();
    await expect(
      page.getByText(
        'Permissions revoked successfully. Just login again via the exchange provider to grant new permissions.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'login for free' }).first()).toBeVisible();
    // The product no longer accepts the token the page held.
    const answer = await request.get(`/api/users/subscriptions/0`, {
      headers: { Authorization: `BEARER ${token}` },
    });
    expect(answer.status()).toBe(401);
  });
});
