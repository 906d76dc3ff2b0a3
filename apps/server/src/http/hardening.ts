// Hardening of the one process (issue 5 §7): security headers with a content security policy that
// allows only what the web app loads, rate limits on the login, log and e-mail routes only, one
// error shape for every failure (no stack, no internal message), request ids, and no sign-in codes
// in the request logs. Registered first, so every route and plugin after it inherits all of it.
import helmet from '@fastify/helmet';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { ApiNgError, NO_RESPONSE } from '@greenbook/betfair';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../config/config.js';
import type { SharedStore } from '../shared-state/shared-store.js';

/** A 400 naming the field, thrown by `validated` and answered by the error handler. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  override readonly name = 'BadRequestError';
}

/** A 429 with `retry-after`, thrown by limits kept outside the rate-limit plugin. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  override readonly name = 'TooManyRequestsError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export type RequestPart = 'body' | 'params' | 'query' | 'headers';

function describeIssues(issues: readonly z.core.$ZodIssue[], part?: RequestPart): string {
  return issues
    .map((issue) => {
      const field = [...(part === undefined ? [] : [part]), ...issue.path.map(String)].join('.');
      return field === '' ? issue.message : `${field}: ${issue.message}`;
    })
    .join('; ');
}

/** `value` checked by `schema`, or a BadRequestError whose message names the field (§7). */
export function validated<T>(schema: z.ZodType<T>, value: unknown, part: RequestPart): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestError(describeIssues(result.error.issues, part));
  return result.data;
}

/** The origin of a URL with its scheme swapped to WebSocket (the /stream bridge). */
const webSocketOrigin = (url: URL): string => `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;

/**
 * The content security policy (issue 5 §7): the web build's own scripts, styles, fonts and images
 * (Vite may inline small assets as data: URLs), API calls (the exchange's API-NG ones too: against
 * Betfair this process forwards them, exchange/exchange-forwarding.ts) and the /stream socket to
 * this process. Frames: the live stream panel's video player pages (trading-core §2, `/GetPlayer.do`
 * on this origin: the embedded exchange's in sim mode; against Betfair a redirect to its video
 * player host, so that host's origin too, from configuration). Form posts may go to this origin
 * only (the embedded sign-on page sets a policy of its own).
 */
function contentSecurityPolicy(config: ServerConfig): Record<string, string[] | null> {
  const publicUrl = new URL(config.publicUrl);
  // Against Betfair the runner chart and the silk images come from its hosts, and the live stream
  // panel's frames from its video player host (the product redirects there); the embedded exchange
  // serves all three on this origin.
  const imageOrigins =
    config.exchange === 'betfair'
      ? [...new Set([config.betfair.chartUrl, config.betfair.silksUrl].map((url) => new URL(url).origin))]
      : [];
  const videoOrigins = config.exchange === 'betfair' ? [new URL(config.betfair.videoUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // react-toastify and Radix's scroll lock inject <style> elements at run time; styles cannot
    // run code, so inline styles are allowed while scripts stay same-origin only.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...imageOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", publicUrl.origin, webSocketOrigin(publicUrl)],
    frameSrc: ["'self'", ...videoOrigins],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", publicUrl.origin],
    frameAncestors: ["'self'"],
    // Upgrading on a plain-http deployment (localhost) would break every request.
    upgradeInsecureRequests: publicUrl.protocol === 'https:' ? [] : null,
  };
}

const MINUTE = 60_000;

/**
 * The limited routes, by method and path (parameter names ignored): login 20/min per address,
 * error reports 30/min per address, the widget's script 120/min per address. The e-mail-sending calls limit per user and per recipient
 * themselves (subscriptions/mail-limits.ts: they need the caller and the body), and tokens the
 * exchange refuses are limited per address where callers are resolved. Every other route, the
 * exchange's paths included, has no limit from this process.
 */
const RATE_LIMITS: ReadonlyArray<{ method: string; path: string; limit: RateLimitOptions }> = [
  { method: 'GET', path: '/api/betfair/login/:', limit: { max: 20, timeWindow: MINUTE } },
  { method: 'GET', path: '/api/betfair/loginwidget/:', limit: { max: 20, timeWindow: MINUTE } },
  { method: 'POST', path: '/api/logs', limit: { max: 30, timeWindow: MINUTE } },
  // The widget's script is fetched by visitors of any page that embeds it: generous, but bounded.
  { method: 'GET', path: '/embed/widget.js', limit: { max: 120, timeWindow: MINUTE } },
];

const routeShape = (url: string): string => url.replace(/:[^/]+/g, ':').replace(/(.)\/$/, '$1');

function limitOf(route: RouteOptions): RateLimitOptions | undefined {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const shape = routeShape(route.url);
  return RATE_LIMITS.find((entry) => entry.path === shape && methods.includes(entry.method))?.limit;
}

/**
 * Single-use codes out of logged URLs: the sign-in code and e-mail confirmation code path
 * segments, and `code` or token query parameters (the /login/result page's address).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/api\/(?:betfair\/login(?:widget)?|email-confirmation)\/)[^/?#]+/, '$1[REDACTED]')
    .replace(/([?&](?:code|access_token|refresh_token)=)[^&#]*/g, '$1[REDACTED]');
}

/** Fastify's request serializer with the URL redacted (headers are not logged at all). */
const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

const STATUS_ERRORS: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** The answer for an exchange failure that reached the handler (a route did not map it). */
function exchangeFailure(error: ApiNgError): { status: number; body: Record<string, string> } {
  if (error.errorCode === 'INVALID_SESSION_INFORMATION' || error.errorCode === 'NO_SESSION') {
    return {
      status: 401,
      body: { error: 'UNAUTHORIZED', message: 'The exchange does not accept this token' },
    };
  }
  if (error.errorCode === NO_RESPONSE) {
    return { status: 502, body: { error: 'EXCHANGE_UNREACHABLE', message: 'The exchange did not answer' } };
  }
  return {
    status: 502,
    body: { error: 'EXCHANGE_ERROR', errorCode: error.errorCode, message: 'The exchange refused the call' },
  };
}

/** One JSON shape for every failure: `{error, message}`; 5xx says nothing about the cause. */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof z.ZodError) {
    return reply.code(400).send({ error: 'BAD_REQUEST', message: describeIssues(error.issues) });
  }
  if (error instanceof ApiNgError) {
    const { status, body } = exchangeFailure(error);
    request.log.warn({ errorCode: error.errorCode, operation: error.operation }, 'exchange call failed');
    return reply.code(status).send(body);
  }
  if (error.validation !== undefined) {
    const part = error.validationContext ?? 'request';
    const problems = error.validation.map(
      (issue) => `${part}${issue.instancePath.replace(/\//g, '.')}: ${issue.message ?? 'is not valid'}`,
    );
    return reply.code(400).send({ error: 'BAD_REQUEST', message: problems.join('; ') });
  }
  const status = error.statusCode ?? 500;
  if (error instanceof TooManyRequestsError) void reply.header('retry-after', error.retryAfterSeconds);
  if (status >= 400 && status < 500) {
    // Fastify's and our own 4xx messages describe the request, never the server.
    const code: unknown = error.code;
    const fromBodyParser = typeof code === 'string' && code.startsWith('FST_ERR_CTP');
    const message = status === 400 && fromBodyParser ? `body: ${error.message}` : error.message;
    return reply.code(status).send({ error: STATUS_ERRORS[status] ?? 'CLIENT_ERROR', message });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply
    .code(500)
    .send({ error: 'INTERNAL_ERROR', message: 'Something went wrong on our side', requestId: request.id });
}

export async function registerHardening(
  app: FastifyInstance,
  config: ServerConfig,
  store: SharedStore,
): Promise<void> {
  // Each request's logger redacts sign-in codes from the URL it logs; every line carries reqId.
  app.setChildLoggerFactory((logger, bindings, options) =>
    logger.child(bindings, {
      ...options,
      serializers: { ...options.serializers, req: requestSerializer },
    }),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(handleError);
  const https = new URL(config.publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Before the limiter's own onRoute hook, so the limiter sees the limits set here.
  app.addHook('onRoute', (route) => {
    const limit = limitOf(route);
    if (limit !== undefined && route.config?.rateLimit === undefined)
      route.config = { ...route.config, rateLimit: limit };
  });
  // In Redis when the instances share one, so a limit holds once across them (issue 14 §5).
  await app.register(rateLimit, {
    global: false,
    ...(store.redis === undefined ? {} : { redis: store.redis, nameSpace: 'rate-limit:' }),
  });
}
