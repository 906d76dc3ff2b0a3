// The embeddable widget's own bundle (issue 20 §2): one small classic script, no React, written
// to dist/embed/widget.js after the app's build (which empties dist first). The product server
// serves it at /embed/widget.js; scripts/check-widget-js.mjs keeps it at or under 30 KB gzip.
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { conditions: ['@greenbook/source'] },
  publicDir: false,
  build: {
    outDir: 'dist/embed',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    lib: {
      entry: 'src/embed/widget.ts',
      formats: ['iife'],
      name: 'GreenbookWidget',
      fileName: () => 'widget.js',
    },
  },
});
