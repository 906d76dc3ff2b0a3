import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@greenbook/source'] },
  ssr: { resolve: { conditions: ['@greenbook/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test starts a real server on a fresh PGlite (WASM start-up plus migrations): seconds on a
    // busy 2-core machine, so the default 5 s is too tight.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
