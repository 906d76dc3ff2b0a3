// What the browser benches share: the built web app, a free loopback port known before the
// product starts (so the exchange's sign-on sends people back to it), and the product process on
// that port around a given embedded exchange, with an in-memory database.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Simulator } from '@greenbook/exchange-sim';
import { loadConfig, startServer, type RunningServer } from '@greenbook/server';

export const WEB_DIST = new URL('../../apps/web/dist/', import.meta.url);

/** Stops the bench with a clear message when the web app has not been built. */
export function requireBuiltWebApp(): void {
  if (!existsSync(new URL('index.html', WEB_DIST))) {
    console.error('Build the web app first: npm run build --workspace apps/web');
    process.exit(2);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The product on 127.0.0.1:`port` in embedded mode around `simulator`. */
export function startBenchProduct(port: number, simulator: Simulator): Promise<RunningServer> {
  return startServer(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      WEB_DIST: fileURLToPath(WEB_DIST),
    }),
    { simulator, inMemoryDatabase: true },
  );
}
