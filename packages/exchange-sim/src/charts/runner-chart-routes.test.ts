import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import { openMarket } from '../core/market-ops.js';
import { placeOrders } from '../core/place-orders.js';
import { Simulator } from '../simulator.js';
import { accountSpec, limit, marketSpec, runners } from '../testing/fixtures.js';
import { RUNNER_CHART_PATH, registerRunnerChartRoutes } from './runner-chart-routes.js';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  const simulator = new Simulator({ clock: new ManualClock() });
  const { exchange } = simulator;
  for (const id of ['a', 'b']) exchange.addAccount(accountSpec(id));
  const named = runners(2).map((runner, index) =>
    index === 0 ? { ...runner, runnerName: 'Tom & <Jerry>' } : runner,
  );
  const market = exchange.addMarket(marketSpec({ marketId: '1.234567', runners: named }));
  openMarket(exchange, market);
  // 10 matched at 2.5 and 4 at 2.52 on the first runner.
  const a = { accountId: 'a', canBet: true };
  const b = { accountId: 'b', canBet: true };
  await placeOrders(exchange, a, { marketId: '1.234567', instructions: [limit(1000, 'LAY', 2.5, 10)] });
  await placeOrders(exchange, b, { marketId: '1.234567', instructions: [limit(1000, 'BACK', 2.5, 10)] });
  await placeOrders(exchange, a, { marketId: '1.234567', instructions: [limit(1000, 'LAY', 2.52, 4)] });
  await placeOrders(exchange, b, { marketId: '1.234567', instructions: [limit(1000, 'BACK', 2.52, 4)] });
  app = Fastify();
  registerRunnerChartRoutes(app, simulator);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}${RUNNER_CHART_PATH}`;
});

afterAll(async () => {
  await app.close();
});

describe('runner price/volume chart (trading-core §7 third-party embeds)', () => {
  it('draws the traded volume by price, keyed by the market id without its prefix', async () => {
    const response = await fetch(`${base}?marketId=234567&selectionId=1000&handicap=0`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // The name is escaped; the last traded price is in the title and bold on its row.
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt; · last traded 2.52');
    expect(svg).not.toContain('<Jerry>');
    expect(svg).toMatch(/>2\.5<\/text>.*>20<\/text>/); // traded volume counts both sides, like tv
    expect(svg).toMatch(/font-weight="bold">2\.52<\/text>/);
  });

  it('says so when nothing has traded, and refuses malformed or unknown runners', async () => {
    expect(await (await fetch(`${base}?marketId=234567&selectionId=1001`)).text()).toContain(
      'No volume traded yet',
    );
    const malformed = await fetch(`${base}?marketId=1.234567&selectionId=1000`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'INVALID_CHART_QUERY' });
    expect((await fetch(`${base}?marketId=234567&selectionId=1000&handicap=abc`)).status).toBe(400);
    expect((await fetch(`${base}?marketId=999&selectionId=1000`)).status).toBe(404);
    expect((await fetch(`${base}?marketId=234567&selectionId=42`)).status).toBe(404);
  });
});
