// Issue 15 §3, the spec's mobile rules as a person on a 390 × 844 phone sees them: fullscreen turns
// the market header into the stake select and the toggle (trading-core §2), one ladder fits a phone
// and turning it sideways gives two (trading-core §9), home's soccer cards come five a page in one
// column on a phone and seven from 768 px (account-and-product §2). The saved Grid/Ladder view is set here and put
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
  // The title bar's one line keeps its matched figure whole: the start time and the competition
  // give way (ellipsised) instead of the figure being cut off at the screen's edge.
  const matched = page
    .getByRole('heading', { level: 1 })
    .locator('xpath=..')
    .getByText(/^Matched: /);
  const figure = (await matched.boundingBox())!;
  const line = (await matched.locator('xpath=..').boundingBox())!;
  expect(figure.x + figure.width).toBeLessThanOrEqual(line.x + line.width + 0.5);
  // The start time in the short form a phone's line has room for ('Sat 22:10'), not a full date
  // cut to its first letters; the competition gives way before it does.
  await expect(matched.locator('xpath=..').locator('time')).toHaveText(/^\p{L}{2,}\.? \d\d:\d\d$/u, {
    useInnerText: true,
  });
  const time = matched.locator('xpath=..').locator('time');
  expect(await time.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
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

test("home's soccer cards: five a page in one column within a phone's width, seven at 1280 px", async ({
  page,
}) => {
  await signIn(page);
  const cards = page
    .getByRole('region', { name: 'Soccer, next 24 hours' })
    .getByRole('link', { name: / v / });
  await expect(cards).toHaveCount(5);
  const boxes = await Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
  for (const [index, box] of boxes.entries()) {
    // One column: every card starts at the same left edge, below the one before, and ends on screen.
    expect(box.x).toBe(boxes[0]!.x);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    if (index > 0) expect(box.y).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height);
  }
  // Each card's 1, x and 2 prices are on the card's one row, inside it.
  const prices = cards.first().getByText('x', { exact: true });
  const priceBox = (await prices.boundingBox())!;
  expect(priceBox.x + priceBox.width).toBeLessThanOrEqual(boxes[0]!.x + boxes[0]!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The site's links close the page: a phone stacks the sidebar under the page, and the links
  // come after it, not between the two.
  const show = page.getByRole('button', { name: 'Show the sidebar' });
  if (await show.isVisible()) await show.tap();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('tab', { name: 'General' })).toBeVisible();
  const sidebarBox = (await sidebar.boundingBox())!;
  const links = (await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).boundingBox())!;
  expect(links.y).toBeGreaterThanOrEqual(sidebarBox.y + sidebarBox.height);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(cards).toHaveCount(7);
});
