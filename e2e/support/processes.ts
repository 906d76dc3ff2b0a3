// The processes a browser run needs (the product, the standalone exchange), started from the
// TypeScript sources on free loopback ports and always stopped: at teardown, when a later start
// fails, and when the runner itself exits, so no process or port outlives the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
// A hang bound, not a speed limit: tsx compiles the server and PGlite migrates on start, which
// takes a minute or more on a 2-core machine saturated by other work.
const START_LIMIT_MS = 180_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  readonly name: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A runner that dies without its teardown still takes its children with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Runs a TypeScript entry point of the repository with the source conditions, as `npm start` does. */
export function startSource(
  name: string,
  entry: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): ChildProcess & Started {
  const child = spawn('node', ['--conditions=@greenbook/source', '--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return Object.assign(child, {
    name,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      running.delete(child);
    },
  });
}

/** Waits until `ready` holds (polled every 100 ms), failing if the process exits first. */
export async function waitUntil(
  process: ChildProcess & Started,
  ready: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${process.name} exited with ${process.exitCode}`);
    try {
      if (await ready()) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${process.name} was not ready within ${START_LIMIT_MS / 1000} s`);
}

/** Answers once the URL answers 2xx. */
export const answers = (url: string) => async (): Promise<boolean> => (await fetch(url)).ok;
