import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountSpec, limit, marketSpec, openMarketFixture } from '../testing/fixtures.js';
import { ApiError } from './api-error.js';
import { ScaledClock } from './clock.js';
import { Exchange } from './exchange.js';
import { openMarket, suspendMarket, turnInPlay } from './market-ops.js';
import { placeOrders } from './place-orders.js';

type Fixture = Pick<ReturnType<typeof openMarketFixture>, 'exchange' | 'market'>;
const place = (
  fixture: Fixture,
  accountId: string,
  instructions: object[],
  extra: object = {},
  canBet = true,
) =>
  placeOrders(
    fixture.exchange,
    { accountId, canBet },
    { marketId: fixture.market.marketId, instructions: instructions as never, ...extra },
  );

describe('placement refusals reachable by a real request (trading-core §8)', () => {
  it('INVALID_ODDS for a price off the ladder; the whole request fails (Best Execution)', async () => {
    const fixture = openMarketFixture();
    const report = await place(fixture, 'a', [limit(1000, 'BACK', 3, 5), limit(1001, 'BACK', 2.01, 5)]);
    expect(report).toMatchObject({ status: 'FAILURE', errorCode: 'BET_ACTION_ERROR' });
    expect(report.instructionReports.map((r) => r.errorCode)).toEqual(['ERROR_IN_ORDER', 'INVALID_ODDS']);
    expect(fixture.exchange.orders.size).toBe(0);
  });

  it('INVALID_RUNNER, INVALID_BET_SIZE and RUNNER_REMOVED', async () => {
    const fixture = openMarketFixture();
    expect((await place(fixture, 'a', [limit(9, 'BACK', 3, 5)])).instructionReports[0]!.errorCode).toBe(
      'INVALID_RUNNER',
    );
    expect((await place(fixture, 'a', [limit(1000, 'BACK', 3, 0)])).instructionReports[0]!.errorCode).toBe(
      'INVALID_BET_SIZE',
    );
    expect(
      (await place(fixture, 'a', [limit(1000, 'BACK', 3, 2.001)])).instructionReports[0]!.errorCode,
    ).toBe('INVALID_BET_SIZE');
    fixture.market.runner(1002)!.status = 'REMOVED';
    expect((await place(fixture, 'a', [limit(1002, 'BACK', 3, 5)])).instructionReports[0]!.errorCode).toBe(
      'RUNNER_REMOVED',
    );
  });

  it('accepts a sub-minimum stake whose payout reaches the minimum, refuses one that does not', async () => {
    const fixture = openMarketFixture();
    // GBP: minimum stake 1, minimum payout 10. 0.10 @ 100 pays 10: accepted.
    expect((await place(fixture, 'a', [limit(1000, 'BACK', 100, 0.1)])).status).toBe('SUCCESS');
    // 0.50 @ 10 pays 5: refused.
    expect((await place(fixture, 'a', [limit(1000, 'BACK', 10, 0.5)])).instructionReports[0]!.errorCode).toBe(
      'INVALID_BET_SIZE',
    );
  });

  it('INVALID_PROFIT_RATIO when rounding the profit moves it too far', async () => {
    const fixture = openMarketFixture();
    // 0.11 @ 1.04: exact profit 0.0044 rounds to 0.00, −100 %: refused. Payout 0.1144 is also below
    // the minimum, so use a payout-qualifying case: 0.01 @ 1000 pays 10; profit 9.99 exact: accepted.
    expect((await place(fixture, 'a', [limit(1000, 'BACK', 1000, 0.01)])).status).toBe('SUCCESS');
    // 1.01 @ 1.01: exact profit 0.0101 rounds to 0.01, −1 %: accepted.
    expect((await place(fixture, 'a', [limit(1000, 'BACK', 1.01, 1.01)])).status).toBe('SUCCESS');
    // 1.05 @ 1.01: exact profit 0.0105 rounds to 0.01, −4.8 %: accepted; 1.5 @ 1.01: 0.015 → 0.02, +33 %: refused.
    const refused = await place(fixture, 'a', [limit(1000, 'BACK', 1.01, 1.5)]);
    expect(refused).toMatchObject({ status: 'FAILURE', errorCode: 'INVALID_PROFIT_RATIO' });
  });

  it('MARKET_SUSPENDED and MARKET_NOT_OPEN_FOR_BETTING', async () => {
    const fixture = openMarketFixture();
    suspendMarket(fixture.exchange, fixture.market);
    expect(await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)])).toMatchObject({
      status: 'FAILURE',
      errorCode: 'MARKET_SUSPENDED',
    });
    fixture.market.status = 'CLOSED';
    expect(await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)])).toMatchObject({
      errorCode: 'MARKET_NOT_OPEN_FOR_BETTING',
    });
  });

  it('PERMISSION_DENIED for a key that may not bet', async () => {
    const fixture = openMarketFixture();
    expect(await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)], {}, false)).toMatchObject({
      errorCode: 'PERMISSION_DENIED',
    });
  });

  it('INSUFFICIENT_FUNDS and LOSS_LIMIT_EXCEEDED', async () => {
    const fixture = openMarketFixture();
    fixture.exchange.addAccount(accountSpec('poor', 20));
    fixture.exchange.addAccount({ ...accountSpec('limited', 1000), lossLimit: 50 });
    // Lay 10 @ 4 risks 30 > 20.
    expect(await place(fixture, 'poor', [limit(1000, 'LAY', 4, 10)])).toMatchObject({
      errorCode: 'INSUFFICIENT_FUNDS',
    });
    expect((await place(fixture, 'poor', [limit(1000, 'LAY', 4, 6)])).status).toBe('SUCCESS');
    expect(await place(fixture, 'limited', [limit(1000, 'BACK', 4, 60)])).toMatchObject({
      errorCode: 'LOSS_LIMIT_EXCEEDED',
    });
  });

  describe('customerRef de-duplication, 60 real seconds whatever the clock speed', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('DUPLICATE_TRANSACTION for a customerRef reused within 60 s', async () => {
      const fixture = openMarketFixture();
      expect((await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)], { customerRef: 'r1' })).status).toBe(
        'SUCCESS',
      );
      expect(await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)], { customerRef: 'r1' })).toMatchObject({
        errorCode: 'DUPLICATE_TRANSACTION',
      });
      // Other accounts have their own refs.
      expect((await place(fixture, 'b', [limit(1000, 'BACK', 3, 5)], { customerRef: 'r1' })).status).toBe(
        'SUCCESS',
      );
      vi.advanceTimersByTime(60_000);
      expect((await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)], { customerRef: 'r1' })).status).toBe(
        'SUCCESS',
      );
      expect(fixture.exchange.orders.size).toBe(3);
    });

    it('at SIM_SPEED 20 a duplicate sent 4 s later is still refused; 60 real seconds free the ref', async () => {
      const clock = new ScaledClock(20);
      const exchange = new Exchange({ clock });
      exchange.addAccount(accountSpec('a'));
      const market = exchange.addMarket(marketSpec());
      openMarket(exchange, market);
      const fixture = { exchange, market };
      expect((await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)], { customerRef: 'r1' })).status).toBe(
        'SUCCESS',
      );
      vi.advanceTimersByTime(4_000); // 80 simulated seconds
      expect(await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)], { customerRef: 'r1' })).toMatchObject({
        status: 'FAILURE',
        errorCode: 'DUPLICATE_TRANSACTION',
      });
      vi.advanceTimersByTime(55_999);
      expect(await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)], { customerRef: 'r1' })).toMatchObject({
        errorCode: 'DUPLICATE_TRANSACTION',
      });
      vi.advanceTimersByTime(1);
      expect((await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)], { customerRef: 'r1' })).status).toBe(
        'SUCCESS',
      );
      expect(exchange.orders.size).toBe(2);
    });
  });

  it('SERVICE_UNAVAILABLE and TIMEOUT when injected', async () => {
    const fixture = openMarketFixture();
    fixture.exchange.injectFault('a', 'SERVICE_UNAVAILABLE');
    expect(await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)])).toMatchObject({
      errorCode: 'SERVICE_UNAVAILABLE',
    });
    fixture.exchange.injectFault('a', 'TIMEOUT');
    const timedOut = await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)]);
    expect(timedOut.status).toBe('TIMEOUT');
    // The bet went in all the same: its status is unknown to the caller, not absent.
    expect(fixture.exchange.orders.size).toBe(1);
  });

  it('INVALID_PERSISTENCE_TYPE, INVALID_BACK_LAY_COMBINATION and too many instructions', async () => {
    const fixture = openMarketFixture({ persistenceEnabled: false });
    expect(
      (await place(fixture, 'a', [limit(1000, 'BACK', 3, 5, { persistenceType: 'PERSIST' })]))
        .instructionReports[0]!.errorCode,
    ).toBe('INVALID_PERSISTENCE_TYPE');
    const crossing = await place(fixture, 'a', [limit(1000, 'BACK', 3, 5), limit(1000, 'LAY', 3.2, 5)]);
    expect(crossing.instructionReports.map((r) => r.errorCode)).toEqual([
      'ERROR_IN_ORDER',
      'INVALID_BACK_LAY_COMBINATION',
    ]);
    await expect(
      place(
        fixture,
        'a',
        Array.from({ length: 201 }, () => limit(1000, 'BACK', 3, 5)),
      ),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('in play (betfair-protocol §8.6–§8.7)', () => {
  it('lapses unmatched LAPSE bets at the turn and keeps PERSIST ones', async () => {
    const fixture = openMarketFixture();
    const lapse = await place(fixture, 'a', [limit(1000, 'BACK', 3, 5)]);
    const persist = await place(fixture, 'a', [limit(1000, 'BACK', 3.5, 5, { persistenceType: 'PERSIST' })]);
    turnInPlay(fixture.exchange, fixture.market, 5);
    expect(fixture.exchange.orders.get(lapse.instructionReports[0]!.betId!)).toMatchObject({
      remaining: 0,
      lapsed: 500,
    });
    expect(fixture.exchange.orders.get(persist.instructionReports[0]!.betId!)).toMatchObject({
      remaining: 500,
    });
    expect(fixture.market.version).toBe(2);
  });

  it('holds a bet for the bet delay and lapses it when the market suspends meanwhile', async () => {
    const fixture = openMarketFixture();
    await place(fixture, 'b', [limit(1000, 'LAY', 3, 50, { persistenceType: 'PERSIST' })]);
    turnInPlay(fixture.exchange, fixture.market, 5);
    let settled = false;
    const pending = place(fixture, 'a', [limit(1000, 'BACK', 3, 5)]).then((report) => {
      settled = true;
      return report;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    fixture.clock.advance(2000);
    suspendMarket(fixture.exchange, fixture.market, 'Goal');
    fixture.clock.advance(3000);
    const report = await pending;
    expect(report.instructionReports[0]).toMatchObject({
      status: 'SUCCESS',
      orderStatus: 'EXECUTION_COMPLETE',
      sizeMatched: 0,
    });
    expect(fixture.exchange.orders.get(report.instructionReports[0]!.betId!)).toMatchObject({
      lapsed: 500,
      lapseReason: 'MKT_SUSPENDED',
    });
  });

  it('matches after the delay when nothing happened, and skips it for passive bets', async () => {
    const fixture = openMarketFixture();
    await place(fixture, 'b', [limit(1000, 'LAY', 3, 50, { persistenceType: 'PERSIST' })]);
    turnInPlay(fixture.exchange, fixture.market, 5);
    const pending = place(fixture, 'a', [limit(1000, 'BACK', 3, 5)]);
    fixture.clock.advance(5000);
    expect((await pending).instructionReports[0]).toMatchObject({ sizeMatched: 5 });
    // A LAPSE back at 20 cannot match now: no delay.
    const passive = await place(fixture, 'a', [limit(1000, 'BACK', 20, 5)]);
    expect(passive.instructionReports[0]).toMatchObject({ orderStatus: 'EXECUTABLE' });
  });
});
