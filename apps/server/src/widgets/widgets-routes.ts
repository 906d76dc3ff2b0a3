// The public widgets service on the product origin (issue 20 §2; account-and-product §7 'Widgets
// service'): `POST /exchange/widgets/rest/v1.0/listMarketCatalogue/` and `.../listMarketBook/`,
// called by the embeddable widget from any site and by the /widgets generator. No session and no
// app key from the caller, and none sent on: the answers are public market data.
// - Strict validation (zod): only the fields a widget sends, ids that look like ids, lists of at
//   most WIDGETS_MAX_LIST, maxResults 1..WIDGETS_MAX_RESULTS; anything else is a 400 JSON error and
//   nothing is forwarded.
// - CORS for any origin, preflight included, never with credentials.
// - Answers cached WIDGETS_CACHE_MS, keyed by the operation and the normalised (parsed) body; the
//   same call arriving while one is on its way waits for it instead of asking again.
// - A per-address rate limit (429), as every route reachable without sign-in.
// - Forwarded to the embedded exchange's widgets service in-process (sim mode), or over HTTP to
//   BETFAIR_WIDGETS_URL with a 10 s timeout (betfair mode).
import { answerWidgets, type Simulator, type WidgetsOperation } from '@greenbook/exchange-sim';
import {
  REQUEST_TIMEOUTS_MS,
  WIDGET_CURRENCIES,
  WIDGET_LANGUAGES,
  WIDGET_SORT_OPTIONS,
} from '@greenbook/trading';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { validated } from '../http/hardening.js';

export const WIDGETS_PATH = '/exchange/widgets/rest/v1.0/';
/** Ids per list: a widget shows a handful of markets; 50 leaves room for any template. */
export const WIDGETS_MAX_LIST = 50;
/** A widget lists at most a few dozen markets (the generator's count). */
export const WIDGETS_MAX_RESULTS = 100;
/** How long an answer is reused; widgets refresh every few seconds. */
export const WIDGETS_CACHE_MS = 3_000;
/** Answers kept at once; the oldest goes first. */
const WIDGETS_CACHE_ENTRIES = 2_000;
/** The limiter's window; the calls allowed in it per address and route come from WIDGETS_RATE_LIMIT. */
const RATE_WINDOW_MS = 60_000;
const WIDGETS_BODY_LIMIT = 16 * 1024;
/** An exchange answer larger than this is not passed on. */
const MAX_UPSTREAM_BYTES = 4 * 1024 * 1024;

const list = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(WIDGETS_MAX_LIST);
const marketId = z.string().regex(/^1\.\d{1,15}$/, 'must be a market id such as 1.234567890');
const numericId = z.string().regex(/^\d{1,15}$/, 'must be a numeric id');
/** Venue names: letters (any script), digits, spaces and the punctuation of place names. */
const venue = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} .'&()-]*$/u, 'must be a venue name');
const country = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code');
const marketTypeCode = z.string().regex(/^[A-Z0-9_]{1,40}$/, 'must be a market type code');
const isoInstant = z.iso.datetime({ offset: true });
const locale = z.enum(WIDGET_LANGUAGES);

const catalogueBody = z.strictObject({
  filter: z.strictObject({
    marketIds: list(marketId).optional(),
    eventTypeIds: list(numericId).optional(),
    competitionIds: list(numericId).optional(),
    venues: list(venue).optional(),
    marketCountries: list(country).optional(),
    marketTypeCodes: list(marketTypeCode).optional(),
    marketStartTime: z.strictObject({ from: isoInstant.optional(), to: isoInstant.optional() }).optional(),
  }),
  sort: z.enum(WIDGET_SORT_OPTIONS).optional(),
  maxResults: z.int().min(1).max(WIDGETS_MAX_RESULTS),
  marketProjection: z
    .array(
      z.enum([
        'COMPETITION',
        'EVENT',
        'EVENT_TYPE',
        'MARKET_START_TIME',
        'MARKET_DESCRIPTION',
        'RUNNER_DESCRIPTION',
        'RUNNER_METADATA',
      ]),
    )
    .max(7)
    .optional(),
  locale: locale.optional(),
});

const bookBody = z.strictObject({
  marketIds: list(marketId),
  priceProjection: z
    .strictObject({ priceData: z.array(z.enum(['EX_BEST_OFFERS', 'EX_TRADED'])).max(2) })
    .optional(),
  currencyCode: z.enum(WIDGET_CURRENCIES).optional(),
  locale: locale.optional(),
});

const BODIES: Readonly<Record<WidgetsOperation, z.ZodType<object>>> = {
  listMarketCatalogue: catalogueBody,
  listMarketBook: bookBody,
};

/** What the exchange answered: a status and the JSON body to pass on. */
export interface WidgetsAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Asks the exchange's widgets service; the body is already validated. */
export type WidgetsUpstream = (operation: WidgetsOperation, body: unknown) => Promise<WidgetsAnswer>;

/** A failure of ours or the exchange's, as the product's one error shape. */
const failure = (status: number, error: string, message: string): WidgetsAnswer => ({
  status,
  body: { error, message },
});

/** The errorCode of a REST fault (`{detail: {APINGException: {errorCode}}}`), if it has one. */
function faultErrorCode(body: unknown): string | undefined {
  const detail: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'detail') : undefined;
  if (typeof detail !== 'object' || detail === null) return undefined;
  for (const item of Object.values(detail)) {
    const code: unknown =
      typeof item === 'object' && item !== null ? Reflect.get(item, 'errorCode') : undefined;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The exchange's answer as this route passes it on: results as they are, faults as our shape. */
function passOn(status: number, body: unknown): WidgetsAnswer {
  if (status === 200 && Array.isArray(body)) return { status: 200, body };
  if (status === 400) {
    const errorCode = faultErrorCode(body);
    return {
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        message: 'The widgets service refused the request',
        ...(errorCode !== undefined && /^[A-Z_]{1,40}$/.test(errorCode) ? { errorCode } : {}),
      },
    };
  }
  return failure(502, 'WIDGETS_SERVICE_ERROR', 'The widgets service failed');
}

/** The embedded exchange's widgets service, in-process. */
export const simWidgetsUpstream =
  (simulator: Simulator): WidgetsUpstream =>
  (operation, body) => {
    const answer = answerWidgets(simulator, operation, body);
    return Promise.resolve(passOn(answer.status, answer.body));
  };

/** A widgets REST service at `baseUrl` (BETFAIR_WIDGETS_URL), over HTTP with the 10 s timeout. */
export const httpWidgetsUpstream =
  (baseUrl: string, timeoutMs: number = REQUEST_TIMEOUTS_MS.widgets): WidgetsUpstream =>
  async (operation, body) => {
    const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(`${operation}/`, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return timedOut
        ? failure(504, 'WIDGETS_SERVICE_TIMEOUT', 'The widgets service did not answer in time')
        : failure(502, 'WIDGETS_SERVICE_UNREACHABLE', 'The widgets service did not answer');
    }
    if (text.length > MAX_UPSTREAM_BYTES)
      return failure(502, 'WIDGETS_SERVICE_ERROR', 'The widgets service failed');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return failure(502, 'WIDGETS_SERVICE_ERROR', 'The widgets service failed');
    }
    return passOn(response.status, parsed);
  };

/** JSON with object keys sorted: equal bodies give equal cache keys whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Answers by key for WIDGETS_CACHE_MS; a call on its way is shared by identical calls. */
class AnswerCache {
  private readonly entries = new Map<string, { until: number; answer: Promise<WidgetsAnswer> }>();

  constructor(private readonly now: () => number) {}

  get(key: string, ask: () => Promise<WidgetsAnswer>): { answer: Promise<WidgetsAnswer>; hit: boolean } {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.until > now) return { answer: entry.answer, hit: true };
    if (entry !== undefined) this.entries.delete(key);
    while (this.entries.size >= WIDGETS_CACHE_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    // Kept while on its way; once answered, only a 200 stays for WIDGETS_CACHE_MS.
    const answer = ask().then(
      (result) => {
        if (result.status === 200) this.entries.set(key, { until: this.now() + WIDGETS_CACHE_MS, answer });
        else this.entries.delete(key);
        return result;
      },
      (error: unknown) => {
        this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, { until: Number.POSITIVE_INFINITY, answer });
    return { answer, hit: false };
  }
}

function allowAnyOrigin(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('vary', 'accept-encoding');
}

export interface WidgetsRoutesOptions {
  /** Where the answers come from; undefined: betfair mode without BETFAIR_WIDGETS_URL (503). */
  readonly upstream: WidgetsUpstream | undefined;
  /** Calls a minute per address and route (WIDGETS_RATE_LIMIT, 240 by default). */
  readonly ratePerMinute: number;
  /** Monotonic milliseconds for the cache (tests may drive it). */
  readonly now?: () => number;
}

export function registerWidgetsRoutes(app: FastifyInstance, options: WidgetsRoutesOptions): void {
  const cache = new AnswerCache(options.now ?? (() => performance.now()));
  const rateLimit = { max: options.ratePerMinute, timeWindow: RATE_WINDOW_MS };
  // Before the body parser and the limiter, so their 400, 413 and 429 carry CORS too (a widget on
  // another site can read them) and are never cached.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url?.startsWith(WIDGETS_PATH) === true) {
      allowAnyOrigin(reply).header('cache-control', 'no-store');
    }
  });
  for (const operation of Object.keys(BODIES) as WidgetsOperation[]) {
    for (const slash of ['/', '']) {
      const url = `${WIDGETS_PATH}${operation}${slash}`;
      app.options(url, { config: { rateLimit } }, async (_request, reply) =>
        allowAnyOrigin(reply)
          .header('access-control-allow-methods', 'POST, OPTIONS')
          .header('access-control-allow-headers', 'content-type')
          .header('access-control-max-age', '600')
          .code(204)
          .send(),
      );
      app.post(url, { config: { rateLimit }, bodyLimit: WIDGETS_BODY_LIMIT }, async (request, reply) => {
        // A page may post text/plain to skip the preflight: the text must be the same JSON.
        let raw: unknown = request.body;
        if (typeof raw === 'string') {
          try {
            raw = JSON.parse(raw);
          } catch {
            return reply.code(400).send({ error: 'BAD_REQUEST', message: 'body: not JSON' });
          }
        }
        const body = validated(BODIES[operation], raw, 'body');
        if (options.upstream === undefined) {
          return reply.code(503).send({
            error: 'WIDGETS_SERVICE_NOT_CONFIGURED',
            message: 'The widgets service is not configured',
          });
        }
        const upstream = options.upstream;
        const { answer, hit } = cache.get(`${operation} ${canonical(body)}`, () => upstream(operation, body));
        const { status, body: answerBody } = await answer;
        if (status === 200) {
          void reply.header('cache-control', `public, max-age=${WIDGETS_CACHE_MS / 1000}`);
          void reply.header('x-cache', hit ? 'HIT' : 'MISS');
        } else if (status >= 500) {
          request.log.warn({ operation, status }, 'the widgets service failed');
        }
        return reply.code(status).type('application/json').send(JSON.stringify(answerBody));
      });
    }
  }
}
