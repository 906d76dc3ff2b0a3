// The README's screenshots of the grid and the ladder, taken on a live market of the embedded
// exchange: `npm run screenshots` (builds the web app, then writes docs/screenshots/*.png). Not a
// test: playwright.config.ts runs this file only when SCREENSHOTS is set.
import { expect, test } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from '../support/exchange';
import { signIn } from '../support/sign-in';

const OUT = new URL('../../docs/screenshots/', import.meta.url);

test.use({ viewport: { width: 1440, height: 900 } });

test('README screenshots of the grid and the ladder', async ({ page, request }) => {
  await signIn(page);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  await expect(page.getByText('Prices: live')).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Back ${market.runner.name} at `) }).first(),
  ).toBeVisible();
  await page.screenshot({ path: new URL('grid.png', OUT).pathname });
  await page.getByRole('button', { name: 'Ladder', exact: true }).click();
  await expect(page.getByRole('region', { name: market.runner.name })).toBeVisible();
  await page.screenshot({ path: new URL('ladder.png', OUT).pathname });
});
