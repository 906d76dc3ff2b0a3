// The README's run command: build what is stale, then start the product server.
// Until apps/server exists (the product-service issue) it builds the workspaces that exist
// and says what runs where, so `npm start` never fails on a fresh machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

console.log('Building Greenbook (tsc -b)…');
run('npx', ['tsc', '-b']);

const serverManifest = 'apps/server/package.json';
if (existsSync(serverManifest) && JSON.parse(readFileSync(serverManifest, 'utf8')).scripts?.start) {
  run('npm', ['run', 'start', '--workspace', 'apps/server']);
} else {
  console.log(
    [
      '',
      'Greenbook is built. What exists so far:',
      '  packages/trading   the trading rules (ladders, stakes, positions, cash out, auto bets…): built',
      '  apps/server        the product server arrives with the product-service issue;',
      '                     until then there is no process to keep running.',
      '',
      'Run the tests with: npm test',
    ].join('\n'),
  );
}
