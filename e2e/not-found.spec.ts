import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('an unknown route shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '- 404 -' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('a market or sport the exchange does not know shows the not-found page', async ({ page }) => {
  await signIn(page);
  await page.goto('/market/1/1.999999999');
  await expect(page.getByRole('heading', { name: '- 404 -' })).toBeVisible();
  await page.goto('/sport/987654');
  await expect(page.getByRole('heading', { name: '- 404 -' })).toBeVisible();
  // A sport the exchange lists gets its list, not the 404.
  await page.goto('/sport/1');
  await expect(page.getByRole('heading', { name: 'Soccer' })).toBeVisible();
});
