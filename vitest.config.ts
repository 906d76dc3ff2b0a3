import { defineConfig } from 'vitest/config';

// Every workspace brings its own vitest.config.ts; `vitest run` at the root runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tools/vitest.config.ts'],
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
