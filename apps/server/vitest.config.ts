import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@greenbook/source'] },
  ssr: { resolve: { conditions: ['@greenbook/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    // One module registry per worker, not per file (CI time; the files share no module state).
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Hang bounds, not speed limits: each test starts a real server on a fresh PGlite (WASM
    // start-up plus migrations), which takes tens of seconds on a 2-core machine saturated by
    // other work.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
