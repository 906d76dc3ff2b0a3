// Browser tests against the real stack: the product server (embedded exchange, PGlite in a temp
// folder) started by global-setup on a free loopback port, driven in Debian's Chromium — never a
// downloaded browser (stack.md).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

export default defineConfig({
  testDir: '.',
  // `npm run screenshots` sets SCREENSHOTS to run the README screenshot script instead of the tests.
  testMatch: process.env['SCREENSHOTS'] === undefined ? '**/*.spec.ts' : 'screenshots/*.ts',
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
