// Fails when the embeddable widget's script (apps/web/dist/embed/widget.js, built by the web
// build) passes 30 KB gzip (issue 20 §2: third-party pages load it). Run after the web build:
// `npm test` does; alone, `npm run --silent build --workspace apps/web && node scripts/check-widget-js.mjs`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const FILE = 'apps/web/dist/embed/widget.js';
const BUDGET_BYTES = 30 * 1024;

let source;
try {
  source = readFileSync(FILE);
} catch (error) {
  console.error(
    `✖ cannot read ${FILE} (build the web app first): ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
const gzipBytes = gzipSync(source, { level: 9 }).length;
console.log(`widget script: ${(gzipBytes / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
if (gzipBytes > BUDGET_BYTES) {
  console.error('✖ the widget script is too large: third-party pages load it, keep it small');
  process.exit(1);
}
