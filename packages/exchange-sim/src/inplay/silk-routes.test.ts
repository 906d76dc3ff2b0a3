import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import { Simulator } from '../simulator.js';
import { registerInPlayRoutes, SILKS_BASE } from './inplay-routes.js';
import { silkDesign, silkSvg } from './silk-svg.js';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify();
  registerInPlayRoutes(app, new Simulator({ clock: new ManualClock() }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});

afterAll(async () => {
  await app.close();
});

/** A raw GET: node:http sends the path as written (fetch would resolve `..` segments first). */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('silk images (trading-core §2)', () => {
  it('draws a deterministic SVG silk with long cache headers', async () => {
    const first = await rawGet(`${SILKS_BASE}/c20260101/00857183.jpg`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(first.body).toContain('clip-path="url(#torso)"');
    const again = await rawGet(`${SILKS_BASE}/c20260101/00857183.jpg`);
    expect(again.body).toBe(first.body);
    expect(first.body).toBe(silkSvg('c20260101/00857183.jpg'));
  });

  it('answers 304 when the client already has the silk', async () => {
    const first = await rawGet(`${SILKS_BASE}/123456.jpg`);
    const etag = String(first.headers.etag);
    const cached = await rawGet(`${SILKS_BASE}/123456.jpg`, { 'If-None-Match': etag });
    expect(cached.status).toBe(304);
    expect(cached.body).toBe('');
  });

  it.each([
    `${SILKS_BASE}/../secret.jpg`,
    `${SILKS_BASE}/a/../../b.jpg`,
    `${SILKS_BASE}/%2e%2e/b.jpg`,
    `${SILKS_BASE}/a..b.jpg`,
    `${SILKS_BASE}/silk%20name.jpg`,
    `${SILKS_BASE}/silk%3Cscript%3E.jpg`,
    `${SILKS_BASE}/`,
    `${SILKS_BASE}/${'a'.repeat(201)}`,
  ])('refuses %s with 400', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'INVALID_SILK_PATH' });
  });
});

describe('silk designs', () => {
  it('uses two or three distinct colours and varies with the name', () => {
    const designs = Array.from({ length: 200 }, (_, i) => silkDesign(`${100000 + i}.jpg`));
    for (const design of designs) {
      expect(design.colours.length === 2 || design.colours.length === 3).toBe(true);
      expect(new Set(design.colours).size).toBe(design.colours.length);
    }
    expect(new Set(designs.map((design) => design.pattern)).size).toBeGreaterThan(8);
    expect(new Set(designs.map((design) => design.colours.join())).size).toBeGreaterThan(100);
  });
});
