import { defineConfig } from 'vitest/config';

// Every workspace brings its own vitest.config.ts; `vitest run` at the root runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tools/vitest.config.ts'],
    // scripts/test.mjs runs the server suite a second time (on PostgreSQL) into another file.
    reporters: [
      'default',
      ['json', { outputFile: process.env['VITEST_JSON'] ?? '.test-results/vitest.json' }],
    ],
  },
});
