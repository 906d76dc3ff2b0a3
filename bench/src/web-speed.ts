// The market screen under a busy market (web-app issue §6): 4 ladders open on an in-play market
// whose every runner changes at least 20 times a second. Prints long tasks (budget: none over
// 50 ms), frame times (p95 ≤ 16.7 ms), the time from a click on a ladder cell in one-click mode
// to the placeOrders request leaving the page (≤ 5 ms). The market route's initial JavaScript has
// one measure, `node scripts/check-initial-js.mjs` (in npm test). Needs the web build (npm run
// build --workspace apps/web). Never fails on time.
import { writeFileSync } from 'node:fs';
import {
  cancelOrders,
  openMarket,
  placeOrders,
  SIM_DEFAULTS,
  Simulator,
  turnInPlay,
  vendorClientId,
} from '@greenbook/exchange-sim';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@greenbook/e2e/chromium';
import { benchAccountSpec, benchMarketSpec } from './bench-fixtures.js';
import { freePort, requireBuiltWebApp, startBenchProduct } from './bench-product.js';
import {
  printFrames,
  printLongTasks,
  readFrames,
  recordFrames,
  resetFrames,
  signInAsDemo,
} from './page-timing.js';

// What the page records besides frames (window.__bench): clicks and placeOrders requests.
interface BenchRecords {
  clicks: number[];
  placements: number[];
}

const SECONDS = Number(process.argv[2] ?? 10);
// BENCH_WEB_PROFILE=FILE also writes a Chromium CPU profile of the measured part (open it in the
// browser's performance panel; the bundle's source map names the functions).
const PROFILE_FILE = process.env['BENCH_WEB_PROFILE'];
requireBuiltWebApp();

// A free port known up front, so the exchange's sign-on sends people back to this server.
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const simulator = new Simulator({ vendor: { ...SIM_DEFAULTS.vendor, redirectUrl: `${url}/` } });
const maker = simulator.exchange.addAccount(benchAccountSpec('maker'));
const market = simulator.exchange.addMarket({
  ...benchMarketSpec('1.900000777'),
  runners: benchMarketSpec().runners.concat(
    [1003, 1004, 1005].map((selectionId, index) => ({
      selectionId,
      handicap: 0,
      runnerName: `Runner ${index + 4}`,
      sortPriority: index + 4,
      metadata: { runnerId: String(selectionId) },
    })),
  ),
});
openMarket(simulator.exchange, market);
turnInPlay(simulator.exchange, market, 0);
const server = await startBenchProduct(port, simulator);
const token = simulator.sessions.create(
  'OAUTH',
  '100001',
  SIM_DEFAULTS.appKey,
  SIM_DEFAULTS.vendor.vendorId,
).token;
const vendorId = vendorClientId('100001', SIM_DEFAULTS.vendor.vendorId);
// One-click mode: no confirmation dialog.
await fetch(`${server.url}/api/users/${vendorId}`, {
  method: 'PUT',
  headers: { authorization: `BEARER ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ vendorID: vendorId, settings: { confirmation: false } }),
});

// Every runner's book moves 25 times a second: a maker order placed and an older one cancelled.
const resting: string[] = [];
let tick = 0;
const prices = [2.9, 2.92, 2.94, 2.96, 2.98, 3, 3.05, 3.1, 3.15, 3.2];
const churn = setInterval(() => {
  tick += 1;
  for (const runner of market.runners) {
    const price = prices[(tick + runner.index * 3) % prices.length]!;
    void placeOrders(
      simulator.exchange,
      { accountId: maker.accountId, canBet: true },
      {
        marketId: market.marketId,
        instructions: [
          {
            orderType: 'LIMIT',
            selectionId: runner.selectionId,
            side: tick % 2 === 0 ? 'BACK' : 'LAY',
            limitOrder: { price, size: 5 + (tick % 7), persistenceType: 'PERSIST' },
          },
        ],
      },
    ).then((report) => {
      const betId = report.instructionReports[0]?.betId;
      if (betId !== undefined) resting.push(betId);
    });
    if (resting.length > 120)
      cancelOrders(simulator.exchange, maker.accountId, {
        marketId: market.marketId,
        instructions: [{ betId: resting.shift()! }],
      });
  }
}, 40);

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await browser.newPage({ viewport: { width: 2100, height: 1200 } });
await recordFrames(page);
await page.addInitScript(() => {
  const records: BenchRecords = { clicks: [], placements: [] };
  (window as unknown as { __bench: BenchRecords }).__bench = records;
  // The click event itself (capture phase, before React sees it): pointerdown would also count the
  // time the automation takes between pressing and releasing the button, which is not the app's.
  addEventListener('click', (event) => records.clicks.push(event.timeStamp), { capture: true });
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('placeOrders'))
      records.placements.push(performance.now());
    return originalFetch(input, init);
  };
});
await signInAsDemo(page, server.url);
await page.goto(`${server.url}/market/39000001/${market.marketId}`);
await page.getByRole('button', { name: 'Ladder', exact: true }).click();
// The ladders auto-selected are the lowest odds at that moment, which the churn keeps changing:
// measure on whichever ladder comes first.
const firstLadder = page.getByRole('region', { name: /^Runner \d$/ }).first();
await firstLadder.waitFor();
const ladders = await page.getByRole('region', { name: /^Runner \d$/ }).count();
await resetFrames(page);
const profiler = PROFILE_FILE === undefined ? undefined : await page.context().newCDPSession(page);
if (profiler !== undefined) {
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
  await profiler.send('Profiler.start');
}
await page.waitForTimeout(SECONDS * 1000);
// Ten one-click lays, 400 ms apart (under the 5 calls a second): click → placeOrders each time.
const CLICKS = 10;
for (let click = 0; click < CLICKS; click += 1) {
  await firstLadder.getByRole('button', { name: /^LAY at 2\.9$/i }).click();
  await page.waitForTimeout(400);
}
const records = await page.evaluate(() => (window as unknown as { __bench: BenchRecords }).__bench);
const frames = await readFrames(page);
if (profiler !== undefined && PROFILE_FILE !== undefined) {
  const { profile } = await profiler.send('Profiler.stop');
  writeFileSync(PROFILE_FILE, JSON.stringify(profile));
}
clearInterval(churn);
await browser.close();
await server.stop();

console.log(`web: ${ladders} ladders, ${market.runners.length} runners each changing 25×/s, ${SECONDS} s`);
printLongTasks(frames);
printFrames(frames);
const latencies = records.clicks
  .slice(-CLICKS)
  .map((click, index) => (records.placements.at(index - CLICKS) ?? NaN) - click)
  .sort((a, b) => a - b);
console.log(
  `click on a ladder cell → placeOrders leaving the page (${latencies.length} clicks): median ${latencies[Math.floor(latencies.length / 2)]?.toFixed(1)} ms, worst ${latencies.at(-1)?.toFixed(1)} ms (budget ≤ 5 ms)`,
);
process.exit(0);
