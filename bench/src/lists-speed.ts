// The live list under load (issue 17 §4): `/live` with 1,000 markets in play, scrolled top to
// bottom and back for SECONDS while the rows on screen refresh every second and a taker trades on
// 100 of the markets each second, so their Matched figures change. Prints long tasks (budget: none
// over 50 ms), frame times (p95 ≤ 16.7 ms) and the listMarketBook calls the page made (only the
// rows drawn, at most once a second plus a call when scrolling stops on rows not seen yet).
// The embedded world has about ten markets in play at a time, so the bench's exchange holds 1,000
// soccer markets of its own, opened and turned in play through the exchange's API as any market of
// its world is (bench:web does the same for its one market): the list is the product's real one.
// Needs the web build (npm run build --workspace apps/web). Never fails on time.
import { openMarket, placeOrders, SIM_DEFAULTS, Simulator, turnInPlay } from '@greenbook/exchange-sim';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@greenbook/e2e/chromium';
import { benchMarketSpec, benchMarketTraderSpec } from './bench-fixtures.js';
import { freePort, requireBuiltWebApp, startBenchProduct } from './bench-product.js';
import {
  printFrames,
  printLongTasks,
  readFrames,
  recordFrames,
  resetFrames,
  signInAsDemo,
} from './page-timing.js';

const SECONDS = Number(process.argv[2] ?? 20);
const MARKETS = 1000;
const TRADED_PER_SECOND = 100;
requireBuiltWebApp();

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const simulator = new Simulator({ vendor: { ...SIM_DEFAULTS.vendor, redirectUrl: `${url}/` } });
const maker = simulator.exchange.addAccount(benchMarketTraderSpec('maker'));
const taker = simulator.exchange.addAccount(benchMarketTraderSpec('taker'));
const competitions = ['Premier League', 'La Liga', 'Serie A', 'Bundesliga', 'Ligue 1', 'Eredivisie'];
const kickOff = Date.now() - 90 * 60_000;
const markets = Array.from({ length: MARKETS }, (_, index) => {
  const spec = benchMarketSpec(`1.91${String(index).padStart(7, '0')}`);
  const start = new Date(kickOff + index * 5_000).toISOString();
  const market = simulator.exchange.addMarket({
    ...spec,
    competition: {
      id: String(index % competitions.length),
      name: competitions[index % competitions.length]!,
    },
    event: {
      ...spec.event,
      id: String(39_100_000 + index),
      name: `Home ${index} v Away ${index}`,
      openDate: start,
    },
    marketTime: start,
    suspendTime: start,
  });
  openMarket(simulator.exchange, market);
  turnInPlay(simulator.exchange, market, 0);
  return market;
});
const server = await startBenchProduct(port, simulator);

// Each second a maker rests a back on 100 markets and a taker lays into it: their volumes grow.
let round = 0;
const trading = setInterval(() => {
  round += 1;
  for (let i = 0; i < TRADED_PER_SECOND; i += 1) {
    const market = markets[(round * TRADED_PER_SECOND + i * 7) % MARKETS]!;
    const selectionId = market.runners[i % market.runners.length]!.selectionId;
    const order = (side: 'BACK' | 'LAY') => ({
      marketId: market.marketId,
      instructions: [
        {
          orderType: 'LIMIT' as const,
          selectionId,
          side,
          limitOrder: { price: 2, size: 2 + (round % 5), persistenceType: 'LAPSE' as const },
        },
      ],
    });
    void placeOrders(simulator.exchange, { accountId: maker.accountId, canBet: true }, order('BACK')).then(
      () => placeOrders(simulator.exchange, { accountId: taker.accountId, canBet: true }, order('LAY')),
    );
  }
}, 1000);

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await recordFrames(page);
const bookCalls: Array<{ at: number; ids: number }> = [];
page.on('request', (request) => {
  if (!request.url().includes('/listMarketBook')) return;
  const body = JSON.parse(request.postData() ?? '{}') as { marketIds?: unknown[] };
  bookCalls.push({ at: Date.now(), ids: body.marketIds?.length ?? 0 });
});
await signInAsDemo(page, server.url);
await page.goto(`${server.url}/live`);
const table = page.getByRole('main').getByRole('table');
await table.locator('[data-market-id]').first().waitFor();
const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
await resetFrames(page);
bookCalls.length = 0;
const started = Date.now();

// Scrolled as a trader flicks through the list: 40 px a frame (2,400 px/s at 60 Hz) to the end,
// then back to the top, for the whole run.
await page.evaluate(async (seconds) => {
  const until = performance.now() + seconds * 1000;
  // The end is measured once and the position kept here: reading either each frame would force a
  // layout in the middle of the list's own work, which the bench would then blame on the page.
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  let y = window.scrollY;
  let step = 40;
  await new Promise<void>((resolve) => {
    const scroll = () => {
      if (performance.now() > until) {
        resolve();
        return;
      }
      if (y + step > bottom) step = -40;
      else if (y + step < 0) step = 40;
      y += step;
      window.scrollTo(0, y);
      requestAnimationFrame(scroll);
    };
    requestAnimationFrame(scroll);
  });
}, SECONDS);
const frames = await readFrames(page);
const drawn = await table.locator('[data-market-id]').count();
const elapsed = (Date.now() - started) / 1000;
clearInterval(trading);
await browser.close();
await server.stop();

console.log(
  `lists: /live with ${rows} rows in play (${drawn} drawn at the end), scrolled for ${SECONDS} s at 1280 × 900`,
);
printLongTasks(frames);
printFrames(frames);
console.log(
  `listMarketBook: ${bookCalls.length} calls in ${elapsed.toFixed(1)} s (${(bookCalls.length / elapsed).toFixed(1)}/s), ` +
    `${Math.max(0, ...bookCalls.map((call) => call.ids))} market ids at most in one`,
);
process.exit(0);
