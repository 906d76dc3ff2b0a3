// Signs in as a demo account the way a person does: the landing page's login button, the
// exchange's sign-on page, and back to the product signed in.
import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, username = 'demo'): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'login for free' }).first().click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: /Log in and allow/ }).click();
  // Back on the product: the signed-in shell has a logout button.
  await expect(page.getByRole('button', { name: /log ?out/i }).first()).toBeVisible();
}

/** Logs out from the header, through the confirmation dialog, back to the landing page. */
export async function signOut(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /log ?out/i })
    .click();
  await expect(page.getByRole('link', { name: 'login for free' }).first()).toBeVisible();
}
