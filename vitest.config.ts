import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every workspace brings its own vitest.config.ts; `vitest run` at the root runs them all.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'tools/vitest.config.ts',
    ],
    // Every core, not vitest's default of one fewer: on CI's 2 cores that default is a single
    // worker, and the files ran one after another (the suite was 20 minutes of a 30-minute CI).
    maxWorkers: availableParallelism(),
    // scripts/test.mjs runs the server suite a second time (on PostgreSQL) into another file.
    reporters: [
      'default',
      ['json', { outputFile: process.env['VITEST_JSON'] ?? '.test-results/vitest.json' }],
    ],
  },
});
