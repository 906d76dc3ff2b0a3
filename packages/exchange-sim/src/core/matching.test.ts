import { describe, expect, it } from 'vitest';
import { accountSpec, limit, openMarketFixture } from '../testing/fixtures.js';
import { cancelOrders } from './amend-orders.js';
import { placeOrders } from './place-orders.js';

const place = (
  fixture: ReturnType<typeof openMarketFixture>,
  accountId: string,
  instructions: ReturnType<typeof limit>[],
  extra = {},
) =>
  placeOrders(
    fixture.exchange,
    { accountId, canBet: true },
    { marketId: fixture.market.marketId, instructions, ...extra },
  );

describe('matching (betfair-protocol §8.4)', () => {
  it('rests an order that cannot match and shows it to the other side', async () => {
    const fixture = openMarketFixture();
    const report = await place(fixture, 'a', [limit(1000, 'BACK', 3, 10)]);
    expect(report.status).toBe('SUCCESS');
    expect(report.instructionReports[0]).toMatchObject({
      status: 'SUCCESS',
      orderStatus: 'EXECUTABLE',
      sizeMatched: 0,
    });
    const book = fixture.market.runner(1000)!.book;
    // A resting BACK at 3.0 is available to lay at 3.0.
    expect(book.restingAt('BACK', fixture.market.ladder.indexOf(3)!)).toBe(1000);
  });

  it('gives the taker the better resting price and fills in time priority', async () => {
    const fixture = openMarketFixture();
    await place(fixture, 'a', [limit(1000, 'LAY', 3.1, 5)]); // first at 3.1
    await place(fixture, 'b', [limit(1000, 'LAY', 3.1, 5)]); // second at 3.1
    await place(fixture, 'b', [limit(1000, 'LAY', 3, 20)]);
    // c backs 8 at 3.0: takes the best price for the backer (3.1) first, a's lay before b's.
    const report = await place(fixture, 'c', [limit(1000, 'BACK', 3, 8)]);
    expect(report.instructionReports[0]).toMatchObject({ orderStatus: 'EXECUTION_COMPLETE', sizeMatched: 8 });
    // 5 @ 3.1 from a, 3 @ 3.1 from b: average 3.1.
    expect(report.instructionReports[0]!.averagePriceMatched).toBeCloseTo(3.1, 10);
    const orders = [...fixture.exchange.orders.values()];
    const [aLay, bLay31] = orders;
    expect(aLay!.matched).toBe(500);
    expect(bLay31!.matched).toBe(300);
    const book = fixture.market.runner(1000)!.book;
    expect(book.lastTradedTick).toBe(fixture.market.ladder.indexOf(3.1));
    expect(book.totalMatched).toBe(1600); // traded volume counts both sides of 800 matched
  });

  it('partially fills and rests the remainder at its own price', async () => {
    const fixture = openMarketFixture();
    await place(fixture, 'a', [limit(1000, 'BACK', 2.5, 4)]);
    const report = await place(fixture, 'b', [limit(1000, 'LAY', 2.6, 10)]);
    expect(report.instructionReports[0]).toMatchObject({
      orderStatus: 'EXECUTABLE',
      sizeMatched: 4,
      averagePriceMatched: 2.5,
    });
    const book = fixture.market.runner(1000)!.book;
    expect(book.restingAt('LAY', fixture.market.ladder.indexOf(2.6)!)).toBe(600);
  });

  it('cancels in full or by a size reduction that keeps the rest in the queue', async () => {
    const fixture = openMarketFixture();
    const placed = await place(fixture, 'a', [limit(1000, 'BACK', 4, 10)]);
    const betId = placed.instructionReports[0]!.betId!;
    const reduced = cancelOrders(fixture.exchange, 'a', {
      marketId: fixture.market.marketId,
      instructions: [{ betId, sizeReduction: 3 }],
    });
    expect(reduced.instructionReports[0]).toMatchObject({ status: 'SUCCESS', sizeCancelled: 3 });
    expect(fixture.exchange.orders.get(betId)!.remaining).toBe(700);
    const rest = cancelOrders(fixture.exchange, 'a', { marketId: fixture.market.marketId });
    expect(rest.instructionReports[0]).toMatchObject({ status: 'SUCCESS', sizeCancelled: 7 });
    const again = cancelOrders(fixture.exchange, 'a', {
      marketId: fixture.market.marketId,
      instructions: [{ betId }],
    });
    expect(again).toMatchObject({ status: 'FAILURE', errorCode: 'BET_ACTION_ERROR' });
    expect(again.instructionReports[0]!.errorCode).toBe('BET_TAKEN_OR_LAPSED');
    expect(
      cancelOrders(fixture.exchange, 'b', { instructions: [{ betId }] }).instructionReports[0]!.errorCode,
    ).toBe('INVALID_BET_ID');
  });
});

describe('fill or kill (betfair-protocol §8.5)', () => {
  it('fills within a VWAP bound, taking fragments beyond the limit', async () => {
    const fixture = openMarketFixture();
    await place(fixture, 'a', [limit(1000, 'LAY', 5.5, 2)]);
    await place(fixture, 'a', [limit(1000, 'LAY', 5.4, 6)]);
    await place(fixture, 'a', [limit(1000, 'LAY', 5.3, 10)]);
    // FOK back 10 @ 5.4: 2@5.5 + 6@5.4 = 8 at VWAP 5.425; then up to x @ 5.3 with
    // (43.4 + 5.3x) / (8 + x) >= 5.4  =>  x <= 2. So 2@5.5, 6@5.4, 2@5.3: VWAP exactly 5.4.
    const report = await place(fixture, 'b', [limit(1000, 'BACK', 5.4, 10, { timeInForce: 'FILL_OR_KILL' })]);
    expect(report.instructionReports[0]).toMatchObject({
      orderStatus: 'EXECUTION_COMPLETE',
      sizeMatched: 10,
    });
    expect(report.instructionReports[0]!.averagePriceMatched).toBeCloseTo(5.4, 10);
  });

  it('kills an order that cannot fill its minimum, matching nothing', async () => {
    const fixture = openMarketFixture();
    await place(fixture, 'a', [limit(1000, 'LAY', 5.4, 6)]);
    const report = await place(fixture, 'b', [limit(1000, 'BACK', 5.4, 10, { timeInForce: 'FILL_OR_KILL' })]);
    expect(report.instructionReports[0]).toMatchObject({ orderStatus: 'EXPIRED', sizeMatched: 0 });
    expect(fixture.market.runner(1000)!.book.restingAt('LAY', fixture.market.ladder.indexOf(5.4)!)).toBe(600);
    const partial = await place(fixture, 'b', [
      limit(1000, 'BACK', 5.4, 10, { timeInForce: 'FILL_OR_KILL', minFillSize: 5 }),
    ]);
    expect(partial.instructionReports[0]).toMatchObject({
      orderStatus: 'EXECUTION_COMPLETE',
      sizeMatched: 6,
    });
  });

  it('refuses a minimum fill above the size or without fill-or-kill', async () => {
    const fixture = openMarketFixture();
    const tooBig = await place(fixture, 'b', [
      limit(1000, 'BACK', 5.4, 10, { timeInForce: 'FILL_OR_KILL', minFillSize: 11 }),
    ]);
    expect(tooBig.instructionReports[0]).toMatchObject({
      status: 'FAILURE',
      errorCode: 'INVALID_MIN_FILL_SIZE',
    });
    expect(tooBig.instructionReports[0]!.betId).toBeUndefined();
    const noFok = await place(fixture, 'b', [limit(1000, 'BACK', 5.4, 10, { minFillSize: 2 })]);
    expect(noFok.instructionReports[0]!.errorCode).toBe('UNEXPECTED_MIN_FILL_SIZE');
  });

  it('matches across currencies with each side in its own cents, down to a remainder worth less than a penny', async () => {
    const fixture = openMarketFixture();
    fixture.exchange.addAccount(accountSpec('huf', 100_000, 'HUF'));
    await place(fixture, 'huf', [limit(1000, 'LAY', 3, 455)]); // HUF 455 is GBP 1.00
    const [hufLay] = fixture.exchange.orders.values();
    cancelOrders(fixture.exchange, 'huf', {
      instructions: [{ betId: hufLay!.betId, sizeReduction: 454.99 }],
    });
    // HUF 0.01 left: a GBP back takes it for a penny (each side moves at least one cent), then rests.
    const report = await place(fixture, 'a', [limit(1000, 'BACK', 3, 2)]);
    expect(report.instructionReports[0]).toMatchObject({ orderStatus: 'EXECUTABLE', sizeMatched: 0.01 });
    expect(hufLay).toMatchObject({ matched: 1, remaining: 0, cancelled: 45_499 });
    const book = fixture.market.runner(1000)!.book;
    expect(book.restingLays.best()).toBeUndefined();
    expect(book.restingAt('BACK', fixture.market.ladder.indexOf(3)!)).toBe(199);
    // A HUF 1,000 lay takes the whole GBP 1.99 back: HUF 905.45 of it matches (1.99 × 455), the rest rests.
    await place(fixture, 'huf', [limit(1000, 'LAY', 3, 1000)]);
    const hufSecond = [...fixture.exchange.orders.values()].at(-1)!;
    expect(hufSecond).toMatchObject({ matched: 90_545, remaining: 9_455 });
    expect(book.restingBacks.best()).toBeUndefined();
    expect(book.restingAt('LAY', fixture.market.ladder.indexOf(3)!)).toBe(21); // HUF 94.55 in GBP pence
  });

  it('fills a cross-currency fill-or-kill whole or not at all', async () => {
    const fixture = openMarketFixture();
    fixture.exchange.addAccount(accountSpec('brl', 1000, 'BRL'));
    // Three GBP 1.01 lays: each is worth BRL 6.41 to a backer (1.01 × 6.35 = 6.4135), 19.23 in all.
    for (const layer of ['a', 'b', 'c']) await place(fixture, layer, [limit(1000, 'LAY', 3, 1.01)]);
    const fillOrKill = (size: number) =>
      place(fixture, 'brl', [limit(1000, 'BACK', 3, size, { timeInForce: 'FILL_OR_KILL' })]);
    expect((await fillOrKill(19.24)).instructionReports[0]).toMatchObject({
      orderStatus: 'EXPIRED',
      sizeMatched: 0,
    });
    expect((await fillOrKill(19.23)).instructionReports[0]).toMatchObject({
      orderStatus: 'EXECUTION_COMPLETE',
      sizeMatched: 19.23,
    });
    expect(fixture.market.runner(1000)!.book.restingLays.best()).toBeUndefined();
  });
});
