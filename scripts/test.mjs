// The README's test command: every check the project has, in order, then one summary line.
// Steps stop at the first failure so a red lint never hides behind a long test run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** System packages the suites need, as package:command (browser tests drive Debian's chromium). */
const SYSTEM_PACKAGES = ['chromium:/usr/bin/chromium'];
const RESULTS = '.test-results/vitest.json';

const steps = [
  ['system packages', 'bash', ['scripts/ensure-system-packages.sh', ...SYSTEM_PACKAGES]],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['typecheck', 'npx', ['tsc', '-b']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
];

function summary() {
  if (!existsSync(RESULTS)) return;
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(RESULTS, 'utf8'));
  const skipped = numPendingTests > 0 ? `, ${numPendingTests} skipped` : '';
  console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed${skipped}`);
}

rmSync(RESULTS, { force: true });
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status ?? 'signal'})`);
    summary();
    process.exit(status ?? 1);
  }
}
summary();
