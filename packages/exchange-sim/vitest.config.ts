import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@greenbook/source'] },
  ssr: { resolve: { conditions: ['@greenbook/source'] } },
  test: {
    name: 'exchange-sim',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
