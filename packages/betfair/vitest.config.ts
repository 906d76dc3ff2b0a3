import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@greenbook/source'] },
  ssr: { resolve: { conditions: ['@greenbook/source'] } },
  test: {
    name: 'betfair',
    environment: 'node',
    // One module registry per worker, not per file (CI time; the files share no module state).
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Hang bounds, not speed limits: on a 2-core machine saturated by other work a test that
    // replays a recorded market or runs real sockets can take many times its quiet-machine time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
