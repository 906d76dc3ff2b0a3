// Issue 21 §1, recording: a trader records a live market of the embedded exchange, a trade moves it,
// they stop and the browser downloads a gzipped Betfair historical file; replayed by the replay
// command's own code, the file ends with the prices the page showed when the recording stopped.
// The stream is held (fault proxy) just before stopping, so the page and the file end on the same
// message.
import { formatReplayLine, MarketStreamCache, replayLines } from '@greenbook/betfair';
import { readHistoricalLines } from '@greenbook/betfair/node';
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { houseTrade } from './support/simulator';
import { signIn } from './support/sign-in';
import { routeStreamsThroughFaultProxy } from './support/stream-fault';

interface ReplayedRunner {
  selectionId: number;
  back: Array<[number, number]>;
  lay: Array<[number, number]>;
}

/** The grid's price buttons' names: "Back|Lay <runner> at <price> (<size> available)". */
async function priceNames(page: Page): Promise<string[]> {
  const labels: Array<string | null> = await page
    .getByRole('button', { name: /^(Back|Lay) .+ at / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  return labels.filter((label) => label !== null);
}

/** The prices the grid shows, by side and runner name ("Back Arsenal" → [2.46, 2.48, 2.5]). */
async function shownPrices(page: Page): Promise<Map<string, number[]>> {
  const names = await priceNames(page);
  const shown = new Map<string, number[]>();
  for (const name of names) {
    const [, side, runner, price] = /^(Back|Lay) (.+) at ([\d.]+)/.exec(name) ?? [];
    if (side === undefined) continue;
    const key = `${side} ${runner}`;
    shown.set(key, [...(shown.get(key) ?? []), Number(price)]);
  }
  return shown;
}

/** Two animation frames: every message the page has received is applied and drawn. */
const drawn = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );

test('records a live market into a historical file that replays to the prices the page showed', async ({
  page,
  request,
}) => {
  const stream = await routeStreamsThroughFaultProxy(page);
  await signIn(page);
  const token = await pageToken(page);
  const call = exchangeApi(request, token);
  // A market no other spec trades on: this one only takes a little of its offered prices.
  const market = await pricedMarket(call, 20);
  const [catalogue] = await call<Array<{ runners: Array<{ selectionId: number; runnerName: string }> }>>(
    'listMarketCatalogue',
    { filter: { marketIds: [market.marketId] }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 1 },
  );
  const runnerNames = new Map(catalogue!.runners.map((runner) => [runner.selectionId, runner.runnerName]));
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  await expect(page.getByRole('button', { name: /^(Back|Lay) .+ at / }).first()).toBeVisible();

  const record = page.getByTestId('record-market');
  await record.click();
  await expect(record).toHaveAttribute('data-state', 'recording');
  await expect(record).toHaveAccessibleName(
    /^Recording for 0:\d\d, \d+ kB\. Stop recording and save the file$/,
  );

  // The house trader takes some of the best back: the offered sizes move on the live stream.
  const before = (await priceNames(page)).join('\n');
  const { sizeMatched } = await houseTrade(request, token, {
    marketId: market.marketId,
    selectionId: market.runner.selectionId,
    side: 'BACK',
    price: market.runner.bestBack,
    size: 2,
  });
  expect(sizeMatched).toBeGreaterThan(0);
  await expect.poll(async () => (await priceNames(page)).join('\n')).not.toBe(before);

  stream.freeze();
  await drawn(page);
  const shown = await shownPrices(page);
  const downloading = page.waitForEvent('download');
  await record.click();
  const download = await downloading;
  stream.heal();
  await expect(record).toHaveAttribute('data-state', 'idle');
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^greenbook-${market.marketId.replace('.', '\\.')}-\\d{8}-\\d{6}\\.gz$`),
  );

  const lines = await readHistoricalLines(await download.path());
  expect(JSON.parse(lines[0]!)).toMatchObject({ op: 'mcm', mc: [{ id: market.marketId, img: true }] });
  let last = '';
  const stats = replayLines(
    lines,
    (lineNumber, markets) => {
      last = formatReplayLine(lineNumber, markets.at(-1)!);
    },
    new MarketStreamCache(),
  );
  expect(stats.skipped).toBe(0);
  expect(lines.length).toBeGreaterThan(1); // the image and at least the trade's changes
  const replayed = JSON.parse(last) as { marketId: string; runners: ReplayedRunner[] };
  expect(replayed.marketId).toBe(market.marketId);
  const fromFile = new Map<string, number[]>();
  for (const runner of replayed.runners) {
    const name = runnerNames.get(runner.selectionId)!;
    if (runner.back.length > 0)
      fromFile.set(
        `Back ${name}`,
        runner.back.map(([price]) => price),
      );
    if (runner.lay.length > 0)
      fromFile.set(
        `Lay ${name}`,
        runner.lay.map(([price]) => price),
      );
  }
  expect(fromFile.size).toBeGreaterThan(2);
  // The grid draws backs from the worst price to the best, the replay lists the best first.
  const byPrice = (prices: Map<string, number[]>) =>
    new Map([...prices].sort().map(([key, list]) => [key, [...list].sort((a, b) => a - b)]));
  expect(byPrice(shown)).toEqual(byPrice(fromFile));
});
