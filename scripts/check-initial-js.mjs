// Prints the initial JavaScript (entry, route chunk and their static imports) of the landing page
// and of the market route, and fails when the market route's passes 300 kB gzip (issue 15 §4).
// Run after the web build: `npm test` does; alone,
// `npm run --silent build --workspace apps/web && node scripts/check-initial-js.mjs`.
import {
  LANDING_ROUTE_MODULE,
  MARKET_ROUTE_BUDGET_BYTES,
  MARKET_ROUTE_MODULE,
  initialJsSize,
} from '../tools/initial-js.js';

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const ROUTES = [
  { name: 'landing', module: LANDING_ROUTE_MODULE, budget: undefined },
  { name: 'market route', module: MARKET_ROUTE_MODULE, budget: MARKET_ROUTE_BUDGET_BYTES },
];

let overBudget = false;
for (const { name, module, budget } of ROUTES) {
  try {
    const { files, gzipBytes } = initialJsSize('apps/web/dist', module);
    for (const { file, gzipBytes: size } of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kB(size).padStart(9)}  ${file}`);
    }
    console.log(
      `${name} initial JS: ${kB(gzipBytes)} gzip${budget === undefined ? '' : ` (budget ${kB(budget)})`}\n`,
    );
    if (budget !== undefined && gzipBytes > budget) overBudget = true;
  } catch (error) {
    console.error(
      `✖ cannot measure the ${name}'s initial JS: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
if (overBudget) {
  console.error('✖ the market route loads too much JavaScript: split more of it into lazy chunks');
  process.exit(1);
}
