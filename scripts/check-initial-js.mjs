// Fails when the market route's initial JavaScript (entry, market chunk and their static imports)
// passes 300 kB gzip (issue 15 §4). Run after the web build: `npm test` does; alone,
// `npm run --silent build --workspace apps/web && node scripts/check-initial-js.mjs`.
import { MARKET_ROUTE_BUDGET_BYTES, MARKET_ROUTE_MODULE, initialJsSize } from '../tools/initial-js.js';

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

try {
  const { files, gzipBytes } = initialJsSize('apps/web/dist', MARKET_ROUTE_MODULE);
  for (const { file, gzipBytes: size } of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kB(size).padStart(9)}  ${file}`);
  }
  console.log(`market route initial JS: ${kB(gzipBytes)} gzip (budget ${kB(MARKET_ROUTE_BUDGET_BYTES)})`);
  if (gzipBytes > MARKET_ROUTE_BUDGET_BYTES) {
    console.error('✖ the market route loads too much JavaScript: split more of it into lazy chunks');
    process.exit(1);
  }
} catch (error) {
  console.error(
    `✖ cannot measure the market route's initial JS: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
