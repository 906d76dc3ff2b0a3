// Issue 21 §6: a ladder's changing figures are drawn by a worker into canvases over the rows
// (apps/web features/ladder/paint). Read from the screen, the way a trader sees them: the BACK cell
// at the best back price shows an amount and the BACK cell at the best lay price shows none, before
// and after the ladder is scrolled (a figure drawn one row off would invite a bet at the wrong
// price), in the light theme and the dark; the header's weight of money is drawn too.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, bestPrices, exchangeApi, pricedMarket, type PricedMarket } from './support/exchange';
import { signIn } from './support/sign-in';
import { openLadder } from './support/trading-steps';

test.use({ viewport: { width: 1600, height: 1000 } });
const ACCOUNT = 'demo';

/** Pixels of a text's strokes, at least: a drawn amount has many more, an empty cell none. */
const INK = 12;

test('each price row shows its own amounts, where it is drawn and after a scroll', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNT);
  const call = exchangeApi(request, await apiToken(request, ACCOUNT));
  const market = await pricedMarket(call, 4);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  const ladder = await openLadder(page, market);
  try {
    await readTheLadder(page, ladder, call, market);
  } finally {
    // Later specs of this account expect the grid the view setting is saved with.
    await page.getByRole('button', { name: 'Grid', exact: true }).click();
  }
});

async function readTheLadder(page: Page, ladder: Locator, call: Call, market: PricedMarket): Promise<void> {
  // The pointer away from the cells: a hovered cell draws an outline.
  await page.mouse.move(1, 1);
  const backAt = (price: number) =>
    ladder.getByRole('button', { name: new RegExp(`^BACK at ${price}$`, 'i') });
  // The world re-quotes before the off: the best prices are read again on each look.
  const amountsWhereTheyBelong = async () => {
    const { bestBack, bestLay } = await bestPrices(call, market.marketId, market.runner.selectionId);
    if (bestBack === undefined || bestLay === undefined) return 'one-sided';
    const atBestBack = await inkIn(page, backAt(bestBack));
    const atBestLay = await inkIn(page, backAt(bestLay));
    return atBestBack >= INK && atBestLay < INK ? 'drawn on their rows' : `${atBestBack} / ${atBestLay}`;
  };
  await expect.poll(amountsWhereTheyBelong).toBe('drawn on their rows');
  await expect.poll(() => inkIn(page, ladder.getByTitle(/^Weight of money/))).toBeGreaterThanOrEqual(INK);

  // Seven rows down and back three: the figures move with their prices.
  const body = ladder.getByTestId(/^ladder-body-/);
  await body.evaluate((element) => element.scrollBy(0, 7 * 31));
  await body.evaluate((element) => element.scrollBy(0, -3 * 31));
  await expect.poll(amountsWhereTheyBelong).toBe('drawn on their rows');

  // The dark theme draws them again in its colours.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect.poll(amountsWhereTheyBelong).toBe('drawn on their rows');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}

type Call = ReturnType<typeof exchangeApi>;

/** Pixels left out at each edge of an element: its anti-aliased edges and the row's border. */
const EDGE = 3;

/**
 * How many of an element's pixels on screen, inside its edges, differ clearly from its most common
 * colour (its background): read from a screenshot, so it counts what a canvas drew over it too.
 */
async function inkIn(page: Page, element: Locator): Promise<number> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (box === null) return 0;
  const clip = {
    x: box.x + EDGE,
    y: box.y + EDGE,
    width: box.width - 2 * EDGE,
    height: box.height - 2 * EDGE,
  };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const counts = new Map<number, number>();
    for (let at = 0; at < data.length; at += 4) {
      const colour = (data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!;
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const channels = [(background >> 16) & 255, (background >> 8) & 255, background & 255];
    let ink = 0;
    for (let at = 0; at < data.length; at += 4) {
      const distance =
        Math.abs(data[at]! - channels[0]!) +
        Math.abs(data[at + 1]! - channels[1]!) +
        Math.abs(data[at + 2]! - channels[2]!);
      if (distance > 90) ink += 1;
    }
    return ink;
  }, png);
}
