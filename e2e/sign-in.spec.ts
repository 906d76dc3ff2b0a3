import { expect, test } from '@playwright/test';
import { signIn, signOut } from './support/sign-in';

test('signs in through the exchange sign-on page, opens a market from home, and logs out', async ({
  page,
}) => {
  await signIn(page);
  const marketLink = page.locator('a[href^="/market/"]').first();
  await expect(marketLink).toBeVisible();
  await marketLink.click();
  await expect(page).toHaveURL(/\/market\/\d+\/1\.\d+/);
  await signOut(page);
});
