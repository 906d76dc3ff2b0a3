// Turning an accepted instruction into an engine order and running it through the book.
import type { SimAccount } from './accounts.js';
import { centsOf } from './currency.js';
import type { Exchange } from './exchange.js';
import type { PlaceInstructionInput } from './instructions.js';
import type { SimMarket } from './market.js';
import { SimOrder } from './order.js';

export function newOrder(
  exchange: Exchange,
  account: SimAccount,
  market: SimMarket,
  instruction: PlaceInstructionInput,
  customerStrategyRef: string | undefined,
): SimOrder {
  const limit = instruction.limitOrder;
  const price = limit?.price ?? instruction.limitOnCloseOrder?.price ?? 0;
  const placedSize =
    limit?.size ?? instruction.limitOnCloseOrder?.liability ?? instruction.marketOnCloseOrder?.liability ?? 0;
  const persistence =
    instruction.orderType === 'LIMIT'
      ? limit?.timeInForce === undefined
        ? (limit?.persistenceType ?? 'LAPSE')
        : 'LAPSE'
      : 'MARKET_ON_CLOSE';
  return new SimOrder({
    betId: exchange.nextBetId(),
    account,
    marketId: market.marketId,
    selectionId: instruction.selectionId,
    handicap: instruction.handicap ?? 0,
    runnerIndex: market.runner(instruction.selectionId, instruction.handicap ?? 0)!.index,
    side: instruction.side,
    orderType: instruction.orderType,
    persistence,
    tick: market.ladder.indexOf(price) ?? -1,
    price,
    size: centsOf(placedSize),
    placedSize,
    placedAt: exchange.clock.now(),
    customerOrderRef: instruction.customerOrderRef === '' ? undefined : instruction.customerOrderRef,
    customerStrategyRef: customerStrategyRef === '' ? undefined : customerStrategyRef,
    fillOrKill: limit?.timeInForce === 'FILL_OR_KILL',
  });
}

/** Matches a registered order; rests a LIMIT remainder, kills a fill-or-kill remainder. */
export function executeOrder(
  exchange: Exchange,
  market: SimMarket,
  order: SimOrder,
  instruction: PlaceInstructionInput,
): void {
  if (order.orderType !== 'LIMIT') {
    market.startingPriceOrders.push(order);
    return;
  }
  const book = market.runner(order.selectionId, order.handicap)!.book;
  const now = exchange.clock.now();
  if (order.fillOrKill) {
    const minFill = centsOf(instruction.limitOrder?.minFillSize ?? order.placedSize);
    const matched = book.matchFillOrKill(order, minFill, market.isLine, now);
    const unfilled = order.remaining;
    if (unfilled > 0) {
      order.cancel(unfilled, now);
      exchange.releaseUnmatched(order, unfilled);
    }
    order.expired = matched === 0;
  } else {
    book.match(order, now);
    if (order.remaining > 0) book.rest(order);
  }
  exchange.changes.market(market);
}
