// Settlement (betfair-protocol §8.13): each bet's profit from its fills, net market winnings per
// account, commission on positive net winnings at the market base rate (less the account's
// discount where allowed), paid between the account and the house in the account's currency.
// Unmatched bets lapse; settled orders leave the current orders for the cleared-order history.
import type { Exchange } from './exchange.js';
import { lapseAllUnmatched } from './market-ops.js';
import { runnerKey, type SimMarket } from './market.js';
import type { SimOrder } from './order.js';
import { winProfit } from './positions.js';
import { clearedRecordsFor, type ClearedOrder } from './cleared-orders.js';
import type { SettlementInput } from './types.js';

/** Profit in the account's cents of an order's matched fills for the given outcome. */
export function orderProfit(order: SimOrder, market: SimMarket, input: SettlementInput): number {
  let wins: boolean | undefined;
  if (market.isLine) {
    const outcome = input.lineOutcome;
    // LINE: BACK sells the line (wins below it), LAY buys (wins above); equal returns stakes.
    if (outcome === undefined || outcome === order.price) return 0;
    wins = order.side === 'BACK' ? outcome < order.price : outcome > order.price;
  } else {
    const result = input.results?.get(runnerKey(order.selectionId, order.handicap)) ?? 'LOSER';
    if (result === 'VOID') return 0;
    const runnerWon = result === 'WINNER' || result === 'PLACED';
    wins = order.side === 'BACK' ? runnerWon : !runnerWon;
  }
  let profit = 0;
  for (const fill of order.fills) {
    const odds = market.isLine ? 2 : fill.price;
    // A winning back earns stake × (odds − 1); a winning lay earns the backer's stake.
    if (order.side === 'BACK') profit += wins ? winProfit(fill.size, odds) : -fill.size;
    else profit += wins ? fill.size : -winProfit(fill.size, odds);
  }
  return profit;
}

export interface SettlementSummary {
  /** Net winnings per account (account-currency cents, before commission). */
  readonly netByAccount: ReadonlyMap<string, number>;
  readonly commissionByAccount: ReadonlyMap<string, number>;
}

export function settleMarket(
  exchange: Exchange,
  market: SimMarket,
  input: SettlementInput,
): SettlementSummary {
  lapseAllUnmatched(exchange, market, 'TIME_ELAPSED');
  const now = exchange.clock.now();
  for (const runner of market.runners) {
    if (runner.status === 'REMOVED' || runner.status === 'REMOVED_VACANT') continue;
    const result = input.results?.get(runnerKey(runner.selectionId, runner.handicap));
    runner.status = result === 'WINNER' ? 'WINNER' : result === 'PLACED' ? 'PLACED' : 'LOSER';
  }
  const byAccount = new Map<string, SimOrder[]>();
  for (const order of exchange.orders.values()) {
    if (order.marketId !== market.marketId) continue;
    byAccount.set(order.accountId, [...(byAccount.get(order.accountId) ?? []), order]);
  }
  const netByAccount = new Map<string, number>();
  const commissionByAccount = new Map<string, number>();
  for (const [accountId, orders] of byAccount) {
    const account = exchange.accounts.get(accountId)!;
    const profits = orders.map((order) => orderProfit(order, market, input));
    const net = profits.reduce((sum, cents) => sum + cents, 0);
    const discount = market.spec.discountAllowed ? account.spec.discountRate : 0;
    const commission = net > 0 ? Math.round((net * market.spec.marketBaseRate * (1 - discount)) / 100) : 0;
    exchange.house.collect(account, commission - net);
    account.retainedCommissionCents += commission;
    account.positions.delete(market.marketId);
    account.setMarketExposure(market.marketId, 0);
    netByAccount.set(accountId, net);
    commissionByAccount.set(accountId, commission);
    const records: ClearedOrder[] = clearedRecordsFor(
      orders,
      profits,
      market,
      account,
      commission,
      now,
      input,
    );
    exchange.addCleared(records);
    for (const order of orders) {
      exchange.forgetOrder(order);
      exchange.changes.order(order);
    }
  }
  market.status = 'CLOSED';
  market.settledTime = new Date(now).toISOString();
  market.touchDefinition(true);
  exchange.changes.market(market);
  exchange.changes.marketOrdersClosed(market.marketId);
  return { netByAccount, commissionByAccount };
}
