// account-and-product §2 "Sport and live lists" as a trader uses them against the embedded
// exchange: /sport/1 sorted by Matched and by Start (the order on screen follows the header's
// aria-sort), /live scrolled through the hundreds of rows the exchange has in play, an unknown
// sport's 404, and the rows' height on a phone and a desktop.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentOrders, exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { matchResting } from './support/simulator';
import { signIn } from './support/sign-in';

/** §5 traded volume display back to a number: '1,234', '12.3k', '12.34M'. */
function volumeOf(text: string): number {
  const match = /^([\d,]+(?:\.\d+)?)([kM]?)$/.exec(text.trim());
  if (match === null) return Number.NaN;
  const value = Number(match[1]!.replaceAll(',', ''));
  return match[2] === 'M' ? value * 1e6 : match[2] === 'k' ? value * 1e3 : value;
}

/** The body rows drawn, in screen order (the virtualiser may keep them in any DOM order). */
async function drawnRows(table: Locator) {
  const rows = await table.getByRole('row').evaluateAll((elements) =>
    elements
      .filter((element) => element.hasAttribute('data-market-id'))
      .map((element) => ({
        index: Number(element.getAttribute('aria-rowindex')),
        marketId: element.getAttribute('data-market-id') ?? '',
        matched: element.querySelector('[role=cell]:nth-child(4) > span')?.textContent ?? '',
      })),
  );
  return rows.sort((a, b) => a.index - b.index);
}

function isOrdered(values: readonly number[], direction: 'ascending' | 'descending'): boolean {
  return values.every((value, index) =>
    index === 0
      ? true
      : direction === 'ascending'
        ? values[index - 1]! <= value
        : values[index - 1]! >= value,
  );
}

interface CatalogueEntry {
  readonly marketId: string;
  readonly marketStartTime: string;
  readonly totalMatched: number;
}

/** The page's own next catalogue answer for the soccer list: the figures its order is taken from. */
function soccerCatalogue(page: Page): Promise<Map<string, CatalogueEntry>> {
  return page
    .waitForResponse((response) => {
      if (!response.url().includes('/listMarketCatalogue')) return false;
      const body = JSON.parse(response.request().postData() ?? '{}') as {
        filter?: { eventTypeIds?: string[] };
        marketProjection?: string[];
      };
      // The list's own request (it names competitions): home's soccer cards, answering late after
      // the sign-in, ask for soccer too, and their page is gone with its answer's body.
      return (
        body.filter?.eventTypeIds?.[0] === '1' && body.marketProjection?.includes('COMPETITION') === true
      );
    })
    .then(async (response) => {
      const entries = (await response.json()) as CatalogueEntry[];
      return new Map(entries.map((entry) => [entry.marketId, entry]));
    });
}

/** Polls until the rows on screen are in the header's order of `value` (the page re-sorts on its answer). */
async function expectOrder(
  table: Locator,
  value: (marketId: string) => number,
  direction: 'ascending' | 'descending',
): Promise<void> {
  await expect
    .poll(async () => {
      const rows = await drawnRows(table);
      return (
        rows.length > 1 &&
        isOrdered(
          rows.map((row) => value(row.marketId)),
          direction,
        )
      );
    })
    .toBe(true);
}

test('/sport/1 sorts by Matched and by Start as its headers say', async ({ page }) => {
  await signIn(page);
  let catalogue = soccerCatalogue(page);
  await page.goto('/sport/1');
  await expect(page.getByRole('heading', { name: 'Soccer', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Soccer markets' });
  const header = (name: string) => table.getByRole('columnheader', { name: new RegExp(`^${name}`) });
  let totals = await catalogue;
  const matched = (marketId: string) => totals.get(marketId)?.totalMatched ?? Number.NaN;
  const start = (marketId: string) => Date.parse(totals.get(marketId)?.marketStartTime ?? '');

  // Default: Matched, most traded first.
  await expect(header('Matched')).toHaveAttribute('aria-sort', 'descending');
  await expectOrder(table, matched, 'descending');
  // The price column: 1, x, 2 with a back and a lay each, arriving with the first refresh; the
  // volume shown is the refresh's, never below what the catalogue said (volumes only grow).
  await expect(table.getByText(/^1 .+: back \d/).first()).toBeAttached();
  for (const row of await drawnRows(table))
    expect(volumeOf(row.matched)).toBeGreaterThanOrEqual(Math.floor(matched(row.marketId)));

  // Each click asks the exchange afresh and orders the rows by its answer.
  catalogue = soccerCatalogue(page);
  await header('Matched').getByRole('button').click();
  await expect(header('Matched')).toHaveAttribute('aria-sort', 'ascending');
  totals = await catalogue;
  await expectOrder(table, matched, 'ascending');

  // Start: first to start first, then the other way.
  for (const direction of ['ascending', 'descending'] as const) {
    catalogue = soccerCatalogue(page);
    await header('Start').getByRole('button').click();
    await expect(header('Start')).toHaveAttribute('aria-sort', direction);
    await expect(header('Matched')).not.toHaveAttribute('aria-sort');
    totals = await catalogue;
    await expectOrder(table, start, direction);
  }

  // A row opens its market.
  const first = (await drawnRows(table))[0]!;
  await table.locator(`[data-market-id="${first.marketId}"]`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/market/\\d+/${first.marketId.replace('.', '\\.')}$`));
});

test('/live scrolls through hundreds of markets in play, a tab per sport', async ({ page }) => {
  await signIn(page);
  const call = exchangeApi(page.request, await pageToken(page));
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'Live', level: 1 })).toBeVisible();
  const inPlay = await call<Array<{ marketId: string; eventType: { id: string; name: string } }>>(
    'listMarketCatalogue',
    {
      filter: { marketTypeCodes: ['WIN', 'MATCH_ODDS', 'MONEY_LINE'], inPlayOnly: true },
      marketProjection: ['EVENT_TYPE'],
      maxResults: 1000,
    },
  );
  const tabs = page.getByRole('tablist', { name: 'Sports in play' }).getByRole('tab');
  const sports = new Set(inPlay.map((market) => market.eventType.id));
  // Markets may turn in play between the two answers: as many tabs, give or take one, once the
  // page's own answer is drawn (read at once, the count may still be the first tabs').
  await expect.poll(async () => Math.abs((await tabs.count()) - sports.size)).toBeLessThanOrEqual(1);
  // The first tab is the sport with the most rows: in the dense e2e world (global-setup.ts
  // SIM_LIVE_DENSITY) hundreds of them, as many as the exchange has in play.
  const table = page.getByRole('main').getByRole('table');
  const rowCount = Number(await table.getAttribute('aria-rowcount')) - 1;
  const sportName = (await tabs.first().textContent())?.replace(/ \(\d+\)$/, '') ?? '';
  const expected = inPlay.filter((market) => market.eventType.name === sportName).length;
  expect(expected).toBeGreaterThanOrEqual(200);
  expect(Math.abs(rowCount - expected)).toBeLessThanOrEqual(2);
  // Scrolled to its end: every row comes, each with its Matched figure (live lists have no price
  // column; the matched volume is their figure), and only about a screenful is ever drawn.
  const viewport = page.viewportSize()!;
  const screenful = Math.ceil(viewport.height / 61) + 2 * 3 + 1;
  const seen = new Set<string>();
  for (let step = 0; step < 400; step += 1) {
    const rows = await drawnRows(table);
    expect(rows.length).toBeLessThanOrEqual(screenful);
    for (const row of rows) {
      expect(volumeOf(row.matched), `Matched of ${row.marketId}: "${row.matched}"`).not.toBeNaN();
      seen.add(row.marketId);
    }
    if (rows.at(-1)?.index === rowCount + 1) break;
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await drawnRows(table)).at(-1)?.index).not.toBe(rows.at(-1)?.index);
  }
  expect(seen.size).toBe(rowCount);
  // The last rows are on screen with their link and their figure.
  const last = table.locator('[data-market-id]').last();
  await expect(last.getByRole('link')).toBeVisible();
  await expect(last.getByRole('cell').last()).toHaveText(/\d/);
});

test("a row shows the trader's cash out once a bet there is matched", async ({ page, request }) => {
  // An account no other spec trades with (HUF: 1,000 is over its minimum stake), so its position
  // is this test's alone.
  await signIn(page, 'forint');
  const token = await pageToken(page);
  const call = exchangeApi(request, token);
  const market = await pricedMarket(call, 3);
  await call('placeOrders', {
    marketId: market.marketId,
    instructions: [
      {
        selectionId: market.runner.selectionId,
        handicap: 0,
        side: 'BACK',
        orderType: 'LIMIT',
        limitOrder: { size: 1000, price: market.runner.bestBack, persistenceType: 'LAPSE' },
      },
    ],
  });
  await matchResting(request, token, market.marketId, await currentOrders(call, market.marketId));
  await expect
    .poll(async () =>
      (await currentOrders(call, market.marketId)).every((order) => order.sizeRemaining === 0),
    )
    .toBe(true);

  await page.goto('/sport/1');
  const table = page.getByRole('table', { name: 'Soccer markets' });
  await expect(table.locator('[data-market-id]').first()).toBeVisible();
  // Virtualised: scrolled down until the market's row is drawn.
  const row = table.locator(`[data-market-id="${market.marketId}"]`);
  await expect
    .poll(async () => {
      if ((await row.count()) > 0) return true;
      await page.mouse.wheel(0, 400);
      return false;
    })
    .toBe(true);
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByText(/^Cash out -?\d+\.\d\d$/)).toBeVisible();
  // A row without a bet of this account shows none.
  const other = table.locator(`[data-market-id]:not([data-market-id="${market.marketId}"])`).first();
  await expect(other.getByText(/^Cash out/)).toHaveCount(0);
});

test('an unknown sport id shows the not-found page', async ({ page }) => {
  await signIn(page);
  await page.goto('/sport/987654');
  await expect(page.getByRole('heading', { name: '- 404 -' })).toBeVisible();
});

test('list rows are at least 71 px tall on a phone and 61 px on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/sport/1');
  const firstRow = page.getByRole('table', { name: 'Soccer markets' }).locator('[data-market-id]').first();
  await expect(firstRow).toBeVisible();
  const height = async () => Math.round((await firstRow.boundingBox())!.height);
  await expect.poll(height).toBeGreaterThanOrEqual(71);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(height).toBe(61);
});
