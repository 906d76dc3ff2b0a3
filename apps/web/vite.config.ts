// Vite for the web app: React, the workspace packages from source, `@/` for src, and in dev a
// proxy to the product server (which serves the built app itself in production).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { userGuideEn } from './src/features/static-pages/content/user-guide-en';
import { userGuidePt } from './src/features/static-pages/content/user-guide-pt';
import { userGuidePdfPath, type GuideImage } from './src/features/static-pages/model/user-guide';
import { buildUserGuidePdf } from './src/features/static-pages/pdf/user-guide-pdf';

const productServer = process.env['GREENBOOK_SERVER'] ?? 'http://127.0.0.1:8080';

/**
 * The User Guide's PDFs (account-and-product §2 "Static pages"), one per language, made from the
 * page's own content modules and screenshots by every build and emitted at userGuidePdfPath (the
 * product serves the build folder, a .pdf as application/pdf). A guide edit reaches the PDF with
 * the next build, never by hand.
 */
function userGuidePdfs(): Plugin {
  const readImage = (name: GuideImage) =>
    readFileSync(new URL(`./src/features/static-pages/assets/guide/${name}.jpg`, import.meta.url));
  return {
    name: 'greenbook-user-guide-pdf',
    apply: 'build',
    async generateBundle() {
      for (const [language, guide] of [
        ['en', userGuideEn],
        ['pt', userGuidePt],
      ] as const) {
        this.emitFile({
          type: 'asset',
          fileName: userGuidePdfPath(language).slice(1),
          source: await buildUserGuidePdf(guide, { language, readImage }),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), userGuidePdfs()],
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
            // The command menu is the palette's alone (issue 21 §5), a lazy chunk: it stays there.
            // So do the parts only later pages show (sliders, switches, tabs, pagination, tables,
            // accordion): in this group they, and their Radix packages, weighed on the market route's
            // first load though no first paint of a market draws them.
            {
              name: 'ui',
              test: /src[\\/]components[\\/]ui[\\/](?!(command-menu|slider|switch|tabs|pagination|table|accordion)\.)/,
              minShareCount: 2,
            },
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
