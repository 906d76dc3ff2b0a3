// Issue 20 §1 (account-and-product §2 'Widgets generator', §4, §5): the /widgets generator as a
// visitor uses it — at 390 px and 1920 px in English and Portuguese, a template changing the embed
// code, 'Copy script' read back from the clipboard, and the Colors editor's rules. It trades
// nothing and signs no one in, so it disturbs no other spec's markets or accounts.
import { expect, test, type Page } from '@playwright/test';

const embedCode = (page: Page) => page.getByTestId('widget-embed-code');

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The theme card whose radio has this name (the radio itself is drawn as the card). */
const themeCard = (page: Page, name: string) =>
  page.locator('label', { has: page.getByRole('radio', { name, exact: true }) });

for (const width of [390, 1920]) {
  test(`the generator fits ${width} px in English and Portuguese`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/widgets');
    await expect(page.getByRole('heading', { level: 1, name: 'Free widgets' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How is it done?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'WIDGETS SETTINGS' })).toBeVisible();
    await expect(embedCode(page)).toContainText('data-widget-type="multiple_markets"');
    await noSidewaysScroll(page);
    // The Colors editor open is the widest the form gets.
    await page.getByRole('button', { name: 'Edit colors' }).click();
    await expect(page.getByRole('group', { name: 'Colors' })).toBeVisible();
    await noSidewaysScroll(page);

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).first().click();
    await page.getByRole('option', { name: 'Português' }).click();
    await page.goto('/widgets');
    await expect(page.getByRole('heading', { level: 1, name: 'Widgets grátis' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Como funciona?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CONFIGURAÇÕES DOS WIDGETS' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar script' })).toBeVisible();
    await noSidewaysScroll(page);
  });
}

test('a template changes the embed code, and Copy script puts it on the clipboard', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.goto('/widgets');
  await expect(embedCode(page)).toContainText('data-widget-eventtypeids="1"');
  await expect(embedCode(page)).not.toContainText('data-widget-venues');

  await page.getByRole('combobox', { name: 'Widget Templates' }).click();
  await page.getByRole('option', { name: 'Horse racing: Ascot next races' }).click();
  await expect(embedCode(page)).toContainText('data-widget-venues="Ascot"');
  await expect(embedCode(page)).toContainText('data-widget-eventtypeids="7"');
  await expect(embedCode(page)).toContainText('data-widget-markets-sort="FIRST_TO_START"');
  await expect(embedCode(page)).toContainText(`<script async src="${baseURL}/embed/widget.js"></script>`);
  // The preview follows a second later, with the same attributes.
  await expect(page.getByTestId('widget-preview').locator('.greenbook-widget')).toHaveAttribute(
    'data-widget-venues',
    'Ascot',
  );

  await page.getByRole('button', { name: 'Copy script' }).click();
  await expect(page.getByText('The embed code is on your clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await embedCode(page).textContent());
  expect(copied).toMatch(
    /^<div class="greenbook-widget" data-widget-type="multiple_markets" .*><\/div>\n<script /,
  );
});

test('the Colors editor: custom starts from the theme, editing a preset makes it custom, closing clears it', async ({
  page,
}) => {
  await page.goto('/widgets');
  await themeCard(page, 'Dark').click();
  await expect(embedCode(page)).toContainText('data-color-theme="dark"');
  await expect(embedCode(page)).not.toContainText('data-color=');

  await themeCard(page, 'Custom').click();
  const editor = page.getByRole('group', { name: 'Colors' });
  await expect(editor).toBeVisible();
  await expect(editor.getByLabel('Header background')).toHaveValue('#0e1216');
  await expect(embedCode(page)).toContainText('data-color="#0e1216|');

  await themeCard(page, 'Green').click();
  await expect(embedCode(page)).not.toContainText('data-color=');
  await editor.getByLabel('Footer').fill('#123456');
  await expect(page.getByRole('radio', { name: 'Custom', exact: true })).toBeChecked();
  await expect(embedCode(page)).toContainText('data-color-theme="custom"');
  await expect(embedCode(page)).toContainText('|#123456|');

  await themeCard(page, 'bf').click();
  await page.getByRole('button', { name: 'Close the colors editor' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: 'Edit colors' }).click();
  await expect(editor.getByLabel('Header background')).toHaveValue('#1e1e1e');
  await expect(embedCode(page)).not.toContainText('data-color=');
});
