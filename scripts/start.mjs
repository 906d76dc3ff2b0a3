// The README's run command: build what is stale, then start the product server (apps/server),
// which prints its URL and the embedded exchange's demo accounts.
import { spawnSync } from 'node:child_process';

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

console.log('Building Greenbook (tsc -b, then the web app)…');
run('npx', ['tsc', '-b']);
run('npm', ['run', '--silent', 'build', '--workspace', 'apps/web']);

// From the repository root, so DATA_DIR (./.data) and WEB_DIST (apps/web/dist) resolve here.
run('node', ['--conditions=@greenbook/source', '--import', 'tsx', 'apps/server/src/main.ts']);
