// How much JavaScript a route of the web app makes the browser fetch before it can draw (issue 15
// §4: the market route stays within 300 KB gzip). Read from Vite's build manifest: the entry
// chunk, the route's lazily loaded chunk, and every chunk those import statically; chunks loaded
// later (dynamic imports) do not count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The market route's budget: 300 kB of gzip, in Vite's units (1 kB = 1000 bytes). */
export const MARKET_ROUTE_BUDGET_BYTES = 300_000;
/** The module the market route loads lazily (apps/web/src/app/routes.tsx). */
export const MARKET_ROUTE_MODULE = 'src/app/market-screen.tsx';
/** The module the landing page (a visitor's /) loads lazily (apps/web/src/app/layouts.tsx). */
export const LANDING_ROUTE_MODULE = 'src/features/session/landing.ts';

/**
 * The JS files fetched to show the route whose lazy module is `routeModule`.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest
 * @param {string} routeModule
 * @returns {string[]}
 */
export function initialFiles(manifest, routeModule) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  if (entries.length === 0) throw new Error('the build manifest has no entry chunk');
  if (manifest[routeModule] === undefined) {
    throw new Error(`the build manifest has no chunk for ${routeModule}: is the route still lazy?`);
  }
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the build manifest names ${key} but has no such chunk`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, routeModule]) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * The gzip size of a route's initial JS in a built app (`dist` holding `.vite/manifest.json`).
 * @param {string} dist
 * @param {string} routeModule
 * @returns {{ files: { file: string, gzipBytes: number }[], gzipBytes: number }}
 */
export function initialJsSize(dist, routeModule) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = initialFiles(manifest, routeModule).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(dist, file))).length,
  }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
