// listMarketBook / listRunnerBook over HTTP (betfair-protocol §2.4, §1.6): ladders built by
// orders placed over HTTP, rollup and depth, currency conversion, own orders and matches, limits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountSpec } from '../../testing/fixtures.js';
import { limitInstruction, startApiNg, type ApiNgHarness } from '../testing/api-ng-harness.js';

let api: ApiNgHarness;
const MARKET = '1.100000001';

interface Book {
  marketId: string;
  totalMatched: number;
  totalAvailable: number;
  runners: Array<{
    selectionId: number;
    lastPriceTraded?: number;
    totalMatched: number;
    ex: { availableToBack: PriceSize[]; availableToLay: PriceSize[]; tradedVolume: PriceSize[] };
    orders?: Array<Record<string, unknown>>;
    matches?: Array<Record<string, unknown>>;
    matchesByStrategy?: Record<string, { matches: unknown[] }>;
  }>;
  [key: string]: unknown;
}
interface PriceSize {
  price: number;
  size: number;
}

const place = (accountId: string, ...instructions: unknown[]) =>
  api.call('placeOrders', { marketId: MARKET, instructions }, accountId);
const book = (params: Record<string, unknown> = {}, accountId = 'a') =>
  api.call<Book[]>('listMarketBook', { marketIds: [MARKET], ...params }, accountId);

beforeEach(async () => {
  api = await startApiNg();
  api.addMarket();
  // b rests lays at 2.5..2.8 (availableToBack, best 2.8) and backs at 3.0..3.3 (availableToLay, best 3.0).
  await place('b', ...[2.5, 2.6, 2.7, 2.8].map((price) => limitInstruction(1000, 'LAY', price, 10)));
  await place('b', ...[3, 3.1, 3.2, 3.3].map((price) => limitInstruction(1000, 'BACK', price, 10)));
});
afterEach(async () => {
  await api.close();
});

describe('ladders', () => {
  it('shows best offers three deep by default, all offers on request, and traded volume after a match', async () => {
    await place('a', limitInstruction(1000, 'BACK', 2.7, 15));
    const [best] = await book({ priceProjection: { priceData: ['EX_BEST_OFFERS', 'EX_TRADED'] } });
    const runner = best!.runners[0]!;
    // A back at 2.7 takes the best (highest) lays first: 10 @ 2.8, then 5 @ 2.7.
    expect(runner.ex.availableToBack).toEqual([
      { price: 2.7, size: 5 },
      { price: 2.6, size: 10 },
      { price: 2.5, size: 10 },
    ]);
    expect(runner.ex.availableToLay).toEqual([
      { price: 3, size: 10 },
      { price: 3.1, size: 10 },
      { price: 3.2, size: 10 },
    ]);
    // Traded volume counts both sides of each match, as Betfair's does: 5 @ 2.7 shows as 10.
    expect(runner.ex.tradedVolume).toEqual([
      { price: 2.7, size: 10 },
      { price: 2.8, size: 20 },
    ]);
    expect(runner.lastPriceTraded).toBe(2.7);
    expect(runner.totalMatched).toBe(30);
    expect(best).toMatchObject({
      marketId: MARKET,
      isMarketDataDelayed: false,
      status: 'OPEN',
      betDelay: 0,
      bspReconciled: false,
      complete: true,
      inplay: false,
      numberOfWinners: 1,
      numberOfRunners: 3,
      numberOfActiveRunners: 3,
      lastMatchTime: new Date(api.clock.now()).toISOString(),
      totalMatched: 30,
      totalAvailable: 65,
      crossMatching: false,
      runnersVoidable: false,
      version: 1,
    });
    const [all] = await book({ priceProjection: { priceData: ['EX_ALL_OFFERS'] } });
    expect(all!.runners[0]!.ex.availableToLay.map((level) => level.price)).toEqual([3, 3.1, 3.2, 3.3]);
    expect(all!.runners[0]!.ex.tradedVolume).toEqual([]);
    const [none] = await book();
    expect(none!.runners[0]!.ex).toEqual({ availableToBack: [], availableToLay: [], tradedVolume: [] });
  });

  it('honours bestPricesDepth and rolls sizes up to the rollup limit', async () => {
    // Sub-minimum lays are valid when size × price reaches the GBP minimum payout of 10.
    await place(
      'c',
      limitInstruction(1001, 'LAY', 30, 0.5),
      limitInstruction(1001, 'LAY', 29, 0.6),
      limitInstruction(1001, 'LAY', 28, 3),
    );
    const rolled = async (overrides: Record<string, unknown>) =>
      (
        await book({ priceProjection: { priceData: ['EX_BEST_OFFERS'], exBestOffersOverrides: overrides } })
      )[0]!.runners[1]!.ex.availableToBack;
    // STAKE rollup to the GBP minimum (1): 0.5 @ 30 joins 0.6 @ 29, shown at 29.
    expect(await rolled({})).toEqual([
      { price: 29, size: 1.1 },
      { price: 28, size: 3 },
    ]);
    expect(await rolled({ rollupModel: 'NONE', bestPricesDepth: 2 })).toEqual([
      { price: 30, size: 0.5 },
      { price: 29, size: 0.6 },
    ]);
    expect(await rolled({ rollupModel: 'STAKE', rollupLimit: 4 })).toEqual([{ price: 28, size: 4.1 }]);
    // PAYOUT: 0.5 × 30 = 15 < 20, with 0.6 × 29 it reaches 32.4.
    expect(await rolled({ rollupModel: 'PAYOUT', rollupLimit: 20 })).toEqual([
      { price: 29, size: 1.1 },
      { price: 28, size: 3 },
    ]);
  });

  it('converts sizes from GBP to the caller’s currency or currencyCode', async () => {
    api.simulator.exchange.addAccount(accountSpec('euro', 1000, 'EUR'));
    const eurRate = api.simulator.exchange.currencyRates.EUR;
    const [euro] = await book(
      { priceProjection: { priceData: ['EX_BEST_OFFERS'], exBestOffersOverrides: { rollupModel: 'NONE' } } },
      'euro',
    );
    expect(euro!.runners[0]!.ex.availableToBack[0]).toEqual({
      price: 2.8,
      size: Math.round(10 * eurRate * 100) / 100,
    });
    const [usd] = await book({ currencyCode: 'USD', priceProjection: { priceData: ['EX_ALL_OFFERS'] } });
    expect(usd!.runners[0]!.ex.availableToLay[0]).toEqual({
      price: 3,
      size: Math.round(10 * api.simulator.exchange.currencyRates.USD * 100) / 100,
    });
    await expect(book({ currencyCode: 'XXX' })).rejects.toMatchObject({ errorCode: 'INVALID_INPUT_DATA' });
  });
});

describe('own orders and matches', () => {
  it('shows the caller’s orders per orderProjection and matches per matchProjection', async () => {
    await api.call('placeOrders', {
      marketId: MARKET,
      customerStrategyRef: 'S1',
      instructions: [limitInstruction(1000, 'BACK', 2.7, 15)],
    });
    await place('a', limitInstruction(1000, 'BACK', 4, 2, { persistenceType: 'PERSIST' }));
    const [all] = await book({ orderProjection: 'ALL', matchProjection: 'NO_ROLLUP' });
    const runner = all!.runners[0]!;
    expect(runner.orders).toHaveLength(2);
    expect(runner.orders![0]).toMatchObject({
      side: 'BACK',
      price: 2.7,
      size: 15,
      sizeMatched: 15,
      sizeRemaining: 0,
      status: 'EXECUTION_COMPLETE',
      avgPriceMatched: 2.77,
      customerStrategyRef: 'S1',
    });
    expect(runner.orders![1]).toMatchObject({
      price: 4,
      size: 2,
      sizeMatched: 0,
      sizeRemaining: 2,
      status: 'EXECUTABLE',
      persistenceType: 'PERSIST',
      bspLiability: 0,
    });
    expect(runner.matches).toMatchObject([
      { side: 'BACK', price: 2.8, size: 10 },
      { side: 'BACK', price: 2.7, size: 5 },
    ]);
    const [executable] = await book({
      orderProjection: 'EXECUTABLE',
      matchProjection: 'ROLLED_UP_BY_AVG_PRICE',
    });
    expect(executable!.runners[0]!.orders!.map((order) => order.price)).toEqual([4]);
    expect(executable!.runners[0]!.matches).toEqual([{ side: 'BACK', price: 2.77, size: 15 }]);
    const [partitioned] = await book({
      matchProjection: 'ROLLED_UP_BY_PRICE',
      includeOverallPosition: false,
      partitionMatchedByStrategyRef: true,
    });
    expect(partitioned!.runners[0]!.matches).toBeUndefined();
    expect(partitioned!.runners[0]!.matchesByStrategy).toEqual({
      S1: {
        matches: [
          { side: 'BACK', price: 2.7, size: 5 },
          { side: 'BACK', price: 2.8, size: 10 },
        ],
      },
    });
    const [others] = await book({ orderProjection: 'ALL' }, 'c');
    expect(others!.runners[0]!.orders).toEqual([]);
  });

  it('listRunnerBook returns the one runner', async () => {
    const books = await api.call<Book[]>('listRunnerBook', {
      marketId: MARKET,
      selectionId: '1000',
      priceProjection: { priceData: ['EX_BEST_OFFERS'] },
    });
    expect(books).toHaveLength(1);
    expect(books[0]!.runners.map((runner) => runner.selectionId)).toEqual([1000]);
    expect(await api.call('listRunnerBook', { marketId: '1.999999999', selectionId: 1000 })).toEqual([]);
  });
});

describe('request limits (§1.6)', () => {
  const marketIds = (count: number) =>
    Array.from({ length: count }, (_, i) => `1.4${String(i).padStart(8, '0')}`);

  it('weighs price projections per market', async () => {
    const call = (count: number, priceProjection: unknown) =>
      book({ marketIds: marketIds(count), priceProjection });
    await expect(call(12, { priceData: ['EX_ALL_OFFERS'] })).rejects.toMatchObject({
      errorCode: 'TOO_MUCH_DATA',
    });
    expect(await call(11, { priceData: ['EX_ALL_OFFERS'] })).toEqual([]);
    expect(
      await call(10, { priceData: ['EX_BEST_OFFERS'], exBestOffersOverrides: { bestPricesDepth: 6 } }),
    ).toEqual([]);
    await expect(
      call(21, { priceData: ['EX_BEST_OFFERS'], exBestOffersOverrides: { bestPricesDepth: 6 } }),
    ).rejects.toMatchObject({ errorCode: 'TOO_MUCH_DATA' });
    // EX_BEST_OFFERS + EX_TRADED weighs 20, not 22; EX_ALL_OFFERS + EX_TRADED 32, not 34.
    expect(await call(10, { priceData: ['EX_BEST_OFFERS', 'EX_TRADED'] })).toEqual([]);
    await expect(call(11, { priceData: ['EX_BEST_OFFERS', 'EX_TRADED'] })).rejects.toMatchObject({
      errorCode: 'TOO_MUCH_DATA',
    });
    expect(await call(6, { priceData: ['EX_ALL_OFFERS', 'EX_TRADED'] })).toEqual([]);
    await expect(call(7, { priceData: ['EX_ALL_OFFERS', 'EX_TRADED'] })).rejects.toMatchObject({
      errorCode: 'TOO_MUCH_DATA',
    });
    // No price data weighs 2: 100 markets fit.
    expect(await call(100, undefined)).toEqual([]);
    await expect(call(101, {})).rejects.toMatchObject({ errorCode: 'TOO_MUCH_DATA' });
  });

  it('refuses more than 250 ids', async () => {
    await expect(book({ marketIds: marketIds(251) })).rejects.toMatchObject({
      errorCode: 'REQUEST_SIZE_EXCEEDS_LIMIT',
    });
    await expect(
      api.call('listCurrentOrders', { betIds: marketIds(200), marketIds: marketIds(51) }),
    ).rejects.toMatchObject({ errorCode: 'REQUEST_SIZE_EXCEEDS_LIMIT' });
  });
});
