// Lighthouse on the landing page and on a market page (issue 15 §4: accessibility ≥ 95, best
// practices ≥ 95): prints the accessibility, best-practices and performance scores and the failed
// audits of the first two. Offline: the product runs here on loopback with its embedded exchange,
// and Lighthouse drives Debian's Chromium (never a downloaded browser) through its debugging port.
// The market page needs a session, so the browser signs in first in its default profile, which the
// tab Lighthouse opens shares. Needs the web build (npm run build --workspace apps/web). Never
// fails on a score. Usage: npm run bench:lighthouse [-- --desktop]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMarket, SIM_DEFAULTS, Simulator } from '@greenbook/exchange-sim';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@greenbook/e2e/chromium';
import { benchMarketSpec } from './bench-fixtures.js';
import { freePort, requireBuiltWebApp, startBenchProduct } from './bench-product.js';
import { signInAsDemo } from './page-timing.js';

const DESKTOP = process.argv.includes('--desktop');
const CATEGORIES = ['accessibility', 'best-practices', 'performance'] as const;
const PERFORMANCE_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
requireBuiltWebApp();

// The product's port is known up front, so the exchange's sign-on sends people back to it.
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const simulator = new Simulator({ vendor: { ...SIM_DEFAULTS.vendor, redirectUrl: `${url}/` } });
const marketSpec = benchMarketSpec();
const market = simulator.exchange.addMarket(marketSpec);
openMarket(simulator.exchange, market);
const server = await startBenchProduct(port, simulator);

const debuggingPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'greenbook-lighthouse-'));
const browser = await chromium.launchPersistentContext(profile, {
  ...CHROMIUM_LAUNCH_OPTIONS,
  args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--remote-debugging-port=${debuggingPort}`],
});

/** What a failed audit found (a console error's text, an issue's kind), a few lines at most. */
function findings(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const { description, issueType, source, url } = item as Record<string, unknown>;
    return [source, issueType, description, url].filter((part) => typeof part === 'string').join(' ');
  });
}

async function audit(name: string, pageUrl: string): Promise<void> {
  const flags: Flags = {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    // Keep the session the sign-in stored; Lighthouse would clear the origin's storage otherwise.
    disableStorageReset: true,
    onlyCategories: [...CATEGORIES],
  };
  const result = await lighthouse(pageUrl, flags, DESKTOP ? desktopConfig : undefined);
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${pageUrl}`);
  const lhr: Result = result.lhr;
  const scores = CATEGORIES.map((id) => `${id} ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`);
  console.log(`${name.padEnd(8)} ${scores.join('  ')}`);
  if (lhr.runtimeError !== undefined) console.log(`         Lighthouse failed: ${lhr.runtimeError.message}`);
  // What the performance score is made of, and what the largest paint was: the figure to act on.
  const metrics = PERFORMANCE_METRICS.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`);
  console.log(`         ${metrics.join('  ')}`);
  const largest = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  const snippet = largest?.items?.[0]?.items?.[0]?.node?.snippet;
  if (snippet !== undefined) console.log(`         largest paint: ${snippet}`);
  const shifts = lhr.audits['layout-shifts']?.details as
    { items?: Array<{ score?: number; node?: { snippet?: string } }> } | undefined;
  for (const shift of (shifts?.items ?? []).slice(0, 3)) {
    console.log(`         layout shift ${String(shift.score?.toFixed(3))}: ${shift.node?.snippet ?? '?'}`);
  }
  for (const id of ['accessibility', 'best-practices'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item !== undefined && item.score !== null && item.score < 1) {
        console.log(`         ${id} failed: ${item.id} (${item.title})`);
        for (const line of findings(item.details)) console.log(`           ${line}`);
      }
    }
  }
}

try {
  console.log(`Lighthouse ${DESKTOP ? 'desktop' : 'mobile'} preset, Chromium /usr/bin/chromium, ${url}`);
  await audit('landing', `${url}/`);
  await signInAsDemo(browser.pages()[0] ?? (await browser.newPage()), url);
  await audit('market', `${url}/market/${marketSpec.event.id}/${market.marketId}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
