// Against Betfair, the browser's API-NG calls still go to this origin's `/exchange/...` paths
// (the same web code as in sim mode, where the embedded exchange answers them), and this process
// forwards them to BETFAIR_API_URL (architecture.md). A browser cannot call Betfair's API host
// itself: Betfair does not allow a product's origin by CORS. The forwarding is a narrow pipe:
// - only the API-NG paths (betting, account and heartbeat, REST and JSON-RPC) and the navigation
//   menu travel; anything else under /exchange is a JSON 404;
// - only the headers API-NG reads travel (the caller's own app key and token included), nothing of
//   this server's is added, and no header is ever logged (the token is the caller's session);
// - the exchange's status and body come back unchanged (REST faults are HTTP 400, JSON-RPC errors
//   HTTP 200), as JSON when they are; a silent or unreachable exchange is a 502 in our error shape.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Headers API-NG reads; no cookie, forwarding address or anything of this server's goes on. */
const FORWARDED_HEADERS = ['x-application', 'x-authentication', 'authorization', 'content-type', 'accept'];

const API_NG_CALL =
  /^\/exchange\/(?:betting|account|heartbeat)\/(?:json-rpc\/v1|rest\/v1(?:\.0)?\/[A-Za-z]{1,64}\/?)$/;
const NAVIGATION_MENU = /^\/exchange\/betting\/rest\/v1\/en\/navigation\/menu\.json$/;

/** The largest API-NG request (placeOrders with 200 instructions is about 40 KB). */
export const FORWARD_REQUEST_LIMIT = 256 * 1024;
/** The largest answer passed on (a full catalogue of 1,000 markets is a few MB). */
export const FORWARD_RESPONSE_LIMIT = 16 * 1024 * 1024;
/** As long as the web client waits (@greenbook/betfair REQUEST_TIMEOUT_MS). */
export const FORWARD_TIMEOUT_MS = 15_000;

export interface ForwardingLimits {
  readonly responseBytes: number;
  readonly timeoutMs: number;
}

class ResponseTooLarge extends Error {}

/** The answer's body, refusing one beyond the limit rather than passing on a cut one. */
async function boundedBody(response: Response, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body === null) return Buffer.alloc(0);
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ResponseTooLarge();
    }
    chunks.push(value);
  }
}

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * JSON goes back as JSON; anything else (an HTML error page of a proxy in front of the exchange)
 * as plain text, so nothing from the exchange renders as a page of this origin.
 */
function servedType(type: string | null): string {
  return type !== null && /^application\/(?:[\w.+-]*\+)?json\b/i.test(type)
    ? type
    : 'text/plain; charset=utf-8';
}

/** The exchange's address for a path under /exchange/ (the path is one of the patterns above). */
function targetOf(apiUrl: string, path: string): string {
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  return new URL(path.slice('/exchange/'.length), base).href;
}

export async function registerExchangeForwarding(
  app: FastifyInstance,
  apiUrl: string,
  limits: ForwardingLimits = { responseBytes: FORWARD_RESPONSE_LIMIT, timeoutMs: FORWARD_TIMEOUT_MS },
): Promise<void> {
  await app.register((scope, _options, done) => {
    // The body travels as it came: the exchange, not this process, judges it (its faults intact).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: FORWARD_REQUEST_LIMIT },
      (_r, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/exchange/*',
      bodyLimit: FORWARD_REQUEST_LIMIT,
      handler: async (request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        const allowed = request.method === 'POST' ? API_NG_CALL.test(path) : NAVIGATION_MENU.test(path);
        if (!allowed) return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such exchange call' });
        let status: number;
        let body: Buffer;
        let contentType: string;
        try {
          const answer = await fetch(targetOf(apiUrl, path), {
            method: request.method,
            headers: forwardedHeaders(request),
            ...(request.method === 'POST' && Buffer.isBuffer(request.body)
              ? { body: new Uint8Array(request.body) }
              : {}),
            redirect: 'manual',
            signal: AbortSignal.timeout(limits.timeoutMs),
          });
          status = answer.status;
          contentType = servedType(answer.headers.get('content-type'));
          body = await boundedBody(answer, limits.responseBytes);
        } catch (error) {
          const tooLarge = error instanceof ResponseTooLarge;
          // The path only: headers (the caller's token) and bodies never reach the log.
          request.log.warn({ path, tooLarge }, 'the exchange did not answer the forwarded call');
          return reply
            .code(502)
            .send(
              tooLarge
                ? { error: 'EXCHANGE_RESPONSE_TOO_LARGE', message: "The exchange's answer was too large" }
                : { error: 'EXCHANGE_UNREACHABLE', message: 'The exchange did not answer' },
            );
        }
        return reply.code(status).header('cache-control', 'no-store').type(contentType).send(body);
      },
    });
    done();
  });
}
