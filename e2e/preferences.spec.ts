import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('switches to Portuguese and the dark theme, and keeps them after a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('switch', { name: 'Dark theme' }).first().check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('combobox', { name: 'Language' }).first().click();
  await page.getByRole('option', { name: 'Português' }).click();
  await expect(page.getByRole('switch', { name: 'Tema escuro' }).first()).toBeChecked();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('switch', { name: 'Tema escuro' }).first()).toBeVisible();
});
