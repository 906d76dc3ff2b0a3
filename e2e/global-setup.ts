// Starts the product once for the whole run on a free port of 127.0.0.1, with a fresh PGlite
// folder, and stops it at the end. Tests read its address from E2E_BASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// A hang bound, not a speed limit: tsx compiles the server and PGlite migrates on start, which
// takes a minute or more on a 2-core machine saturated by other work.
const START_UP_BOUND_MS = 180_000;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_UP_BOUND_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the product server did not answer /api/health within ${START_UP_BOUND_MS / 1000} s`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'greenbook-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    'node',
    ['--conditions=@greenbook/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHealth(url, child);
  process.env['E2E_BASE_URL'] = url;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
