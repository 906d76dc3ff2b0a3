// The forwarding pipe on its own, against a recording stand-in for Betfair's API host: which paths
// and headers travel, that answers come back unchanged, the size bounds, the 502s, and that the
// caller's token never reaches the log.
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORWARD_REQUEST_LIMIT, registerExchangeForwarding } from './exchange-forwarding.js';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: string;
}

const TOKEN = 'SecretSessionToken123';
const RESPONSE_LIMIT = 64 * 1024;
let upstream: FastifyInstance;
let product: FastifyInstance;
let silentProduct: FastifyInstance;
let base: string;
let silentBase: string;
const seen: Seen[] = [];
let logged = '';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  // Closing drops the connection of the call it never answers.
  upstream = Fastify({ forceCloseConnections: true });
  upstream.removeAllContentTypeParsers();
  upstream.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  upstream.all('/api/exchange/*', async (request, reply) => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: typeof request.body === 'string' ? request.body : '',
    });
    if (request.url.includes('listClearedOrders'))
      return reply.code(400).type('application/json').send('{"detail":{"APINGException":{"errorCode":"X"}}}');
    if (request.url.includes('listMarketBook'))
      return reply.type('text/plain').send('x'.repeat(RESPONSE_LIMIT + 1));
    if (request.url.includes('listEvents')) return new Promise(() => undefined); // never answers
    if (request.url.includes('heartbeat')) return reply.code(503).type('text/html').send('<b>down</b>');
    return reply.type('application/json').send('{"jsonrpc":"2.0","error":{"code":-32601},"id":1}');
  });
  const upstreamBase = await listen(upstream);
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  product = Fastify({ logger: { level: 'trace', stream: logs } });
  await registerExchangeForwarding(product, `${upstreamBase}/api/exchange/`, {
    responseBytes: RESPONSE_LIMIT,
    timeoutMs: 200,
  });
  base = await listen(product);
  // An exchange host with nothing listening.
  const closed = Fastify();
  const closedBase = await listen(closed);
  await closed.close();
  silentProduct = Fastify();
  await registerExchangeForwarding(silentProduct, `${closedBase}/exchange/`);
  silentBase = await listen(silentProduct);
});

afterAll(async () => {
  await Promise.all([product.close(), silentProduct.close(), upstream.close()]);
});

const call = (path: string, init: RequestInit = {}, at = base) =>
  fetch(`${at}${path}`, {
    method: 'POST',
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-application': 'app-key-1',
      authorization: `BEARER ${TOKEN}`,
      cookie: 'session=abc',
      'x-forwarded-for': '10.0.0.1',
      ...(init.headers as Record<string, string> | undefined),
    },
  });

describe('forwarding API-NG calls to the exchange', () => {
  it('passes the API-NG headers and the body on, and nothing else', async () => {
    const answer = await call('/exchange/betting/json-rpc/v1', { body: '{"jsonrpc":"2.0","id":1}' });
    expect(answer.status).toBe(200);
    // A JSON-RPC error is an HTTP 200 whose body comes back as it was.
    expect(await answer.text()).toBe('{"jsonrpc":"2.0","error":{"code":-32601},"id":1}');
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/api/exchange/betting/json-rpc/v1' });
    expect(request.body).toBe('{"jsonrpc":"2.0","id":1}');
    expect(request.headers).toMatchObject({
      'x-application': 'app-key-1',
      authorization: `BEARER ${TOKEN}`,
      'content-type': 'application/json',
    });
    expect(request.headers['cookie']).toBeUndefined();
    expect(request.headers['x-forwarded-for']).toBeUndefined();
  });

  it("keeps a REST fault's status, body and type", async () => {
    const answer = await call('/exchange/account/rest/v1.0/listClearedOrders/', {
      headers: { 'x-authentication': TOKEN },
      body: '{}',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.text()).toBe('{"detail":{"APINGException":{"errorCode":"X"}}}');
    expect(seen.at(-1)!.headers['x-authentication']).toBe(TOKEN);
  });

  it('forwards the navigation menu (GET) and the heartbeat', async () => {
    expect((await call('/exchange/betting/rest/v1/en/navigation/menu.json', { method: 'GET' })).status).toBe(
      200,
    );
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/exchange/betting/rest/v1/en/navigation/menu.json',
    });
    // A page that is not JSON keeps its status and text, served as plain text (never HTML here).
    const heartbeat = await call('/exchange/heartbeat/json-rpc/v1', { body: '{}' });
    expect(heartbeat.status).toBe(503);
    expect(heartbeat.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await heartbeat.text()).toBe('<b>down</b>');
  });

  it('answers 404 for anything but the API-NG paths, without calling the exchange', async () => {
    const before = seen.length;
    for (const [method, path] of [
      ['POST', '/exchange/admin/json-rpc/v1'],
      ['POST', '/exchange/betting/rest/v1.0/../../../etc'],
      ['POST', '/exchange/betting/rest/v1.0/list%2F..%2Fx/'],
      ['GET', '/exchange/betting/rest/v1.0/listEventTypes/'],
      ['POST', '/exchange/betting/rest/v1/en/navigation/menu.json'],
    ] as const) {
      const answer = await call(path, method === 'GET' ? { method } : { method, body: '{}' });
      expect(answer.status, path).toBe(404);
    }
    expect(seen.length).toBe(before);
  });

  it('refuses a request body over the limit with 413', async () => {
    const answer = await call('/exchange/betting/rest/v1.0/placeOrders/', {
      body: 'x'.repeat(FORWARD_REQUEST_LIMIT + 1),
    });
    expect(answer.status).toBe(413);
  });

  it('answers 502 rather than pass on an answer over the limit, a silent or an absent exchange', async () => {
    const large = await call('/exchange/betting/rest/v1.0/listMarketBook/', { body: '{}' });
    expect(large.status).toBe(502);
    expect(await large.json()).toMatchObject({ error: 'EXCHANGE_RESPONSE_TOO_LARGE' });
    const silent = await call('/exchange/betting/rest/v1.0/listEvents/', { body: '{}' });
    expect(silent.status).toBe(502);
    expect(await silent.json()).toMatchObject({ error: 'EXCHANGE_UNREACHABLE' });
    const absent = await call('/exchange/betting/rest/v1.0/listEvents/', { body: '{}' }, silentBase);
    expect(absent.status).toBe(502);
    expect(await absent.json()).toEqual({
      error: 'EXCHANGE_UNREACHABLE',
      message: 'The exchange did not answer',
    });
  });

  it('never logs the caller’s token, even at trace level', () => {
    expect(logged).toContain('the exchange did not answer the forwarded call');
    expect(logged).not.toContain(TOKEN);
  });
});
