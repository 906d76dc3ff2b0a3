// The README's test command: every check the project has, in order, then one summary line.
// Steps stop at the first failure so a red lint never hides behind a long test run; the static
// checks run side by side.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';

/** System packages the suites need, as package:command (browser tests drive Debian's chromium; the
 * practice spec compresses a historical file with bzip2). */
const SYSTEM_PACKAGES = ['chromium:/usr/bin/chromium', 'bzip2:/usr/bin/bzip2'];
const RESULTS = ['.test-results/vitest.json', '.test-results/server-postgres.json', '.test-results/e2e.json'];
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** True when something listens on 127.0.0.1:port. */
function answersOn(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The PostgreSQL to run the server suite against a second time: DATABASE_URL, else a local one that answers. */
async function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  return (await answersOn(5432)) ? LOCAL_POSTGRES : undefined;
}

/** The Redis of that run (two instances sharing limits): REDIS_URL, else a local one that answers. */
async function redisUrl() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  return (await answersOn(6379)) ? LOCAL_REDIS : undefined;
}

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of RESULTS) {
    if (!existsSync(file)) continue;
    const results = JSON.parse(readFileSync(file, 'utf8'));
    if (results.stats !== undefined) {
      // Playwright's JSON report
      passed += results.stats.expected;
      failed += results.stats.unexpected + results.stats.flaky;
      skipped += results.stats.skipped;
    } else {
      passed += results.numPassedTests;
      failed += results.numFailedTests;
      skipped += results.numPendingTests;
    }
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
}

function run(name, command, args, env = process.env) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status ?? 'signal'})`);
    summary();
    process.exit(status ?? 1);
  }
}

/**
 * Runs single-threaded checks side by side (each on a core of its own; on CI's two cores the three
 * static checks take the time of the longest, lint, instead of their sum). Each step's output is
 * printed whole when it ends, so steps never interleave; the first failure stops the run.
 */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            console.log(`\n▶ ${name}${output === '' ? '' : `\n${output.trimEnd()}`}`);
            resolve({ name, status });
          });
        }),
    ),
  );
  const failed = results.find(({ status }) => status !== 0);
  if (failed !== undefined) {
    console.error(`\n✖ ${failed.name} failed (exit ${failed.status ?? 'signal'})`);
    summary();
    process.exit(failed.status ?? 1);
  }
}

for (const file of RESULTS) rmSync(file, { force: true });
run('system packages', 'bash', ['scripts/ensure-system-packages.sh', ...SYSTEM_PACKAGES]);
await runTogether([
  { name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-b'] },
]);
run('unit and integration tests (server on PGlite)', 'npx', ['vitest', 'run']);
const postgres = await postgresUrl();
if (postgres === undefined) {
  console.log(
    '\nPostgreSQL does not answer on 127.0.0.1:5432 and DATABASE_URL is unset: server suite ran on PGlite only.',
  );
} else {
  const redis = await redisUrl();
  if (redis === undefined)
    console.log(
      '\nRedis does not answer on 127.0.0.1:6379 and REDIS_URL is unset: the two-instance test is skipped.',
    );
  run('server suite on PostgreSQL (and Redis)', 'npx', ['vitest', 'run', '--project', 'server'], {
    ...process.env,
    TEST_DATABASE_URL: postgres,
    ...(redis === undefined ? {} : { TEST_REDIS_URL: redis }),
    VITEST_JSON: RESULTS[1],
  });
}
run('web build', 'npm', ['run', '--silent', 'build', '--workspace', 'apps/web']);
run('market route initial JS ≤ 300 kB gzip', 'node', ['scripts/check-initial-js.mjs']);
run('widget script ≤ 30 KB gzip', 'node', ['scripts/check-widget-js.mjs']);
run('browser tests (Playwright, Chromium)', 'npx', [
  'playwright',
  'test',
  '--config',
  'e2e/playwright.config.ts',
]);
summary();
