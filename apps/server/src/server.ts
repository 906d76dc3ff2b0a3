// Starts the product: database (migrated), the exchange link (the embedded exchange in this
// process by default, or Betfair), the HTTP app, and — in sim mode — the market world and the
// stream server the bridge connects to.
import { DurableExchange, SIM_DEFAULTS, Simulator, StreamServer } from '@greenbook/exchange-sim';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { exchangeCallerResolver } from './auth/exchange-caller-resolver.js';
import type { ServerConfig } from './config/config.js';
import { openDatabase, type AppDatabase } from './db/database.js';
import { databaseExchangeMemory } from './db/repositories/exchange-memory-repository.js';
import { startMailDelivery, type MailDelivery } from './email/mail-delivery.js';
import type { ExchangeLink } from './exchange/exchange-link.js';
import { vendorSession } from './exchange/vendor-session.js';
import { openSharedStore } from './shared-state/open-shared-store.js';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly database: AppDatabase;
  readonly simulator: Simulator | undefined;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A simulator of the caller's (tests pass one on a manual clock); otherwise one is made in sim mode. */
  readonly simulator?: Simulator;
  /** In-memory PGlite instead of DATA_DIR (tests). */
  readonly inMemoryDatabase?: boolean;
  /** A PostgreSQL schema of its own (tests sharing one database); `test_…` schemas are dropped at stop. */
  readonly pgSchema?: string;
  /**
   * The clock of the in-process limits and caches: real time, so a limit never runs faster with
   * SIM_SPEED; tests pass their manual clock to step past a window.
   */
  readonly storeClock?: () => number;
}

function betfairLink(config: ServerConfig): ExchangeLink {
  const { betfair } = config;
  const api = betfair.apiUrl.replace(/\/$/, '');
  return {
    bettingUrl: `${api}/betting/rest/v1.0`,
    accountUrl: `${api}/account/rest/v1.0`,
    navigationMenuUrl: `${api}/betting/rest/v1/en/navigation/menu.json`,
    vendorLoginUrl: `${betfair.identityUrl.replace(/\/$/, '')}/view/vendor-login`,
    appKey: betfair.appKey!,
    vendorId: betfair.vendorId!,
    vendorSecret: betfair.vendorSecret!,
    // TLS is always verified: against the system's trust store, or the configured certificates.
    stream: {
      host: betfair.streamHost,
      port: betfair.streamPort,
      tls: betfair.streamCa === undefined ? true : { ca: betfair.streamCa },
    },
    vendorSession: vendorSession({
      identityUrl: betfair.identityUrl,
      appKey: betfair.appKey!,
      username: betfair.vendorUsername!,
      password: betfair.vendorPassword!,
    }),
  };
}

function simLink(base: string, streamPort: number): ExchangeLink {
  return {
    bettingUrl: `${base}/exchange/betting/rest/v1.0`,
    accountUrl: `${base}/exchange/account/rest/v1.0`,
    navigationMenuUrl: `${base}/exchange/betting/rest/v1/en/navigation/menu.json`,
    vendorLoginUrl: `${base}/identitysso/view/vendor-login`,
    appKey: SIM_DEFAULTS.appKey,
    vendorId: SIM_DEFAULTS.vendor.vendorId,
    vendorSecret: SIM_DEFAULTS.vendor.vendorSecret,
    stream: { host: '127.0.0.1', port: streamPort },
  };
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  // First: a Redis that does not answer stops the start before anything else is open. Its later
  // connection errors are logged once the app (and its logger) exists.
  let logStoreError = (_error: Error): void => undefined;
  const store = await openSharedStore(config.redis, options.storeClock ?? Date.now, (error) =>
    logStoreError(error),
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemoryDatabase === true ? undefined : config.dataDir,
    pgSchema: options.pgSchema,
  });
  const simulator =
    config.exchange === 'sim'
      ? (options.simulator ??
        new Simulator({
          seed: config.sim.seed,
          speed: config.sim.speed,
          liveDensity: config.sim.liveDensity,
          world: true,
          // The sign-on page sends people back to this product.
          vendor: { ...SIM_DEFAULTS.vendor, redirectUrl: `${config.publicUrl}/` },
        }))
      : undefined;
  // The embedded exchange's accounts, tokens and history come back from the database before it
  // runs or takes a request (issue 11 §4). Background writes start with the app, which logs them.
  const durable =
    simulator === undefined
      ? undefined
      : new DurableExchange(simulator, databaseExchangeMemory(database.db), {
          onError: (error) =>
            app.log.error({ err: error }, 'the embedded exchange could not write its state'),
        });
  await durable?.restore();
  let link: ExchangeLink | undefined = config.exchange === 'betfair' ? betfairLink(config) : undefined;
  const exchange = (): ExchangeLink => {
    if (link === undefined) throw new Error('the exchange link is set once the server listens');
    return link;
  };
  const now = simulator === undefined ? Date.now : () => simulator.clock.now();
  // Real mail delivery (SMTP_URL) starts with the app, whose logger it writes to.
  let mailDelivery: MailDelivery | undefined;
  const app = await buildApp({
    config,
    database,
    exchange,
    store,
    resolveCaller: exchangeCallerResolver(exchange, store),
    simulator,
    durable,
    now,
    mailQueued: () => void mailDelivery?.deliver(),
  });
  if (config.smtp.url !== undefined)
    mailDelivery = startMailDelivery({
      db: database.db,
      smtpUrl: config.smtp.url,
      from: config.smtp.from,
      log: app.log,
      now,
    });
  logStoreError = (error) => app.log.warn({ err: error }, 'Redis connection error');
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  let streamServer: StreamServer | undefined;
  if (simulator !== undefined) {
    // The stream listens on loopback only: browsers reach it through /stream.
    streamServer = new StreamServer(simulator);
    const bound = await streamServer.listen({ port: 0, host: '127.0.0.1' });
    link = simLink(`http://127.0.0.1:${port}`, bound.port!);
    simulator.start();
    durable?.start();
  }
  return {
    app,
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    database,
    simulator,
    async stop() {
      simulator?.stop();
      await streamServer?.close();
      await app.close();
      await mailDelivery?.stop();
      await durable?.stop();
      await database.close();
      await store.close();
    },
  };
}
