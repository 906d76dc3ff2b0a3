// Starts what the browser tests run against, once for the whole run, on free ports of 127.0.0.1,
// and stops it at the end:
// - the product in embedded mode (its own exchange in-process), fresh PGlite: E2E_BASE_URL;
// - for betfair mode (betfair-mode.spec.ts), the standalone exchange on its own ports as if it were
//   Betfair (its own app key, the vendor redirect at the product's port, its self-signed stream
//   certificate written to a file), and a second product with EXCHANGE=betfair pointed at it by
//   URL, trusting that certificate: E2E_BETFAIR_BASE_URL.
// The README screenshots need only the first.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, freePort, startSource, waitUntil, type Started } from './support/processes';

/** The app key the stand-in Betfair issues the product: not the embedded exchange's default. */
const BETFAIR_MODE_APP_KEY = 'e2e-betfair-mode-app-key';
const VENDOR = { id: '70001', secret: 'greenbook-sim-vendor-secret' };
const PRODUCT = 'apps/server/src/main.ts';
/** Tennis fixtures per hour of the embedded world (SIM_LIVE_DENSITY). */
const LIVE_DENSITY = 140;

function productEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
}

async function startEmbeddedMode(folder: string, started: Started[]): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const product = startSource(
    'the product (embedded mode)',
    PRODUCT,
    [],
    // The cash-out spec moves markets with the house trader (POST /simulator/trade). 140 tennis
    // fixtures an hour keep over 200 tennis markets in play at any hour for lists.spec's long
    // /live list (one idle core at about 12 % instead of 3 %, see packages/exchange-sim/README.md).
    {
      ...productEnv(port, join(folder, 'sim')),
      SIM_MARKET_CONTROLS: '1',
      SIM_LIVE_DENSITY: String(LIVE_DENSITY),
    },
  );
  started.push(product);
  await waitUntil(product, answers(`${url}/api/health`));
  return url;
}

async function startBetfairMode(folder: string, started: Started[]): Promise<string> {
  const [apiPort, streamPort, tlsPort, productPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const betfair = `http://127.0.0.1:${apiPort}`;
  const url = `http://127.0.0.1:${productPort}`;
  const certificate = join(folder, 'stream-certificate.pem');
  const exchange = startSource(
    'the standalone exchange',
    'packages/exchange-sim/src/cli/exchange-cli.ts',
    [
      ...[
        '--port',
        String(apiPort),
        '--stream-port',
        String(streamPort),
        '--stream-tls-port',
        String(tlsPort),
      ],
      ...[
        '--app-key',
        BETFAIR_MODE_APP_KEY,
        '--vendor-redirect-url',
        `${url}/`,
        '--tls-cert-out',
        certificate,
      ],
    ],
    {},
  );
  started.push(exchange);
  // The certificate is written once the stream listens, just before the world starts.
  await waitUntil(
    exchange,
    async () =>
      existsSync(certificate) && (await fetch(`${betfair}/identitysso/view/vendor-login`)).status < 500,
  );
  const product = startSource('the product (betfair mode)', PRODUCT, [], {
    ...productEnv(productPort, join(folder, 'betfair')),
    EXCHANGE: 'betfair',
    BETFAIR_APP_KEY: BETFAIR_MODE_APP_KEY,
    BETFAIR_VENDOR_ID: VENDOR.id,
    BETFAIR_VENDOR_SECRET: VENDOR.secret,
    BETFAIR_VENDOR_USERNAME: 'pedro',
    BETFAIR_VENDOR_PASSWORD: 'pedro',
    BETFAIR_API_URL: `${betfair}/exchange/`,
    BETFAIR_IDENTITY_URL: `${betfair}/identitysso/`,
    BETFAIR_STREAM_HOST: '127.0.0.1',
    BETFAIR_STREAM_PORT: String(tlsPort),
    BETFAIR_STREAM_CA: certificate,
    BETFAIR_CHART_URL: `${betfair}/LoadRunnerInfoChartAction/`,
    BETFAIR_VIDEO_URL: `${betfair}/GetPlayer.do`,
    BETFAIR_INPLAY_URL: `${betfair}/inplayservice/`,
    BETFAIR_SILKS_URL: `${betfair}/feeds_images/Horses/SilkColours/`,
  });
  started.push(product);
  await waitUntil(product, answers(`${url}/api/health`));
  return url;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'greenbook-e2e-'));
  const started: Started[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(started.map((process) => process.stop()));
    rmSync(folder, { recursive: true, force: true });
  };
  // Both stacks start together; either failing stops everything once neither is still starting.
  const [embedded, betfair] = await Promise.allSettled([
    startEmbeddedMode(folder, started),
    process.env['SCREENSHOTS'] === undefined ? startBetfairMode(folder, started) : undefined,
  ]);
  for (const result of [embedded, betfair]) {
    if (result.status === 'rejected') {
      await stop();
      throw result.reason;
    }
  }
  if (embedded.status === 'fulfilled') process.env['E2E_BASE_URL'] = embedded.value;
  if (betfair.status === 'fulfilled' && betfair.value !== undefined)
    process.env['E2E_BETFAIR_BASE_URL'] = betfair.value;
  return stop;
}
