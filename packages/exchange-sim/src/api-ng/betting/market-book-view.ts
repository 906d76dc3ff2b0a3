// A MarketBook (betfair-protocol §2.4) for one market and the caller, from the engine's state.
import type { MarketBook, Runner } from '@greenbook/betfair';
import { lastPriceTraded } from '../../core/book-views.js';
import { toCents } from '../../core/currency.js';
import type { SimMarket, SimRunner } from '../../core/market.js';
import type { SimOrder } from '../../core/order.js';
import { isoDate } from '../../core/reports.js';
import type { Caller } from '../caller.js';

/** Who a book is drawn for: a signed-in caller, or the public widgets service's anonymous reader. */
export type BookReader = Pick<Caller, 'exchange'> & {
  readonly account: Pick<Caller['account'], 'accountId'>;
  readonly appKey: Pick<Caller['appKey'], 'delayed'>;
};
import type { BookOptions } from './book-options.js';
import { totalAvailablePence } from './market-totals.js';
import { runnerMatches, runnerOrders, selectOrders } from './runner-orders.js';
import { exchangePrices, startingPrices } from './runner-prices.js';

function runnerView(
  market: SimMarket,
  runner: SimRunner,
  orders: readonly SimOrder[],
  options: BookOptions,
): Runner {
  const ltp = lastPriceTraded(runner.book);
  const sp = startingPrices(market, runner, options);
  const own = orders.filter(
    (order) => order.selectionId === runner.selectionId && order.handicap === runner.handicap,
  );
  const ownOrders = runnerOrders(own, options);
  return {
    selectionId: runner.selectionId,
    handicap: runner.handicap,
    status: runner.status,
    adjustmentFactor: runner.adjustmentFactor,
    ...(ltp === undefined ? {} : { lastPriceTraded: ltp }),
    totalMatched: toCents(runner.book.totalMatched, options.currency.rate) / 100,
    ...(runner.removalDate === undefined ? {} : { removalDate: runner.removalDate }),
    ...(sp === undefined ? {} : { sp }),
    ex: exchangePrices(market, runner, options),
    ...(ownOrders === undefined ? {} : { orders: ownOrders }),
    ...runnerMatches(own, options),
  };
}

/** The book of a market; `onlyRunner` narrows it to one runner (listRunnerBook). */
export function marketBook(
  market: SimMarket,
  caller: BookReader,
  options: BookOptions,
  onlyRunner?: (runner: SimRunner) => boolean,
): MarketBook {
  const wantsOwn = options.orderProjection !== undefined || options.matchProjection !== undefined;
  const orders = wantsOwn
    ? selectOrders(
        [...caller.exchange.accountOrders(caller.account.accountId)].filter(
          (o) => o.marketId === market.marketId,
        ),
        options,
      )
    : [];
  const runners = onlyRunner === undefined ? market.runners : market.runners.filter(onlyRunner);
  const rate = options.currency.rate;
  return {
    marketId: market.marketId,
    isMarketDataDelayed: caller.appKey.delayed,
    status: market.status,
    betDelay: market.betDelay,
    bspReconciled: market.bspReconciled,
    complete: market.complete,
    inplay: market.inPlay,
    numberOfWinners: market.spec.numberOfWinners,
    numberOfRunners: market.runners.length,
    numberOfActiveRunners: market.runners.filter((runner) => runner.status === 'ACTIVE').length,
    ...(market.lastMatchTime === undefined ? {} : { lastMatchTime: isoDate(market.lastMatchTime) }),
    totalMatched: toCents(market.totalMatched, rate) / 100,
    totalAvailable: toCents(totalAvailablePence(market), rate) / 100,
    // No cross-matching in the simulator; runners are never voidable as a market property.
    crossMatching: false,
    runnersVoidable: false,
    version: market.version,
    runners: runners.map((runner) => runnerView(market, runner, orders, options)),
  };
}
