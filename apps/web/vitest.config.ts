import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['@greenbook/source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // Hang bounds, not speed limits: on a 2-core machine saturated by other work a test that
    // renders the app in jsdom can take many times its quiet-machine time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
