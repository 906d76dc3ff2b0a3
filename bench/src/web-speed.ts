// The market screen under a busy market (web-app issue §6, issue 21 §6): 4 ladders open on an
// in-play market whose every runner changes at least 20 times a second. Prints long tasks (budget:
// none over 50 ms), frame times (p95 ≤ 16.7 ms), the time from a click on a ladder cell in
// one-click mode to the placeOrders request leaving the page (p99 ≤ 3 ms over 100 clicks, with the
// worst), and the time from a market-change message reaching the page to the end of the frame
// that draws it (p95 ≤ one frame; also read in frames: the share of messages painted in the
// first frame after they arrived, that frame on time). The clicks' time is also split at the
// page's pointerup and click, and read again with the market still, so a reading says how much of
// it the stream takes and how much Chromium and the machine. The market route's initial
// JavaScript has one measure, `node scripts/check-initial-js.mjs` (in npm test). Needs the web
// build (npm run build --workspace apps/web). Never fails on time.
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
import { chromium, type Locator, type Worker } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@greenbook/e2e/chromium';
import { benchMarketSpec, benchMarketTraderSpec } from './bench-fixtures.js';
import { freePort, requireBuiltWebApp, startBenchProduct } from './bench-product.js';
import {
  clickRepeatedlyAsAPerson,
  printFrames,
  printLongTasks,
  readFrames,
  recordFrames,
  resetFrames,
  signInAsDemo,
  spread,
} from './page-timing.js';
import { countMutationsOutsideRows, printMutations, readMutations } from './dom-mutations.js';
import { printTraceSummary, writeTraceFile } from './trace-summary.js';
import { printClickBreakdown } from './click-breakdown.js';
import {
  clickLatencies,
  forgetStreamRecords,
  type ClickLatencies,
  paintedTimes,
  readClickAndPaintRecords,
  readPainterFrames,
  recordPainterFrames,
  recordClicksAndPaints,
} from './click-and-paint-records.js';
import { type CpuAccount, printCpu, readCpu } from './process-cpu.js';
import { startHeapSampling, stopHeapSampling } from './heap-sample.js';

const SECONDS = Number(process.argv[2] ?? 10);
const CLICKS = Number(process.argv[3] ?? 100);
/** One frame of the 60 Hz display Chromium draws for (headless or not). */
const FRAME_MS = 1000 / 60;
// BENCH_WEB_PROFILE=FILE also writes a Chromium CPU profile of the measured part (open it in the
// browser's performance panel; the bundle's source map names the functions).
const PROFILE_FILE = process.env['BENCH_WEB_PROFILE'];
// BENCH_WEB_TRACE=FILE writes a Chromium trace of the clicks: every thread's style, layout, paint,
// raster and compositing (open it in the browser's performance panel).
// BENCH_WEB_TRACE_CATEGORIES overrides what it records, e.g. adding
// disabled-by-default-devtools.timeline.invalidationTracking to learn what made the page repaint.
const TRACE_FILE = process.env['BENCH_WEB_TRACE'];
// BENCH_WEB_MUTATIONS=1 counts, during the clicks, the DOM changes outside the ladders' rows (each
// row is its own layout root; a change elsewhere lays the page out from its root), by the changed
// node's nearest classed ancestors: what to contain or stop redrawing next.
const COUNT_MUTATIONS = process.env['BENCH_WEB_MUTATIONS'] === '1';
// BENCH_WEB_HEAP=1 prints what the page allocated during the churning seconds before the clicks, by
// function (heap-sample.ts): the garbage that becomes collections a click may wait behind.
const SAMPLE_HEAP = process.env['BENCH_WEB_HEAP'] === '1';
// BENCH_WEB_VIEW=grid measures the market's grid (the view a market opens in) instead of 4 ladders.
const VIEW = process.env['BENCH_WEB_VIEW'] === 'grid' ? 'grid' : 'ladder';
const TRACE_CATEGORIES =
  process.env['BENCH_WEB_TRACE_CATEGORIES'] ??
  'devtools.timeline,disabled-by-default-devtools.timeline,blink,cc,gpu,viz,toplevel';
requireBuiltWebApp();

// A free port known up front, so the exchange's sign-on sends people back to this server.
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const simulator = new Simulator({ vendor: { ...SIM_DEFAULTS.vendor, redirectUrl: `${url}/` } });
const maker = simulator.exchange.addAccount(benchMarketTraderSpec('maker'));
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
// The ladder painter's worker (apps/web features/ladder/paint) records its frames from its start.
let painter: Worker | undefined;
page.on('worker', (worker) => {
  if (!worker.url().includes('ladder-paint')) return;
  painter = worker;
  // The `__name` helper tsx's keepNames wraps named functions in (page-timing.ts), then the record.
  void worker
    .evaluate('self.__name = (fn) => fn;')
    .then(() => worker.evaluate(recordPainterFrames))
    .catch((error: unknown) => console.error("the ladder painter's frames are not recorded:", error));
});
await recordFrames(page);
await page.addInitScript(recordClicksAndPaints);
await signInAsDemo(page, server.url);
await page.goto(`${server.url}/market/39000001/${market.marketId}`);
// The click's target: a ladder's LAY cell at 2.9 (the ladders auto-selected are the lowest odds at
// that moment, which the churn keeps changing: whichever ladder comes first), or in the grid the
// first runner's best lay, whatever its price.
let target: Locator;
let drawn: string;
if (VIEW === 'grid') {
  target = page.getByRole('button', { name: /^Lay Runner 1 at / }).first();
  await target.waitFor();
  drawn = `the grid of ${market.runners.length} runners`;
} else {
  await page.getByRole('button', { name: 'Ladder', exact: true }).click();
  const firstLadder = page.getByRole('region', { name: /^Runner \d$/ }).first();
  await firstLadder.waitFor();
  target = firstLadder.getByRole('button', { name: /^LAY at 2\.9$/i });
  drawn = `${await page.getByRole('region', { name: /^Runner \d$/ }).count()} ladders`;
}
await resetFrames(page);
await page.evaluate(forgetStreamRecords);
const profiler = PROFILE_FILE === undefined ? undefined : await page.context().newCDPSession(page);
if (profiler !== undefined) {
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
  await profiler.send('Profiler.start');
}
const heapSampler = SAMPLE_HEAP ? await startHeapSampling(page) : undefined;
await page.waitForTimeout(SECONDS * 1000);
const heapReport = heapSampler === undefined ? [] : await stopHeapSampling(heapSampler, SECONDS);
const tracer = TRACE_FILE === undefined ? undefined : await page.context().newCDPSession(page);
const traceEvents: unknown[] = [];
if (tracer !== undefined) {
  tracer.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
  await tracer.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
}
if (COUNT_MUTATIONS) await page.evaluate(countMutationsOutsideRows);
// One-click lays, each a person's click 610 ms after the last (under the 5 calls a second, so none
// waits in the API client's queue): click → placeOrders each time. The stream keeps churning.
const churningCpu = cpuFrom();
await clickRepeatedlyAsAPerson(page, target, CLICKS);
const churningCpuUsed = churningCpu.end();
if (tracer !== undefined && TRACE_FILE !== undefined) {
  const complete = new Promise((resolve) => tracer.once('Tracing.tracingComplete', resolve));
  await tracer.send('Tracing.end');
  await complete;
  writeTraceFile(TRACE_FILE, traceEvents);
}
const records = await page.evaluate(readClickAndPaintRecords);
const painterFrames = painter === undefined ? [] : await painter.evaluate(readPainterFrames);
const mutations = COUNT_MUTATIONS ? await page.evaluate(readMutations) : undefined;
const frames = await readFrames(page);
if (profiler !== undefined && PROFILE_FILE !== undefined) {
  const { profile } = await profiler.send('Profiler.stop');
  writeFileSync(PROFILE_FILE, JSON.stringify(profile));
}
// The same clicks with the market still (the churn stopped, its last messages drawn): what the page
// and the machine leave of the budget without the stream, in the same run.
clearInterval(churn);
await page.waitForTimeout(2000);
const stillCpu = cpuFrom();
await clickRepeatedlyAsAPerson(page, target, CLICKS);
const stillCpuUsed = stillCpu.end();
const stillClicks = clickLatencies(await page.evaluate(readClickAndPaintRecords), CLICKS);
await browser.close();
await server.stop();

console.log(`web: ${drawn}, ${market.runners.length} runners each changing 25×/s, ${SECONDS} s`);
printLongTasks(frames);
printFrames(frames);
// Each measured click with the first placeOrders after it (before the next click): a click that
// sent none (a refused bet) is counted apart rather than paired with a later request.
printClicks('click on a price cell → placeOrders leaving the page', clickLatencies(records, CLICKS));
const handled = records.handlerMs.reduce((sum, ms) => sum + ms, 0);
console.log(
  `stream message handler (${records.handlerMs.length.toLocaleString('en-GB')} messages, both streams): ${spread(records.handlerMs)}, ${handled.toFixed(0)} ms in all`,
);
const painted = paintedTimes(records, painterFrames);
const updates = painted.updateToPainted.filter((ms) => ms >= 0);
console.log(
  `market-change message → painted (${updates.length.toLocaleString('en-GB')} messages): ${spread(updates)} (budget p95 ≤ 16.7 ms, one frame)`,
);
console.log(
  `  of which the drawing frame, from its start to painted (${painted.frameToPainted.length.toLocaleString('en-GB')} frames): ${spread(painted.frameToPainted)}`,
);
console.log(
  `  ladder painter (worker): ${painterFrames.length.toLocaleString('en-GB')} frames, their drawing ${spread(painterFrames.map(([start, end]) => end - start))}; painted after the page's frame for ${painted.painterLater.toLocaleString('en-GB')} of ${records.batches.length.toLocaleString('en-GB')} drawing frames`,
);
// The budget read in frames: every message is drawn by the first frame after it arrives (the app's
// once-a-frame flush), so it is on screen within one frame unless that frame overran its slot and
// the display skipped the next (then the next frame starts 2 intervals later, not 1).
const onTime = records.drawingFrames.filter((frame) => frame.toNextFrame < 1.5 * FRAME_MS);
const messagesIn = (frames: readonly { messages: number }[]) =>
  frames.reduce((sum, frame) => sum + frame.messages, 0);
const drawnMessages = messagesIn(records.drawingFrames);
console.log(
  `  in frames: ${((100 * messagesIn(onTime)) / Math.max(1, drawnMessages)).toFixed(1)} % of ${drawnMessages.toLocaleString('en-GB')} messages painted in the first frame after they arrived, that frame on time (${onTime.length.toLocaleString('en-GB')} of ${records.drawingFrames.length.toLocaleString('en-GB')} drawing frames; late: the next frame began 1.5 intervals or more after it)`,
);
printClicks('the same clicks with the market still (no stream changes)', stillClicks);
printCpu('during the churning clicks', ...churningCpuUsed);
printCpu('during the still clicks', ...stillCpuUsed);
if (mutations !== undefined) printMutations(mutations);
heapReport.forEach((line) => console.log(line));
if (tracer !== undefined) {
  printTraceSummary(traceEvents);
  printClickBreakdown(traceEvents);
}
process.exit(0);

/** A CPU reading from now; `end` gives it with the reading at its end and the seconds between. */
function cpuFrom(): { end: () => [CpuAccount, CpuAccount, number] } {
  const before = readCpu();
  const start = performance.now();
  return { end: () => [before, readCpu(), (performance.now() - start) / 1000] };
}

function printClicks(what: string, clicks: ClickLatencies): void {
  console.log(
    `${what} (${clicks.sent} of ${clicks.counted} clicks sent one, on ${[...clicks.on].map((label) => `"${label}"`).join(', ')}): ${spread(clicks.toPlaceOrders)} (budget p99 ≤ 3 ms)`,
  );
  console.log(
    `  of which release → pointerup at the page (Chromium's delivery, the hit test): ${spread(clicks.toPointerUp)}; pointerup → click (the release's other handlers): ${spread(clicks.toClick)}; click → placeOrders (the app's own path): ${spread(clicks.clickToPlaceOrders)}`,
  );
}
