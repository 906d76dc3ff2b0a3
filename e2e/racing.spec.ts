// Racing runner details (issue 19 §2; trading-core §2 'Horse racing (7) has runner details panels',
// §3 'Horse metadata'): on a horse race the grid and the ladder show each runner's silk (the image
// loaded from the product's content path) and its jockey, the one the catalogue's JOCKEY_NAME
// names, and the full details open from the keyboard. Read-only: no bet is placed. The view is
// left on the grid, as most specs expect of the shared 'demo' account.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { exchangeApi, pageToken } from './support/exchange';
import { signIn } from './support/sign-in';

interface RaceRunner {
  readonly key: string;
  readonly name: string;
  readonly jockey: string;
  readonly trainer: string;
}

/** A horse race's WIN market not yet started, with its running runners' jockeys from the catalogue. */
async function horseRace(call: ReturnType<typeof exchangeApi>) {
  const [race] = await call<
    Array<{
      marketId: string;
      event: { id: string };
      runners: Array<{
        selectionId: number;
        handicap: number;
        runnerName: string;
        metadata: Record<string, string | null>;
      }>;
    }>
  >('listMarketCatalogue', {
    filter: {
      eventTypeIds: ['7'],
      marketTypeCodes: ['WIN'],
      marketStartTime: { from: new Date(Date.now() + 5 * 60_000).toISOString() },
    },
    marketProjection: ['EVENT', 'RUNNER_METADATA'],
    sort: 'FIRST_TO_START',
    maxResults: 1,
  });
  if (race === undefined) throw new Error('no horse race ahead on the exchange');
  // A non-runner is off the grid and the ladders (CI once met one): only the runners still in it.
  const [book] = await call<Array<{ runners: Array<{ selectionId: number; status: string }> }>>(
    'listMarketBook',
    { marketIds: [race.marketId] },
  );
  const active = new Set(
    book!.runners.filter((runner) => runner.status === 'ACTIVE').map((runner) => runner.selectionId),
  );
  const runners: RaceRunner[] = race.runners
    .filter((runner) => active.has(runner.selectionId))
    .map((runner) => ({
      key: `${runner.selectionId}_${runner.handicap}`,
      name: runner.runnerName,
      jockey: runner.metadata['JOCKEY_NAME'] ?? '',
      trainer: runner.metadata['TRAINER_NAME'] ?? '',
    }));
  return { eventId: race.event.id, marketId: race.marketId, runners };
}

/** The runner's compact line shows the catalogue's jockey and a silk image that loaded. */
async function expectSilkAndJockey(line: Locator, runner: RaceRunner): Promise<void> {
  expect(runner.jockey).not.toBe('');
  await expect(line.getByRole('button')).toContainText(runner.jockey);
  const silk = line.locator('img');
  await expect(silk).toHaveCount(1);
  await expect
    .poll(() => silk.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

async function chooseView(page: Page, view: 'Grid' | 'Ladder'): Promise<void> {
  const button = page.getByRole('button', { name: view, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('a horse race shows silks and jockey names on the grid and the ladder', async ({ page, request }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  const race = await horseRace(exchangeApi(request, await pageToken(page)));
  await page.goto(`/market/${race.eventId}/${race.marketId}`);
  await chooseView(page, 'Grid');

  const grid = page.getByRole('region', { name: /^Runners of / });
  for (const runner of race.runners) {
    const row = grid.locator(`tr[data-runner="${runner.key}"]`);
    await expectSilkAndJockey(row.locator(`[data-racing-runner="${runner.key}"]`), runner);
  }

  // The full details from the keyboard: Enter opens them, Escape closes them.
  const first = race.runners[0]!;
  const trigger = grid.locator(`[data-racing-runner="${first.key}"]`).getByRole('button');
  // Until the details panel's chunk is in, the line is an inert stand-in (aria-disabled) that the
  // real button replaces: focused before the swap, the focus went with it (CI, a slow chunk).
  await expect(trigger).not.toHaveAttribute('aria-disabled', 'true');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: `Details of ${first.name}` });
  await expect(details).toContainText(first.jockey);
  await expect(details).toContainText(first.trainer);
  await expect(details.getByRole('img', { name: `Silks of ${first.name}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(trigger).toBeFocused();

  // On a phone the line stays within the runner's cell: the row's best back price is on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneRow = grid.locator(`tr[data-runner="${first.key}"]`);
  await expectSilkAndJockey(phoneRow.locator(`[data-racing-runner="${first.key}"]`), first);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1920, height: 1080 });

  await chooseView(page, 'Ladder');
  try {
    const ladders = page.locator('section[data-runner]');
    await expect(ladders.first()).toBeVisible();
    const shown = await ladders.evaluateAll((sections) =>
      sections.map((section) => section.dataset['runner']),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const key of shown) {
      const runner = race.runners.find((candidate) => candidate.key === key)!;
      await expectSilkAndJockey(
        page.locator(`section[data-runner="${key}"] [data-racing-runner="${key}"]`),
        runner,
      );
    }
  } finally {
    await chooseView(page, 'Grid');
  }
});

test('the prices stay where they are drawn when the runner details and the sidebar arrive after them', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const race = await horseRace(exchangeApi(request, await pageToken(page)));
  // The market page's catalogue call (the one asking for runner metadata) is held until the
  // prices are on screen: the racing line must already have its room.
  let held: Route | undefined;
  await page.route(/\/exchange\/betting\/rest\/v1\.0\/listMarketCatalogue\/?$/, async (route) => {
    if (route.request().postData()?.includes('RUNNER_METADATA') === true && held === undefined) held = route;
    else await route.continue();
  });
  // So is the sidebar tabs' code (CI once drew the prices before it came, and the sidebar then took
  // its room from the grid): the sidebar's frame must already have its width.
  let sidebarCode: Route | undefined;
  await page.route(/\/assets\/market-sidebar-[^/]*\.js$/, (route) => {
    sidebarCode = route;
  });
  await page.goto(`/market/${race.eventId}/${race.marketId}`);
  await chooseView(page, 'Grid');
  const last = race.runners.at(-1)!;
  const grid = page.getByRole('region', { name: /^Runners of / });
  const lastRow = grid.locator(`tr[data-runner="${last.key}"]`);
  const bestBack = lastRow.getByRole('button', { name: /^BACK/i }).last();
  await expect(bestBack).toBeVisible();
  await expect.poll(() => held !== undefined).toBe(true);
  // Where the last row's best back price sits within the grid (the page header above may change).
  const offset = async () => {
    const [cell, table] = await Promise.all([bestBack.boundingBox(), grid.locator('table').boundingBox()]);
    return { top: cell!.y - table!.y, left: cell!.x - table!.x, height: cell!.height };
  };
  await expect.poll(() => sidebarCode !== undefined).toBe(true);
  const before = await offset();
  await held!.continue();
  await sidebarCode!.continue();
  await expect(grid.locator(`[data-racing-runner="${last.key}"]`)).toContainText(last.jockey);
  await expect(page.getByRole('tab', { name: 'This Market' })).toBeVisible();
  expect(await offset()).toEqual(before);
});
