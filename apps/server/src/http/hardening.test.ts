// Hardening over HTTP (issue 5 §7): security headers, body limits, rate limits on the login and log
// routes only, one error shape without leaks, request ids, no sign-in codes in logs.
import { Writable } from 'node:stream';
import { ApiNgError } from '@greenbook/betfair';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config/config.js';
import { startTestServer, type TestServer } from '../testing/server-harness.js';
import { redactUrl, registerHardening, validated } from './hardening.js';
import { memoryStore } from '../shared-state/shared-store.js';

describe('the product process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('sends security headers with a content security policy and a request id', async () => {
    const { headers } = await server.request('GET', '/api/health');
    const policy = headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      // The live stream panel frames the embedded exchange's video player pages on this origin.
      "frame-src 'self'",
      "object-src 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toMatch(/connect-src 'self' http:\/\/localhost:\d+ ws:\/\/localhost:\d+/);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('x-request-id')).toMatch(/^req-/);
    const page = await server.request('GET', '/market/1/1.2', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The embedded sign-on page keeps the stricter policy of its own (no scripts at all).
    const signOn = await fetch(
      `${server.base}/identitysso/view/vendor-login?client_id=70001&response_type=code&redirect_uri=login/result`,
    );
    expect(signOn.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it('answers 413 JSON for a body over the limit and 415 for an unknown body type', async () => {
    const big = JSON.stringify({ vendorId: 'x'.repeat(300 * 1024) });
    expect(await server.request('POST', '/api/revokeAccessToWebApp/', { body: big })).toMatchObject({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE' },
    });
    expect(
      await server.request('POST', '/api/geo/', {
        body: 'x',
        headers: { 'content-type': 'application/x-thing' },
      }),
    ).toMatchObject({ status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('limits login calls per address to 20 a minute, and leaves other routes alone', async () => {
    for (let call = 0; call < 20; call += 1) {
      expect((await server.request('GET', `/api/betfair/login/unknownCode${call}`)).status).toBe(400);
    }
    const limited = await server.request('GET', '/api/betfair/loginwidget/unknownCode99');
    expect(limited.status).toBe(400);
    const refused = await server.request('GET', '/api/betfair/login/unknownCode20');
    expect(refused).toMatchObject({ status: 429, body: { error: 'TOO_MANY_REQUESTS' } });
    expect(refused.headers.get('retry-after')).not.toBeNull();
    for (let call = 0; call < 25; call += 1) {
      const geo = await server.request('GET', '/api/geo/');
      expect(geo.status).toBe(200);
      expect(geo.headers.get('x-ratelimit-limit')).toBeNull();
    }
    const exchange = await fetch(`${server.base}/exchange/betting/rest/v1/en/navigation/menu.json`);
    expect(exchange.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

/** A bare app with the hardening and routes standing in for the other areas', logging into `lines`. */
async function hardenedApp(lines: string[]): Promise<{ app: FastifyInstance; base: string }> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await registerHardening(app, loadConfig({ PUBLIC_URL: 'https://greenbook.example' }), memoryStore());
  app.get('/boom', () => {
    throw new Error('secret detail at /srv/greenbook');
  });
  app.get('/exchange-down', () => {
    throw new ApiNgError('NO_RESPONSE', 'connect ECONNREFUSED', 'listMarketBook', undefined);
  });
  app.get('/zod', () => z.object({ name: z.string() }).parse({}));
  app.get('/checked', (request) =>
    validated(z.object({ size: z.coerce.number().int() }), request.query, 'query'),
  );
  app.post('/schema', { schema: { body: { type: 'object', required: ['name'] } } }, () => ({ ok: true }));
  app.post('/api/logs/', () => ({ ok: true }));
  app.get('/api/betfair/login/:code', () => ({ ok: true }));
  // As the product's web-app handler does (Fastify's default one logs the raw URL of a miss).
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'NOT_FOUND' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, base: `http://127.0.0.1:${port}` };
}

describe('a hardened app', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    ({ app, base } = await hardenedApp(lines));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 500 without leaking anything, and logs the error with the request id', async () => {
    const answer = await fetch(`${base}/boom`);
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      error: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
      requestId: answer.headers.get('x-request-id'),
    });
    expect(text).not.toMatch(/secret|srv|stack|Error/);
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.err !== undefined);
    expect(logged).toMatchObject({
      level: 50,
      reqId: answer.headers.get('x-request-id'),
      msg: 'unexpected error',
    });
  });

  it('turns validation failures into 400s naming the field, exchange failures into 502s', async () => {
    const zodFailure = (await (await fetch(`${base}/zod`)).json()) as { error: string; message: string };
    expect(zodFailure.error).toBe('BAD_REQUEST');
    expect(zodFailure.message).toMatch(/^name: /);
    const checked = await fetch(`${base}/checked?size=big`);
    expect(checked.status).toBe(400);
    expect(((await checked.json()) as { message: string }).message).toMatch(/^query\.size: /);
    const schema = await fetch(`${base}/schema`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(schema.status).toBe(400);
    expect(((await schema.json()) as { message: string }).message).toContain(
      "body: must have required property 'name'",
    );
    const broken = await fetch(`${base}/schema`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    const brokenFailure = (await broken.json()) as { error: string; message: string };
    expect(brokenFailure.error).toBe('BAD_REQUEST');
    expect(brokenFailure.message).toMatch(/^body: /);
    const down = await fetch(`${base}/exchange-down`);
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({
      error: 'EXCHANGE_UNREACHABLE',
      message: 'The exchange did not answer',
    });
  });

  it('sends HSTS and upgrades requests behind https', async () => {
    const answer = await fetch(`${base}/zod`);
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(answer.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://greenbook.example wss://greenbook.example",
    );
    expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('limits error reports per address to 30 a minute', async () => {
    for (let call = 0; call < 30; call += 1) {
      expect((await fetch(`${base}/api/logs/`, { method: 'POST' })).status).toBe(200);
    }
    expect((await fetch(`${base}/api/logs/`, { method: 'POST' })).status).toBe(429);
  });

  it('keeps sign-in codes out of the request log', async () => {
    await fetch(`${base}/api/betfair/login/TopSecretCode123?x=1`);
    await fetch(`${base}/login/result?code=AnotherSecret456&state=1`);
    const logged = lines.join('');
    expect(logged).not.toContain('TopSecretCode123');
    expect(logged).not.toContain('AnotherSecret456');
    expect(logged).toContain('/api/betfair/login/[REDACTED]?x=1');
    expect(redactUrl('/api/betfair/loginwidget/abc/def')).toBe('/api/betfair/loginwidget/[REDACTED]/def');
    expect(redactUrl('/api/email-confirmation/abc?x=1')).toBe('/api/email-confirmation/[REDACTED]?x=1');
    expect(redactUrl('/x?access_token=a&refresh_token=b&code=c')).toBe(
      '/x?access_token=[REDACTED]&refresh_token=[REDACTED]&code=[REDACTED]',
    );
  });
});
