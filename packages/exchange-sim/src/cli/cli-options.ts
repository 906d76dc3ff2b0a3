// Options of `npm run exchange` (embedded-exchange issue §11), from flags and the environment
// (SIM_SEED, SIM_SPEED, SIM_LIVE_DENSITY), with a clear message for anything invalid.
import { SIM_DEFAULTS } from '../simulator.js';
import { MAX_LIVE_DENSITY } from '../world/world-generator.js';

export interface ExchangeCliOptions {
  readonly host: string;
  readonly port: number;
  readonly streamPort: number;
  readonly streamTlsPort: number;
  readonly seed: number;
  readonly speed: number;
  /** Tennis fixtures per hour of the world (world-generator.ts liveDensity). */
  readonly liveDensity: number;
  readonly replayFiles: readonly string[];
  /** The live app key (its delayed twin stays SIM_DEFAULTS'); a product may bring its own. */
  readonly appKey: string;
  /** Where the vendor sign-on sends people back (the product's address, any port). */
  readonly vendorRedirectUrl: string;
  /** A file to write the TLS stream's certificate to (PEM), for clients to trust it. */
  readonly tlsCertOut: string | undefined;
}

export const CLI_DEFAULTS: ExchangeCliOptions = {
  host: '127.0.0.1',
  port: 7000,
  streamPort: 7001,
  streamTlsPort: 7443,
  seed: 1,
  speed: 1,
  liveDensity: 1,
  replayFiles: [],
  appKey: SIM_DEFAULTS.appKey,
  vendorRedirectUrl: SIM_DEFAULTS.vendor.redirectUrl,
  tlsCertOut: undefined,
};

export const CLI_USAGE = `Usage: npm run exchange -- [--port 7000] [--stream-port 7001] [--stream-tls-port 7443]
                         [--seed 1] [--speed 1] [--live-density 1] [--host 127.0.0.1] [--replay FILE ...]
                         [--app-key KEY] [--vendor-redirect-url URL] [--tls-cert-out FILE]`;

function port(flag: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535)
    throw new Error(`${flag} must be a port number (0-65535), got "${value}"`);
  return number;
}

function positive(flag: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${flag} must be a positive number, got "${value}"`);
  return number;
}

function liveDensity(flag: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > MAX_LIVE_DENSITY)
    throw new Error(`${flag} must be a whole number from 1 to ${MAX_LIVE_DENSITY}, got "${value}"`);
  return number;
}

/** An http(s) address; the sign-on appends its redirect path to it, so it ends in a slash. */
function redirectUrl(flag: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${flag} must be an http(s) address, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${flag} must be an http(s) address, got "${value}"`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

export function parseCliOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ExchangeCliOptions {
  const options = {
    ...CLI_DEFAULTS,
    seed: env['SIM_SEED'] === undefined ? CLI_DEFAULTS.seed : positive('SIM_SEED', env['SIM_SEED']),
    speed: env['SIM_SPEED'] === undefined ? CLI_DEFAULTS.speed : positive('SIM_SPEED', env['SIM_SPEED']),
    liveDensity:
      env['SIM_LIVE_DENSITY'] === undefined
        ? CLI_DEFAULTS.liveDensity
        : liveDensity('SIM_LIVE_DENSITY', env['SIM_LIVE_DENSITY']),
    replayFiles: [] as string[],
    tlsCertOut: undefined as string | undefined,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\n${CLI_USAGE}`);
    i += 1;
    switch (flag) {
      case '--port':
        options.port = port(flag, value);
        break;
      case '--stream-port':
        options.streamPort = port(flag, value);
        break;
      case '--stream-tls-port':
        options.streamTlsPort = port(flag, value);
        break;
      case '--seed':
        options.seed = positive(flag, value);
        break;
      case '--speed':
        options.speed = positive(flag, value);
        break;
      case '--live-density':
        options.liveDensity = liveDensity(flag, value);
        break;
      case '--host':
        options.host = value;
        break;
      case '--replay':
        options.replayFiles.push(value);
        break;
      case '--app-key':
        options.appKey = value;
        break;
      case '--vendor-redirect-url':
        options.vendorRedirectUrl = redirectUrl(flag, value);
        break;
      case '--tls-cert-out':
        options.tlsCertOut = value;
        break;
      default:
        throw new Error(`Unknown option ${flag}\n${CLI_USAGE}`);
    }
  }
  return options;
}
