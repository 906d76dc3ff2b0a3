import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@greenbook/source'] },
  ssr: { resolve: { conditions: ['@greenbook/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite databases and servers per test file: keep files apart, tests within a file in order.
    fileParallelism: true,
  },
});
