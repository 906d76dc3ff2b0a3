// Layout of the market screen (issue 12 items 11 and 14), measured in Chromium on a live market of
// the embedded exchange: the Auto Options panel never covers a price, and on a 390 px phone the
// title stays on one ellipsised line with the grid's prices on the first screen, even with the
// title bar's broadcast buttons, and its grid within the screen with every size whole even in
// forint. Beside the prices, the sidebar stays in the window under the
// header however long its lists grow (issue 21 §6: it scrolls on its own).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { houseTrade } from './support/simulator';
import { signIn } from './support/sign-in';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

type Request = Parameters<typeof exchangeApi>[0];

/** Whether the in-play service offers the event's live video (its title bar then has 'Watch live'). */
async function offersLiveVideo(request: Request, eventId: string): Promise<boolean> {
  const response = await request.get(`/inplayservice/v1/scoresAndBroadcast?eventIds=${eventId}&alt=json`);
  const [event] = (await response.json()) as Array<{ broadcasts?: { isLiveVideoAvailable?: boolean } }>;
  return event?.broadcasts?.isLiveVideoAvailable === true;
}

/**
 * Opens a priced market; with `withLiveVideo`, one whose title bar also offers 'Watch live' (half
 * the world's events do), the fullest title bar a phone has to fit.
 */
async function openPricedMarket(
  page: Page,
  request: Request,
  { withLiveVideo = false, account }: { withLiveVideo?: boolean; account?: string } = {},
) {
  await signIn(page, account);
  const call = exchangeApi(request, await pageToken(page));
  let market = await pricedMarket(call);
  for (let skip = 1; withLiveVideo && !(await offersLiveVideo(request, market.eventId)); skip += 1) {
    if (skip > 20) throw new Error('no priced market whose event offers live video');
    market = await pricedMarket(call, skip);
  }
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  const prices = page.getByRole('button', { name: /^(Back|Lay) .+ at / });
  await expect(prices.first()).toBeVisible();
  return prices;
}

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes = await Promise.all((await locator.all()).map((element) => element.boundingBox()));
  return boxes.filter((box): box is Box => box !== null);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the Auto Options panel covers no price at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const prices = await openPricedMarket(page, request);
    await page.getByRole('button', { name: /^Auto Options/ }).click();
    const panel = page.getByRole('group', { name: 'Auto Options' });
    await expect(panel).toBeVisible();
    const panelBox = (await panel.boundingBox())!;
    const covered = (await boxesOf(prices)).filter((price) => overlaps(panelBox, price));
    expect(covered).toEqual([]);
  });
}

test('on a 390 px phone the title is one ellipsised line and the prices are on the first screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const prices = await openPricedMarket(page, request, { withLiveVideo: true });
  await expect(page.getByRole('button', { name: 'Watch live' })).toBeVisible();
  const title = page.getByRole('heading', { level: 1 });
  const lines = await title.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2,
      whiteSpace: style.whiteSpace,
      textOverflow: style.textOverflow,
    };
  });
  expect(lines.height).toBeLessThan(lines.lineHeight * 1.5);
  // The line under it (time, competition, state, matched) is one line too, however long the
  // competition's name (a wrapped one pushed the first price off the screen on some markets).
  const subtitleHeight = await title
    .locator('xpath=following-sibling::p')
    .evaluate((element) => element.getBoundingClientRect().height);
  expect(subtitleHeight).toBeLessThan(lines.lineHeight * 1.5);
  expect(lines).toMatchObject({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
  const firstPrice = (await prices.first().boundingBox())!;
  expect(firstPrice.y + firstPrice.height).toBeLessThanOrEqual(844);
});

test('on a 390 px phone the grid stays on the screen for a forint account, whose sizes run to 421.7k', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const prices = await openPricedMarket(page, request, { account: 'forint' });
  // Sizes in forint are some 400 times the pounds': the widest a grid's figures get.
  await expect(prices.filter({ hasText: /\d(\.\d)?k$/ }).first()).toBeVisible();
  const rightmost = Math.max(...(await boxesOf(prices)).map((box) => box.x + box.width));
  expect(rightmost).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  // And every size whole: an ellipsised '327.…' would hide the k.
  const clipped = await prices.evaluateAll((buttons) =>
    buttons.filter((button) => {
      const size = button.lastElementChild;
      return size !== null && size.scrollWidth > size.clientWidth;
    }),
  );
  expect(clipped).toHaveLength(0);
});

test('beside the prices the sidebar stays in the window under the header, and a long list scrolls within it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const call = exchangeApi(request, await pageToken(page));
  const market = await pricedMarket(call, 3);
  const bets = 30;
  // Backs at 1000 rest unmatched: thirty rows in 'Your unmatched bets'.
  await call('placeOrders', {
    marketId: market.marketId,
    instructions: Array.from({ length: bets }, () => ({
      orderType: 'LIMIT',
      selectionId: market.runner.selectionId,
      side: 'BACK',
      limitOrder: { price: 1000, size: 2, persistenceType: 'LAPSE' },
    })),
  });
  try {
    await page.goto(`/market/${market.eventId}/${market.marketId}`);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const cancels = sidebar.getByRole('button', { name: /^Cancel bet / });
    await expect(cancels).toHaveCount(bets);
    // At the top the sidebar starts under the market's title; scrolled down, it sticks under the
    // header, all of it in the window, however long its lists.
    const banner = page.getByRole('banner');
    for (const scrollTo of ['top', 'bottom'] as const) {
      await page.evaluate(
        (end) => window.scrollTo(0, end === 'top' ? 0 : document.body.scrollHeight),
        scrollTo,
      );
      const header = (await banner.boundingBox())!;
      const box = (await sidebar.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      if (scrollTo === 'bottom') expect(box.y + box.height).toBeLessThanOrEqual(800);
    }
    // The last bet is reached by scrolling the sidebar, not the page.
    await cancels.last().scrollIntoViewIfNeeded();
    await expect(cancels.last()).toBeInViewport();
    expect(await sidebar.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  } finally {
    await call('cancelOrders', { marketId: market.marketId });
  }
});

test('the market selector keeps its width as the market trades: the stake bar after it never moves', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const token = await pageToken(page);
  const market = await pricedMarket(exchangeApi(request, token), 5);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  const selector = page.getByRole('combobox', { name: 'Market' });
  await expect(selector).toContainText(/\(\d/);
  const stakeDown = page.getByRole('button', { name: 'Decrease stake by 1' });
  const figure = async () => /\(([^)]*)\)/.exec((await selector.textContent()) ?? '')?.[1] ?? '';
  const before = await figure();
  const box = await stakeDown.boundingBox();
  // The house trader takes the whole book of the first runner until the market's traded figure has
  // more characters than before (0 → 4,321): in play it changes like that with nearly every trade.
  for (let trade = 0; trade < 5 && (await figure()).length === before.length; trade += 1) {
    const { sizeMatched } = await houseTrade(request, token, {
      marketId: market.marketId,
      selectionId: market.runner.selectionId,
      side: trade % 2 === 0 ? 'BACK' : 'LAY',
      price: trade % 2 === 0 ? 1.01 : 1000,
      size: 100_000,
    });
    if (sizeMatched > 0) await expect.poll(figure).not.toBe(before);
  }
  expect((await figure()).length).not.toBe(before.length);
  expect(await stakeDown.boundingBox()).toEqual(box);
});
