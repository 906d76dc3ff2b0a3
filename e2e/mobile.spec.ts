// Issue 15 §3, the spec's mobile rules as a person on a 390 × 844 phone sees them: fullscreen turns
// the market header into the stake select and the toggle (trading-core §2), one ladder fits a phone
// and turning it sideways gives two (trading-core §9), home's market rows are 71 px tall on a phone
// and 61 px from 1200 px (account-and-product §2). The saved Grid/Ladder view is set here and put
// back to the grid, which the other specs expect.
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { signIn } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function openMarket(page: Page, request: Parameters<typeof exchangeApi>[0], view: 'Grid' | 'Ladder') {
  await signIn(page);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  const viewButton = page.getByRole('button', { name: view, exact: true });
  // A tap, as on a phone: a click would leave the mouse resting where the ladders are drawn, and
  // the ladders keep their count while a pointer is over them.
  await viewButton.tap();
  await expect(viewButton).toHaveAttribute('aria-pressed', 'true');
}

async function backToGrid(page: Page): Promise<void> {
  const grid = page.getByRole('button', { name: 'Grid', exact: true });
  await grid.tap();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
}

test('on a phone, fullscreen leaves the stake select and the toggle above the prices', async ({
  page,
  request,
}) => {
  await openMarket(page, request, 'Grid');
  const prices = page.getByRole('button', { name: /^(Back|Lay) .+ at / });
  await expect(prices.first()).toBeVisible();
  const market = page.getByRole('combobox', { name: 'Market', exact: true });
  await expect(market).toBeVisible();
  const priceTopBefore = (await prices.first().boundingBox())!.y;

  await page.getByRole('button', { name: 'Fullscreen', exact: true }).tap();
  const exit = page.getByRole('button', { name: 'Exit fullscreen' });
  await expect(exit).toHaveAttribute('aria-pressed', 'true');
  const stake = page.getByRole('combobox', { name: 'Stake', exact: true });
  await expect(stake).toBeInViewport({ ratio: 1 });
  await expect(exit).toBeInViewport({ ratio: 1 });
  // The stake buttons as options, the default stake's disabled (trading-core §2).
  // The rest of the header gives its height to the prices.
  await expect(market).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ladder', exact: true })).toBeHidden();
  expect((await prices.first().boundingBox())!.y).toBeLessThan(priceTopBefore);

  await stake.tap();
  await expect(page.getByRole('option', { name: '2', exact: true })).toBeDisabled();
  await page.getByRole('option', { name: '10', exact: true }).tap();
  await exit.tap();
  await expect(market).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Stake', exact: true })).toBeHidden();
  // The stake picked in fullscreen is the stake of the bar it returns to.
  await expect(page.getByRole('spinbutton', { name: 'Stake', exact: true })).toHaveValue('10');
});

test('a phone shows one ladder, turned sideways two, and upright one again', async ({ page, request }) => {
  await openMarket(page, request, 'Ladder');
  const ladders = page.locator('[data-runner]');
  await expect(
    ladders
      .first()
      .getByRole('button', { name: /^LAY at /i })
      .first(),
  ).toBeVisible();
  await expect(ladders).toHaveCount(1);
  await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
  await expect(ladders).toHaveCount(2);
  await page.setViewportSize(PHONE);
  await expect(ladders).toHaveCount(1);
  await backToGrid(page);
});

test("home's market rows are at least 71 px tall on a phone and 61 px on a desktop", async ({ page }) => {
  await signIn(page);
  const firstRow = page.getByRole('table').first().getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const height = async () => Math.round((await firstRow.boundingBox())!.height);
  // At least: a long event name may wrap to a taller row on a phone.
  await expect.poll(height).toBeGreaterThanOrEqual(71);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(height).toBe(61);
});
