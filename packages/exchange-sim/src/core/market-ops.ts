// A market's life as the exchange runs it (betfair-protocol §8.6, §8.8, §8.9): open, suspend,
// turn in-play, material events, runner removal. Each change that matters to bettors bumps the
// market version and lapses the unmatched bets Betfair would lapse.
import type { Exchange } from './exchange.js';
import type { SimMarket } from './market.js';
import type { SimOrder } from './order.js';
import type { MarketPosition } from './positions.js';
import type { LapseReason } from './types.js';

/** Lapses an order's unmatched remainder. */
export function lapseOrder(exchange: Exchange, order: SimOrder, reason: LapseReason): void {
  const size = order.remaining;
  if (size === 0) return;
  const market = exchange.markets.get(order.marketId)!;
  if (order.orderType === 'LIMIT') market.runner(order.selectionId, order.handicap)?.book.unrest(order, size);
  order.lapse(reason, exchange.clock.now());
  exchange.releaseUnmatched(order, size);
  exchange.changes.market(market);
}

/** Live LIMIT orders on a market, optionally only those a predicate keeps. */
function liveOrders(
  exchange: Exchange,
  market: SimMarket,
  keep: (order: SimOrder) => boolean = () => true,
): SimOrder[] {
  const result: SimOrder[] = [];
  for (const order of exchange.orders.values()) {
    if (
      order.marketId === market.marketId &&
      order.remaining > 0 &&
      order.orderType === 'LIMIT' &&
      keep(order)
    ) {
      result.push(order);
    }
  }
  return result;
}

export function openMarket(exchange: Exchange, market: SimMarket): void {
  market.status = 'OPEN';
  market.suspendReason = undefined;
  market.touchDefinition(false);
  exchange.changes.market(market);
}

/**
 * Suspends a market. In play a suspension is a material event: unmatched LAPSE bets lapse and
 * the version moves, so bets caught in their bet delay lapse too.
 */
export function suspendMarket(exchange: Exchange, market: SimMarket, reason?: string): void {
  market.status = 'SUSPENDED';
  market.suspendReason = reason;
  if (market.inPlay) {
    for (const order of liveOrders(exchange, market, (o) => o.persistence === 'LAPSE')) {
      lapseOrder(exchange, order, 'MKT_SUSPENDED');
    }
  }
  market.touchDefinition(market.inPlay);
  exchange.changes.market(market);
}

/** Turns a market in play: LAPSE bets lapse, MARKET_ON_CLOSE ones go to the starting price. */
export function turnInPlay(exchange: Exchange, market: SimMarket, betDelay: number): void {
  for (const order of liveOrders(exchange, market)) {
    if (order.persistence === 'LAPSE') lapseOrder(exchange, order, 'MKT_VERSION');
  }
  market.inPlay = true;
  market.betDelay = betDelay;
  market.touchDefinition(true);
  exchange.changes.market(market);
}

/** Closes betting without settling (the market goes CLOSED when settled). */
export function lapseAllUnmatched(exchange: Exchange, market: SimMarket, reason: LapseReason): void {
  for (const order of liveOrders(exchange, market)) lapseOrder(exchange, order, reason);
  for (const order of market.startingPriceOrders) lapseOrder(exchange, order, reason);
  market.startingPriceOrders.length = 0;
}

/** Rebuilds every account's position on a market from its orders (after voids or reductions). */
export function rebuildPositions(exchange: Exchange, market: SimMarket): void {
  const touched = new Set<string>();
  for (const order of exchange.orders.values())
    if (order.marketId === market.marketId) touched.add(order.accountId);
  for (const accountId of touched) {
    const account = exchange.accounts.get(accountId)!;
    account.positions.delete(market.marketId);
    const position: MarketPosition = exchange.positionFor(account, market);
    for (const order of exchange.orders.values()) {
      if (order.marketId !== market.marketId || order.accountId !== accountId) continue;
      const key = order.runnerIndex;
      for (const fill of order.fills)
        position.addMatched(key, order.side, fill.size, market.isLine ? 2 : fill.price);
      if (order.remaining > 0)
        position.addUnmatched(
          key,
          order.side,
          order.remaining,
          order.orderType === 'LIMIT' ? order.price : 2,
        );
    }
    exchange.refreshExposure(account, market);
  }
}

/**
 * Racing non-runner (Rule 4): the runner is REMOVED, its matched bets void and unmatched lapse;
 * the other runners' bets matched before the removal have their prices reduced by its
 * adjustment factor (a percentage), and their unmatched bets lapse as the market re-forms.
 */
export function removeRunner(exchange: Exchange, market: SimMarket, selectionId: number, handicap = 0): void {
  const runner = market.runner(selectionId, handicap);
  if (runner === undefined || runner.status === 'REMOVED') return;
  const factor = runner.adjustmentFactor;
  const now = exchange.clock.now();
  runner.status = 'REMOVED';
  runner.removalDate = new Date(now).toISOString();
  lapseAllUnmatched(exchange, market, 'RNR_UNKNOWN');
  const reduce = (price: number): number =>
    Math.max(1.01, Math.round(price * (1 - factor / 100) * 100) / 100);
  for (const order of exchange.orders.values()) {
    if (order.marketId !== market.marketId || order.matched === 0) continue;
    if (order.selectionId === selectionId && order.handicap === handicap) order.voidMatched(now);
    else if (factor > 0 && !market.isLine) order.reduceMatchedPrices(reduce);
    else continue;
    exchange.changes.order(order);
  }
  rebuildPositions(exchange, market);
  market.touchDefinition(true);
  exchange.changes.market(market);
}
