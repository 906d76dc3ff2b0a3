// The signed-in header on every screen size (issue 15 §2): at 390, 768, 1280 and 1920 px, on
// home and on a market page, the page never scrolls sideways and every header control is on
// screen; Logout opens its modal; from 1024 px the header is one row.
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { signIn } from './support/sign-in';

const WIDTHS = [390, 768, 1280, 1920];
/** account-and-product §2: the header fits one row from this width up (issue 15). */
const ONE_ROW_FROM_PX = 1024;

function headerControls(page: Page) {
  const header = page.getByRole('banner');
  return {
    collapse: header.getByRole('button', { name: 'Collapse header' }),
    home: header.getByRole('link', { name: 'Greenbook home' }),
    search: header.getByRole('searchbox', { name: 'Search' }),
    language: header.getByRole('combobox', { name: 'Language' }),
    theme: header.getByRole('switch', { name: 'Dark theme' }),
    logout: header.getByRole('button', { name: /log ?out/i }),
  };
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function checkEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const controls = headerControls(page);
      for (const control of Object.values(controls)) await expect(control).toBeInViewport({ ratio: 1 });
      expect(await horizontalOverflow(page)).toBe(0);
      if (width >= ONE_ROW_FROM_PX) {
        const rows = new Set<number>();
        for (const control of Object.values(controls)) {
          const box = (await control.boundingBox())!;
          rows.add(Math.round((box.y + box.height / 2) / 8));
        }
        expect(rows.size, 'header controls centred on one row').toBe(1);
      }
      await controls.logout.click();
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await expect(modal).toBeHidden();
    });
  }
}

test('the header fits and Logout is reachable at every width on home', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('region', { name: 'General' })).toBeVisible();
  await checkEveryWidth(page);
});

test('the header fits and Logout is reachable at every width on a market page', async ({ page, request }) => {
  await signIn(page);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  await expect(page.getByRole('button', { name: /^(Back|Lay) .+ at / }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'This Market' })).toBeVisible();
  await checkEveryWidth(page);
});
