// The General tab's Settings container (trading-core §2 'Settings panels', §4 'Factory reset', §5
// 'Money weight'): changes hold across a reload (the local copy), on a browser with no local copy
// and on another device holding an older local copy (the product service's copy), and a factory
// reset brings the defaults back. Each test ends on the defaults, so later specs start from them.
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { signIn } from './support/sign-in';

/** Opens a market's General tab with the Settings container expanded; answers the container. */
async function openSettings(page: Page, marketPath: string) {
  await page.goto(marketPath);
  return showSettings(page);
}

/** The General tab with the Settings container expanded (both open flags are settings). */
async function showSettings(page: Page) {
  await page.getByRole('tab', { name: 'General' }).click();
  const settings = page.getByRole('region', { name: 'Settings' });
  const title = settings.getByRole('button', { name: 'Settings' });
  if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
  await expect(title).toHaveAttribute('aria-expanded', 'true');
  return settings;
}

/** Waits until the product service has saved settings matching `check` (saves are debounced 2 s). */
function savedSettings(page: Page, check: (settings: Record<string, unknown>) => boolean) {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'PUT' || !request.url().includes('/api/users/')) return false;
    const body = request.postDataJSON() as { settings?: Record<string, unknown> } | null;
    return response.ok() && body?.settings !== undefined && check(body.settings);
  });
}

/** Another spec may have left Portuguese: the header's language select back to English. */
async function chooseEnglish(page: Page) {
  await page
    .getByRole('combobox', { name: /^(Language|Idioma)$/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'English' }).click();
}

const weight = (settings: ReturnType<Page['getByRole']>, name: string) =>
  settings.getByRole('group', { name: 'Weight of money' }).getByRole('spinbutton', { name });

test('stake buttons, money weight, theme and a ladder slider are kept; a factory reset restores the defaults', async ({
  page,
  request,
}) => {
  await signIn(page);
  await chooseEnglish(page);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
  const marketPath = `/market/${market.eventId}/${market.marketId}`;
  let settings = await openSettings(page, marketPath);

  // Stake buttons: add 7, delete 25.
  const stakes = settings.getByRole('group', { name: 'Stake buttons' });
  await stakes.getByRole('spinbutton', { name: 'New stake amount' }).fill('7');
  await stakes.getByRole('button', { name: 'Add' }).click();
  await expect(stakes.getByRole('button', { name: 'Stake 7' })).toBeVisible();
  await stakes.getByRole('button', { name: 'Stake 25' }).click();
  await stakes.getByRole('button', { name: 'Delete' }).click();
  await expect(stakes.getByRole('button', { name: /^Stake \d/ })).toHaveText(['2', '7', '10']);

  // Money weight: invalid (red, and the container stays open), then valid.
  await weight(settings, 'Best odd %').fill('60');
  await expect(settings.getByText('Total must amount to 100%')).toBeVisible();
  await settings.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText('Please check weight of money values')).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
  await weight(settings, 'Second odd %').fill('20');
  await expect(settings.getByText('Total must amount to 100%')).toHaveCount(0);

  // Theme.
  await settings.getByRole('switch', { name: 'Dark theme' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // A ladder slider, applied live to the ladders.
  await page.getByRole('button', { name: 'Ladder', exact: true }).click();
  const ladders = page.locator('[style*="--ladder-font-size"]').first();
  await expect(ladders).toHaveAttribute('style', /--ladder-font-size: 13px/);
  const saved = savedSettings(
    page,
    (sent) =>
      (sent['ladderView'] as { textSize: number }).textSize === 2 &&
      sent['theme'] === 'dark' &&
      JSON.stringify(sent['stakeButtons']) === '[2,7,10]' &&
      (sent['moneyWeight'] as { bestOdd: number }).bestOdd === 60,
  );
  const textSize = settings.getByRole('slider', { name: 'Text size' });
  await textSize.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(textSize).toHaveAttribute('aria-valuenow', '2');
  await expect(ladders).toHaveAttribute('style', /--ladder-font-size: 15px/);
  await saved;

  // Kept after a reload (the local copy), and with no local copy (the product service's copy).
  const expectChangesKept = async () => {
    settings = await openSettings(page, marketPath);
    await expect(
      settings.getByRole('group', { name: 'Stake buttons' }).getByRole('button', { name: /^Stake \d/ }),
    ).toHaveText(['2', '7', '10']);
    await expect(weight(settings, 'Best odd %')).toHaveValue('60');
    await expect(weight(settings, 'Second odd %')).toHaveValue('20');
    await expect(weight(settings, 'Third odd %')).toHaveValue('20');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(settings.getByRole('slider', { name: 'Text size' })).toHaveAttribute('aria-valuenow', '2');
  };
  await page.reload();
  await expectChangesKept();
  await page.evaluate(() => localStorage.removeItem('greenbook.state'));
  await page.reload();
  await expectChangesKept();

  // Factory reset: confirmed, saved at once, the defaults back.
  const reset = savedSettings(page, (sent) => sent['theme'] === 'light' && sent['marketView'] === 'grid');
  await settings.getByRole('button', { name: 'Reset to factory defaults' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Settings are now reset to factory defaults')).toBeVisible();
  await reset;
  // The selected sidebar tab and the open flags are settings too: back to This Market.
  await expect(page.getByRole('tab', { name: 'This Market' })).toHaveAttribute('aria-selected', 'true');
  settings = await showSettings(page);
  const expectDefaults = async () => {
    await expect(
      settings.getByRole('group', { name: 'Stake buttons' }).getByRole('button', { name: /^Stake \d/ }),
    ).toHaveText(['2', '10', '25']);
    await expect(weight(settings, 'Best odd %')).toHaveValue('50');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(settings.getByRole('slider', { name: 'Text size' })).toHaveAttribute('aria-valuenow', '0');
  };
  await expectDefaults();
  await page.evaluate(() => localStorage.removeItem('greenbook.state'));
  await page.reload();
  settings = await openSettings(page, marketPath);
  await expectDefaults();
});

test("a change on one device shows on another after its reload: the service's copy wins over the older local one", async ({
  page: first,
  browser,
}) => {
  // Two devices of the same trader: two browser contexts share nothing but the product service.
  const { baseURL } = test.info().project.use;
  const otherDevice = await browser.newContext(baseURL === undefined ? {} : { baseURL });
  try {
    const second = await otherDevice.newPage();
    await signIn(first);
    await chooseEnglish(first);
    let settings = await showSettings(first);
    const darkTheme = settings.getByRole('switch', { name: 'Dark theme' });
    if (await darkTheme.isChecked()) {
      const light = savedSettings(first, (sent) => sent['theme'] === 'light');
      await darkTheme.uncheck();
      await light;
    }

    // The second device signs in now, so it holds the light copy locally from here on.
    await signIn(second);
    await chooseEnglish(second);
    await showSettings(second);
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');

    // The first device adds a stake button and turns the dark theme on.
    const stakes = settings.getByRole('group', { name: 'Stake buttons' });
    const saved = savedSettings(
      first,
      (sent) => sent['theme'] === 'dark' && (sent['stakeButtons'] as number[]).includes(7),
    );
    await stakes.getByRole('spinbutton', { name: 'New stake amount' }).fill('7');
    await stakes.getByRole('button', { name: 'Add' }).click();
    await darkTheme.check();
    await saved;

    // The second device, reloaded, shows both: its own older copy gave way to the service's.
    await second.reload();
    settings = await showSettings(second);
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    const secondStakes = settings.getByRole('group', { name: 'Stake buttons' });
    await expect(secondStakes.getByRole('button', { name: 'Stake 7' })).toBeVisible();

    // Back to the defaults from the second device, for the specs after this one.
    const restored = savedSettings(
      second,
      (sent) => sent['theme'] === 'light' && !(sent['stakeButtons'] as number[]).includes(7),
    );
    await secondStakes.getByRole('button', { name: 'Stake 7' }).click();
    await secondStakes.getByRole('button', { name: 'Delete' }).click();
    await settings.getByRole('switch', { name: 'Dark theme' }).uncheck();
    await restored;
  } finally {
    await otherDevice.close();
  }
});
