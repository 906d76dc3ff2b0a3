// Browser tests against the real stack, started by global-setup on free loopback ports: the
// product in embedded mode, and (project "betfair-mode", specs named *betfair-mode.spec.ts) the
// product in betfair mode against the standalone exchange standing in for Betfair; driven in
// Debian's Chromium — never a downloaded browser (stack.md). The workers read the addresses
// global-setup exports when they load this.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

const BETFAIR_MODE_SPECS = '**/*betfair-mode.spec.ts';

export default defineConfig({
  testDir: '.',
  // `npm run screenshots` sets SCREENSHOTS to run the README screenshot script instead of the tests.
  projects:
    process.env['SCREENSHOTS'] === undefined
      ? [
          { name: 'embedded', testMatch: '**/*.spec.ts', testIgnore: BETFAIR_MODE_SPECS },
          {
            name: 'betfair-mode',
            testMatch: BETFAIR_MODE_SPECS,
            use: { baseURL: process.env['E2E_BETFAIR_BASE_URL'] },
          },
        ]
      : [{ name: 'screenshots', testMatch: 'screenshots/*.ts' }],
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Hang bounds, not speed limits: on a 2-core machine saturated by other work a page can take
  // many seconds to show what it waits for, and a test several minutes.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    baseURL: process.env['E2E_BASE_URL'],
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'off',
  },
});
