import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'trading',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
