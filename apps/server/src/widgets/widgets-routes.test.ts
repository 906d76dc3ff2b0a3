// The public widgets service on the product origin, over real HTTP: strict validation (nothing
// forwarded on a bad body), CORS for any origin, caching, the per-address limit, and both exchange
// modes (the embedded exchange in-process; betfair mode forwarding to a standalone exchange).
import Fastify, { type FastifyInstance } from 'fastify';
import { exchangeSimPlugin, ManualClock, SIM_DEFAULTS, Simulator } from '@greenbook/exchange-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { startServer, type RunningServer } from '../server.js';
import { startTestServer } from '../testing/server-harness.js';
import { addTestMarket, TEST_MARKET_ID } from '../testing/test-market.js';
import { WIDGETS_MAX_LIST } from './widgets-routes.js';

const LIMIT = 30;

const CATALOGUE = '/exchange/widgets/rest/v1.0/listMarketCatalogue/';
const BOOK = '/exchange/widgets/rest/v1.0/listMarketBook/';
const ORIGIN = 'https://affiliate.example';

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function post(
  base: string,
  path: string,
  body: unknown,
  contentType = 'application/json',
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: ORIGIN },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

const catalogueBody = (filter: Record<string, unknown> = {}) => ({
  filter: { eventTypeIds: ['1'], ...filter },
  maxResults: 5,
  sort: 'FIRST_TO_START',
  marketProjection: ['EVENT', 'RUNNER_DESCRIPTION'],
});

describe('embedded mode', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
    addTestMarket(server.simulator);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers the catalogue and books with no session, in the asked currency, for any origin', async () => {
    const catalogue = await post(server.base, CATALOGUE, catalogueBody());
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('access-control-allow-origin')).toBe('*');
    expect(catalogue.headers.get('access-control-allow-credentials')).toBeNull();
    expect(catalogue.headers.get('cache-control')).toBe('public, max-age=3');
    const [market] = catalogue.body as Array<{
      marketId: string;
      event: { name: string };
      runners: unknown[];
    }>;
    expect(market).toMatchObject({ marketId: TEST_MARKET_ID, event: { name: 'Arsenal v Chelsea' } });
    expect(market!.runners).toHaveLength(3);
    const book = await post(server.base, BOOK, {
      marketIds: [TEST_MARKET_ID],
      priceProjection: { priceData: ['EX_BEST_OFFERS'] },
      currencyCode: 'EUR',
    });
    expect(book.status).toBe(200);
    expect(book.body).toMatchObject([
      { marketId: TEST_MARKET_ID, status: 'OPEN', runners: expect.any(Array) as unknown },
    ]);
  });

  it('takes a text/plain JSON body (a simple cross-origin request) as well', async () => {
    const answer = await post(server.base, CATALOGUE, JSON.stringify(catalogueBody()), 'text/plain');
    expect(answer.status).toBe(200);
    expect((answer.body as unknown[]).length).toBe(1);
  });

  it('answers unknown ids with an empty list, not an error', async () => {
    const catalogue = await post(server.base, CATALOGUE, catalogueBody({ marketIds: ['1.999999999'] }));
    expect(catalogue).toMatchObject({ status: 200, body: [] });
    const book = await post(server.base, BOOK, { marketIds: ['1.999999999'] });
    expect(book).toMatchObject({ status: 200, body: [] });
  });

  it('refuses bad bodies with a 400 JSON error, script included, never echoing markup', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `1.${100000000 + index}`);
    const bad: Array<[string, unknown]> = [
      [CATALOGUE, catalogueBody({ venues: ['<script>alert(1)</script>'] })],
      [CATALOGUE, catalogueBody({ marketIds: ['"><img src=x onerror=alert(1)>'] })],
      [CATALOGUE, catalogueBody({ eventTypeIds: ['1 OR 1=1'] })],
      [CATALOGUE, catalogueBody({ marketCountries: ['gbr'] })],
      [CATALOGUE, catalogueBody({ marketTypeCodes: ['match odds'] })],
      [CATALOGUE, catalogueBody({ marketIds: ids(WIDGETS_MAX_LIST + 1) })],
      [CATALOGUE, catalogueBody({ textQuery: 'Arsenal' })],
      [CATALOGUE, catalogueBody({ marketStartTime: { from: 'tomorrow' } })],
      [CATALOGUE, { ...catalogueBody(), maxResults: 100000 }],
      [CATALOGUE, { ...catalogueBody(), maxResults: '5' }],
      [CATALOGUE, { ...catalogueBody(), sort: 'RANDOM' }],
      [CATALOGUE, { ...catalogueBody(), withOrders: ['EXECUTABLE'] }],
      [CATALOGUE, { maxResults: 5 }],
      [CATALOGUE, '{"filter":'],
      [CATALOGUE, '[]'],
      [BOOK, { marketIds: ids(500) }],
      [BOOK, { marketIds: [] }],
      [BOOK, { marketIds: [TEST_MARKET_ID], orderProjection: 'ALL' }],
      [BOOK, { marketIds: [TEST_MARKET_ID], currencyCode: 'XYZ' }],
      [BOOK, { marketIds: [TEST_MARKET_ID], priceProjection: { priceData: ['SP_TRADED'] } }],
      [BOOK, { marketIds: [TEST_MARKET_ID], locale: '<b>' }],
    ];
    for (const [path, body] of bad) {
      const answer = await post(server.base, path, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) as unknown });
      expect(JSON.stringify(answer.body)).not.toMatch(/<script|<img/);
    }
  });

  it('refuses bodies nested thousands deep with a 400, not a 500', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const body of [
      `{"filter":{"marketIds":${deep}},"maxResults":1}`,
      `{"filter":{"venues":["a"],"x":${deep}},"maxResults":1}`,
    ]) {
      const answer = await post(server.base, CATALOGUE, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'BAD_REQUEST' });
    }
  });

  it('refuses a body past 16 KB (ten thousand ids) with 413 before reading it', async () => {
    const ids = Array.from({ length: 10_000 }, (_, index) => `1.${100000000 + index}`);
    const answer = await post(server.base, BOOK, { marketIds: ids });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers the CORS preflight for any origin, without credentials', async () => {
    const response = await fetch(`${server.base}${BOOK}`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('serves no other operation of the exchange on the widgets path', async () => {
    const answer = await post(server.base, '/exchange/widgets/rest/v1.0/placeOrders/', {});
    expect(answer.status).toBe(404);
  });
});

describe('the per-address limit', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ WIDGETS_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(async () => {
    await server.stop();
  });

  it(`answers 429 past WIDGETS_RATE_LIMIT (${LIMIT}) calls a minute, with retry-after`, async () => {
    for (let call = 0; call < LIMIT; call += 1) {
      const answer = await post(server.base, BOOK, { marketIds: ['1.999999999'] });
      expect(answer.status).toBe(200);
    }
    const refused = await post(server.base, BOOK, { marketIds: ['1.999999999'] });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    // Readable by a widget on another site.
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.body).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    // The limit is per route: the catalogue still answers this address.
    const other = await post(server.base, CATALOGUE, catalogueBody());
    expect(other.status).toBe(200);
  });
});

describe('betfair mode', () => {
  let exchange: FastifyInstance;
  let product: RunningServer;
  let unconfigured: RunningServer;
  let exchangeBase: string;
  const forwarded: Array<{ url: string; headers: Record<string, unknown>; body: string }> = [];

  const betfairEnv = (extra: Record<string, string>) =>
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      EXCHANGE: 'betfair',
      BETFAIR_APP_KEY: SIM_DEFAULTS.appKey,
      BETFAIR_VENDOR_ID: SIM_DEFAULTS.vendor.vendorId,
      BETFAIR_VENDOR_SECRET: SIM_DEFAULTS.vendor.vendorSecret,
      BETFAIR_VENDOR_USERNAME: 'pedro',
      BETFAIR_VENDOR_PASSWORD: 'pedro',
      BETFAIR_API_URL: `${exchangeBase}/exchange/`,
      BETFAIR_IDENTITY_URL: `${exchangeBase}/identitysso/`,
      ...extra,
    });

  beforeAll(async () => {
    const simulator = new Simulator({ clock: new ManualClock(Date.UTC(2026, 0, 1, 12)) });
    addTestMarket(simulator);
    exchange = Fastify();
    exchange.addHook('preHandler', (request, _reply, done) => {
      if (request.url.startsWith('/exchange/widgets/')) {
        forwarded.push({ url: request.url, headers: request.headers, body: String(request.body) });
      }
      done();
    });
    await exchange.register(exchangeSimPlugin, { simulator });
    await exchange.listen({ port: 0, host: '127.0.0.1' });
    exchangeBase = `http://127.0.0.1:${(exchange.server.address() as { port: number }).port}`;
    product = await startServer(
      betfairEnv({ BETFAIR_WIDGETS_URL: `${exchangeBase}/exchange/widgets/rest/v1.0/` }),
      { inMemoryDatabase: true },
    );
    unconfigured = await startServer(betfairEnv({}), { inMemoryDatabase: true });
  });
  afterAll(async () => {
    await product.stop();
    await unconfigured.stop();
    await exchange.close();
  });

  it('forwards a valid call to BETFAIR_WIDGETS_URL with nothing secret, and serves the same call again from its cache', async () => {
    const body = {
      marketIds: [TEST_MARKET_ID],
      priceProjection: { priceData: ['EX_BEST_OFFERS'] },
      currencyCode: 'BRL',
    };
    const first = await post(product.url, BOOK, body);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.body).toMatchObject([{ marketId: TEST_MARKET_ID }]);
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]!.url).toBe(BOOK);
    expect(JSON.parse(forwarded[0]!.body)).toEqual(body);
    for (const header of ['x-application', 'x-authentication', 'authorization', 'cookie'])
      expect(forwarded[0]!.headers[header]).toBeUndefined();
    // The same call, its keys in another order: answered here, not asked again.
    const again = await post(product.url, BOOK, {
      currencyCode: 'BRL',
      priceProjection: { priceData: ['EX_BEST_OFFERS'] },
      marketIds: [TEST_MARKET_ID],
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.body).toEqual(first.body);
    expect(forwarded).toHaveLength(1);
    // Another currency is another call.
    await post(product.url, BOOK, { ...body, currencyCode: 'GBP' });
    expect(forwarded).toHaveLength(2);
  });

  it('forwards the catalogue, and nothing at all for a bad body', async () => {
    const before = forwarded.length;
    const answer = await post(product.url, CATALOGUE, catalogueBody({ marketCountries: ['GB'] }));
    expect(answer.status).toBe(200);
    expect((answer.body as Array<{ marketId: string }>).map((market) => market.marketId)).toEqual([
      TEST_MARKET_ID,
    ]);
    expect(forwarded).toHaveLength(before + 1);
    const bad = await post(product.url, CATALOGUE, catalogueBody({ venues: ['<script>'] }));
    expect(bad.status).toBe(400);
    expect(forwarded).toHaveLength(before + 1);
  });

  it('answers 503 JSON when BETFAIR_WIDGETS_URL is not set', async () => {
    const answer = await post(unconfigured.url, CATALOGUE, catalogueBody());
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: 'WIDGETS_SERVICE_NOT_CONFIGURED' });
  });
});
