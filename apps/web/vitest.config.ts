import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/** Files that mock modules (vi.mock): they run in the 'web-isolated' project. */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

export function webTestProject(test: NonNullable<TestProjectInlineConfiguration['test']>) {
  return defineProject({
    plugins: [react()],
    resolve: {
      conditions: ['@greenbook/source'],
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['src/testing/setup-tests.ts'],
      // Hang bounds, not speed limits: on a 2-core machine saturated by other work a test that
      // renders the app in jsdom can take many times its quiet-machine time.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      ...test,
    },
  });
}

export default webTestProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: [...configDefaults.exclude, ISOLATED_TESTS],
  // A worker's files run one after another on the same modules instead of each importing React,
  // the router and the design system afresh: the suite takes 2.5 minutes instead of 6.5 on CI's
  // two cores. Each file leaves the next a fresh page (src/testing/fresh-page.ts). A module mock
  // cannot reach a module another file already imported, so files with vi.mock are named
  // *.isolated.test.* and run in a project of their own (vitest.isolated.config.ts).
  isolate: false,
});
