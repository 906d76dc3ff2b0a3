// Vite for the web app: React, the workspace packages from source, `@/` for src, and in dev a
// proxy to the product server (which serves the built app itself in production).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const productServer = process.env['GREENBOOK_SERVER'] ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['@greenbook/source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The manifest lets scripts/check-initial-js.mjs weigh what the market route loads first.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Zod's chunk carries the switch to jitless parsing (src/lib/validation/no-eval-schemas.ts):
          // every chunk that defines a schema imports this one, so the switch runs before any
          // schema is built, wherever the bundler puts the schemas.
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|no-eval-schemas/ },
            // The design system's parts that two or more chunks share travel together: left to the
            // bundler they fell into a chunk per set of pages sharing a part (select, dialog,
            // skeleton…), each costing a request and its own gzip dictionary, and the market route's
            // budget counts their sum (issue 17: the lists and search pages each split more off).
            { name: 'ui', test: /src[\\/]components[\\/]ui[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': productServer,
      '/exchange': productServer,
      '/identitysso': productServer,
      '/inplayservice': productServer,
      '/feeds_images': productServer,
      '/stream': { target: productServer.replace(/^http/, 'ws'), ws: true },
    },
  },
});
