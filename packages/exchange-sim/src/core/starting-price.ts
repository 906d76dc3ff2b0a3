// Betfair Starting Price (betfair-protocol §8.10). Before the off, MARKET_ON_CLOSE and
// LIMIT_ON_CLOSE bets wait; at reconciliation each runner gets its SP and those bets match at it
// against the exchange's SP pool (a house account, so money stays conserved). A LIMIT_ON_CLOSE
// bet matches only when the SP is at or better than its limit, otherwise it lapses.
import type { SimAccount } from './accounts.js';
import { convertCents } from './currency.js';
import type { Exchange } from './exchange.js';
import type { SimMarket, SimRunner } from './market.js';
import { SimOrder } from './order.js';
import { lapseOrder } from './market-ops.js';

export const SP_POOL_ACCOUNT_ID = 'SP_POOL';

function spPool(exchange: Exchange): SimAccount {
  return (
    exchange.accounts.get(SP_POOL_ACCOUNT_ID) ??
    exchange.addAccount({
      accountId: SP_POOL_ACCOUNT_ID,
      username: SP_POOL_ACCOUNT_ID,
      password: '',
      firstName: 'Starting',
      lastName: 'Price Pool',
      currencyCode: 'GBP',
      countryCode: 'GB',
      localeCode: 'en',
      region: 'GBR',
      timezone: 'Europe/London',
      balance: 0,
      discountRate: 0,
      synthetic: true,
    })
  );
}

/** The price a runner would start at now: last traded, else the middle of the best prices. */
export function projectedStartingPrice(market: SimMarket, runner: SimRunner): number | undefined {
  const book = runner.book;
  if (book.lastTradedTick !== undefined) return market.ladder.priceAt(book.lastTradedTick);
  const bestBack = book.restingLays.best()?.tick;
  const bestLay = book.restingBacks.best()?.tick;
  if (bestBack === undefined && bestLay === undefined) return undefined;
  const tick = Math.round(((bestBack ?? bestLay)! + (bestLay ?? bestBack)!) / 2);
  return market.ladder.priceAt(tick);
}

function matchAtStartingPrice(exchange: Exchange, market: SimMarket, order: SimOrder, sp: number): void {
  const limitOk =
    order.orderType !== 'LIMIT_ON_CLOSE' || (order.side === 'BACK' ? sp >= order.price : sp <= order.price);
  if (!limitOk) {
    lapseOrder(exchange, order, 'SP_IN_PLAY');
    return;
  }
  const account = exchange.accounts.get(order.accountId)!;
  const key = order.runnerIndex;
  const position = exchange.positionFor(account, market);
  position.addUnmatched(key, order.side, -order.remaining, 2);
  // A lay's liability becomes the stake that risks exactly it at the SP.
  const stake =
    order.side === 'BACK' ? order.size : Math.floor((order.size * 100) / (Math.round(sp * 100) - 100));
  order.size = stake;
  order.remaining = stake;
  const now = exchange.clock.now();
  const pool = spPool(exchange);
  // The pool (GBP) takes the other side of the same value in its own pence.
  const poolStake = Math.max(1, convertCents(stake, order.rate, pool.rate));
  const counter = new SimOrder({
    betId: exchange.nextBetId(),
    account: pool,
    marketId: market.marketId,
    selectionId: order.selectionId,
    handicap: order.handicap,
    runnerIndex: order.runnerIndex,
    side: order.side === 'BACK' ? 'LAY' : 'BACK',
    orderType: 'MARKET_ON_CLOSE',
    persistence: 'MARKET_ON_CLOSE',
    tick: -1,
    price: sp,
    size: poolStake,
    placedSize: poolStake / 100,
    placedAt: now,
    customerOrderRef: undefined,
    customerStrategyRef: undefined,
    fillOrKill: false,
  });
  exchange.orders.set(counter.betId, counter);
  exchange.accountOrders(pool.accountId).add(counter);
  for (const [filled, size] of [
    [order, stake],
    [counter, poolStake],
  ] as const) {
    filled.recordFill(sp, size, now);
    const owner = filled.account;
    exchange.positionFor(owner, market).addMatched(key, filled.side, size, sp);
    exchange.refreshExposure(owner, market);
    exchange.changes.order(filled);
  }
}

/**
 * Reconciles the starting price of every runner and matches the waiting SP bets. `knownPrice`
 * supplies prices decided elsewhere (a historical replay's recorded BSP); runners it has no price
 * for get the projected one.
 */
export function reconcileStartingPrices(
  exchange: Exchange,
  market: SimMarket,
  knownPrice?: (runner: SimRunner) => number | undefined,
): void {
  if (!market.spec.bspMarket || market.bspReconciled) return;
  for (const runner of market.runners) {
    runner.bsp =
      runner.status === 'ACTIVE'
        ? (knownPrice?.(runner) ?? projectedStartingPrice(market, runner) ?? market.ladder.max)
        : undefined;
  }
  for (const order of market.startingPriceOrders) {
    const runner = market.runner(order.selectionId, order.handicap);
    if (runner?.bsp === undefined) lapseOrder(exchange, order, 'SP_IN_PLAY');
    else matchAtStartingPrice(exchange, market, order, runner.bsp);
  }
  market.startingPriceOrders.length = 0;
  market.bspReconciled = true;
  market.touchDefinition(true);
  exchange.changes.market(market);
}
