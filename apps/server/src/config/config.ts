// The server's configuration, from the environment (README configuration table). Every setting has
// a safe default for the embedded mode; `EXCHANGE=betfair` needs the Betfair credentials and says
// which one is missing. Secrets (the vendor secret) stay in this process and never reach the browser.
import { readFileSync } from 'node:fs';
import { MAX_LIVE_DENSITY } from '@greenbook/exchange-sim';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positive = z.coerce.number().positive();
const count = z.coerce.number().int().positive();
const flag = z.enum(['0', '1', 'false', 'true']).default('0');
const isOn = (value: '0' | '1' | 'false' | 'true'): boolean => value === '1' || value === 'true';

const environment = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Address people use to reach the product (OAuth redirect, links in e-mails). */
  PUBLIC_URL: z.url().optional(),
  EXCHANGE: z.enum(['sim', 'betfair']).default('sim'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** Redis shared by the product's instances: rate limits and caches hold once across them. */
  REDIS_URL: z.url().optional(),
  /** Prefix of every key this deployment writes in Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('greenbook:'),
  /** Serve /dev/mailbox (still to loopback callers only) although HOST is not a loopback address. */
  DEV_MAILBOX_ON_ANY_HOST: flag,
  /** Open /stream sockets allowed per caller address, and in all. */
  STREAM_MAX_PER_ADDRESS: count.default(16),
  /** Calls a minute one address may make to each public widgets route (then 429). */
  WIDGETS_RATE_LIMIT: count.default(240),
  STREAM_MAX_TOTAL: count.default(2000),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  SIM_SEED: positive.default(1),
  SIM_SPEED: positive.default(1),
  /** Tennis fixtures per hour of the embedded world: hundreds of markets in play (tests, benchmarks). */
  SIM_LIVE_DENSITY: z.coerce.number().int().min(1).max(MAX_LIVE_DENSITY).default(1),
  /** Mount the embedded exchange's market-moving control route (tests and demos only). */
  SIM_MARKET_CONTROLS: flag,
  BETFAIR_APP_KEY: z.string().min(1).optional(),
  BETFAIR_VENDOR_ID: z.string().min(1).optional(),
  BETFAIR_VENDOR_SECRET: z.string().min(1).optional(),
  /** The vendor's own Betfair login, for the session the OAuth token call needs. */
  BETFAIR_VENDOR_USERNAME: z.string().min(1).optional(),
  BETFAIR_VENDOR_PASSWORD: z.string().min(1).optional(),
  BETFAIR_API_URL: z.url().default('https://api.betfair.com/exchange/'),
  BETFAIR_IDENTITY_URL: z.url().default('https://identitysso.betfair.com/'),
  BETFAIR_STREAM_HOST: z.string().min(1).default('stream-api.betfair.com'),
  BETFAIR_STREAM_PORT: port.default(443),
  /**
   * A PEM file of certificates the stream bridge trusts besides the system's (a test exchange with
   * its own certificate); verification stays on either way.
   */
  BETFAIR_STREAM_CA: z.string().min(1).optional(),
  /** Betfair's runner price/volume chart image (trading-core §7 third-party embeds). */
  BETFAIR_CHART_URL: z.url().default('https://xtsd.betfair.com/LoadRunnerInfoChartAction/'),
  /** Betfair's live video page for an event (account-and-product §3 broadcast modal). */
  BETFAIR_VIDEO_URL: z.url().default('https://videoplayer.betfair.com/GetPlayer.do'),
  /** Betfair's in-play service: scores, timelines, event details and broadcasts (trading-core §7). */
  BETFAIR_INPLAY_URL: z.url().default('https://ips.betfair.com/inplayservice/'),
  /** Betfair's content host folder of jockey silk images, by COLOURS_FILENAME (trading-core §2). */
  BETFAIR_SILKS_URL: z.url().default('https://content-cache.cdnbf.net/feeds_images/Horses/SilkColours/'),
  /**
   * The exchange widgets REST service (account-and-product §7 'Widgets service') the public
   * `/exchange/widgets/rest/v1.0/` routes forward to in betfair mode, e.g. the standalone
   * exchange's `http://127.0.0.1:7000/exchange/widgets/rest/v1.0/`; unset: those routes answer 503.
   */
  BETFAIR_WIDGETS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** ISO 3166-1 alpha-3 country the embedded geo lookup answers (account-and-product §7 geo). */
  GEO_COUNTRY: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('GBR'),
  /** Countries shown the blocked page, alpha-3, comma separated. */
  BLOCKED_COUNTRIES: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp://user:password@host:587 or smtps://…:465: the outbox's mails go out through it. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  /** The sender of the product's mails. */
  SMTP_FROM: z.string().min(3).max(254).default('no-reply@greenbook.app'),
});

export type ExchangeMode = 'sim' | 'betfair';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly exchange: ExchangeMode;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly redis: { readonly url: string | undefined; readonly keyPrefix: string };
  /** Serve the embedded mode's mailbox although HOST is not loopback (DEV_MAILBOX_ON_ANY_HOST). */
  readonly mailboxOnAnyHost: boolean;
  /** Real delivery of the outbox's mails when `url` is set (SMTP_URL); the outbox only otherwise. */
  readonly smtp: { readonly url: string | undefined; readonly from: string };
  readonly stream: { readonly maxPerAddress: number; readonly maxTotal: number };
  /** Calls a minute per address and public widgets route (WIDGETS_RATE_LIMIT). */
  readonly widgetsRateLimit: number;
  readonly webDist: string;
  readonly sim: {
    readonly seed: number;
    readonly speed: number;
    readonly liveDensity: number;
    readonly marketControls: boolean;
  };
  /** Betfair settings; only read in betfair mode. */
  readonly betfair: {
    readonly appKey: string | undefined;
    readonly vendorId: string | undefined;
    readonly vendorSecret: string | undefined;
    readonly vendorUsername: string | undefined;
    readonly vendorPassword: string | undefined;
    readonly apiUrl: string;
    readonly identityUrl: string;
    readonly streamHost: string;
    readonly streamPort: number;
    /** PEM certificates from BETFAIR_STREAM_CA, trusted by the stream bridge; undefined: the system's. */
    readonly streamCa: string | undefined;
    readonly chartUrl: string;
    readonly videoUrl: string;
    readonly inPlayUrl: string;
    readonly silksUrl: string;
    /** The widgets REST service's base (BETFAIR_WIDGETS_URL); undefined: not configured. */
    readonly widgetsUrl: string | undefined;
  };
  readonly geoCountry: string;
  readonly blockedCountries: readonly string[];
  readonly logLevel: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The PEM certificates of a file, or a ConfigError saying what is wrong with it. */
function readCertificates(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new ConfigError(`BETFAIR_STREAM_CA: cannot read ${path} (${reason})`);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----'))
    throw new ConfigError(`BETFAIR_STREAM_CA: ${path} holds no PEM certificate`);
  return text;
}

export function loadConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force PGlite).
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environment.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.EXCHANGE === 'betfair') {
    const missing = (
      [
        'BETFAIR_APP_KEY',
        'BETFAIR_VENDOR_ID',
        'BETFAIR_VENDOR_SECRET',
        'BETFAIR_VENDOR_USERNAME',
        'BETFAIR_VENDOR_PASSWORD',
      ] as const
    ).filter((name) => e[name] === undefined);
    if (missing.length > 0) throw new ConfigError(`EXCHANGE=betfair needs ${missing.join(', ')}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    exchange: e.EXCHANGE,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    mailboxOnAnyHost: isOn(e.DEV_MAILBOX_ON_ANY_HOST),
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM },
    stream: { maxPerAddress: e.STREAM_MAX_PER_ADDRESS, maxTotal: e.STREAM_MAX_TOTAL },
    widgetsRateLimit: e.WIDGETS_RATE_LIMIT,
    webDist: e.WEB_DIST,
    sim: {
      seed: e.SIM_SEED,
      speed: e.SIM_SPEED,
      liveDensity: e.SIM_LIVE_DENSITY,
      marketControls: isOn(e.SIM_MARKET_CONTROLS),
    },
    betfair: {
      appKey: e.BETFAIR_APP_KEY,
      vendorId: e.BETFAIR_VENDOR_ID,
      vendorSecret: e.BETFAIR_VENDOR_SECRET,
      vendorUsername: e.BETFAIR_VENDOR_USERNAME,
      vendorPassword: e.BETFAIR_VENDOR_PASSWORD,
      apiUrl: e.BETFAIR_API_URL,
      identityUrl: e.BETFAIR_IDENTITY_URL,
      streamHost: e.BETFAIR_STREAM_HOST,
      streamPort: e.BETFAIR_STREAM_PORT,
      streamCa: e.BETFAIR_STREAM_CA === undefined ? undefined : readCertificates(e.BETFAIR_STREAM_CA),
      chartUrl: e.BETFAIR_CHART_URL,
      videoUrl: e.BETFAIR_VIDEO_URL,
      inPlayUrl: e.BETFAIR_INPLAY_URL,
      silksUrl: e.BETFAIR_SILKS_URL,
      widgetsUrl: e.BETFAIR_WIDGETS_URL,
    },
    geoCountry: e.GEO_COUNTRY,
    blockedCountries: e.BLOCKED_COUNTRIES.split(',')
      .map((code) => code.trim().toUpperCase())
      .filter((code) => code !== ''),
    logLevel: e.LOG_LEVEL,
  };
}
