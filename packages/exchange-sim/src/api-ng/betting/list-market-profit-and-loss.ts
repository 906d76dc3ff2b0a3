// listMarketProfitAndLoss (betfair-protocol §2.8): the caller's profit per runner outcome from
// matched bets, in the account's currency. Single-winner odds markets report ifWin (the whole
// market's result if that runner wins); other markets report, per runner, ifWin and ifLose of the
// bets on it (Betfair returns ifLose only for multi-winner markets). Weight 4 per market (§1.6).
import type { MarketProfitAndLoss, RunnerProfitAndLoss } from '@greenbook/betfair';
import type { SimAccount } from '../../core/accounts.js';
import type { SimMarket } from '../../core/market.js';
import type { SimOrder } from '../../core/order.js';
import { winProfit } from '../../core/positions.js';
import { sessionOperation } from '../caller.js';
import { checkIdCount, checkWeight } from '../limits.js';
import type { OperationTable } from '../operation-handler.js';
import { flag, idList, optional, required } from '../params.js';

const WEIGHT_PER_MARKET = 4;

/** Per runner index: cents won if it wins and if it loses, from the matched bets on it. */
function outcomes(market: SimMarket, orders: readonly SimOrder[]) {
  const ifWin = market.runners.map(() => 0);
  const ifLose = market.runners.map(() => 0);
  for (const order of orders) {
    for (const fill of order.fills) {
      const profit = winProfit(fill.size, market.isLine ? 2 : fill.price);
      const back = order.side === 'BACK';
      ifWin[order.runnerIndex]! += back ? profit : -profit;
      ifLose[order.runnerIndex]! += back ? -fill.size : fill.size;
    }
  }
  return { ifWin, ifLose };
}

function profitAndLoss(
  market: SimMarket,
  account: SimAccount,
  orders: readonly SimOrder[],
  netOfCommission: boolean,
): MarketProfitAndLoss {
  const { ifWin, ifLose } = outcomes(market, orders);
  const discount = market.spec.discountAllowed ? account.spec.discountRate : 0;
  const commissionRate = market.spec.marketBaseRate * (1 - discount);
  const money = (cents: number): number => {
    const amount = cents / 100;
    return netOfCommission && amount > 0 ? Math.round(amount * (100 - commissionRate)) / 100 : amount;
  };
  const singleWinner = market.spec.numberOfWinners === 1 && market.spec.bettingType === 'ODDS';
  const loseAll = ifLose.reduce((sum, value) => sum + value, 0);
  const profitAndLosses = market.runners.map((runner): RunnerProfitAndLoss =>
    singleWinner
      ? {
          selectionId: runner.selectionId,
          ifWin: money(loseAll - ifLose[runner.index]! + ifWin[runner.index]!),
        }
      : {
          selectionId: runner.selectionId,
          ifWin: money(ifWin[runner.index]!),
          ifLose: money(ifLose[runner.index]!),
        },
  );
  return {
    marketId: market.marketId,
    ...(netOfCommission ? { commissionApplied: commissionRate } : {}),
    profitAndLosses,
  };
}

export const LIST_MARKET_PROFIT_AND_LOSS: OperationTable = {
  listMarketProfitAndLoss: sessionOperation('betting', (params, caller): MarketProfitAndLoss[] => {
    const marketIds = [...new Set(required(params, 'marketIds', idList))];
    checkIdCount(marketIds.length);
    checkWeight(WEIGHT_PER_MARKET * marketIds.length);
    // Markets settle whole here, so there are never settled bets on a listed market.
    optional(params, 'includeSettledBets', flag);
    const includeBsp = optional(params, 'includeBspBets', flag) ?? false;
    const netOfCommission = optional(params, 'netOfCommission', flag) ?? false;
    const wanted = new Set(marketIds);
    const byMarket = new Map<string, SimOrder[]>();
    for (const order of caller.exchange.accountOrders(caller.account.accountId)) {
      if (!wanted.has(order.marketId) || order.matched === 0) continue;
      if (!includeBsp && order.orderType !== 'LIMIT') continue;
      byMarket.set(order.marketId, [...(byMarket.get(order.marketId) ?? []), order]);
    }
    return marketIds.flatMap((marketId) => {
      const orders = byMarket.get(marketId);
      const market = caller.exchange.markets.get(marketId);
      return orders === undefined || market === undefined
        ? []
        : [profitAndLoss(market, caller.account, orders, netOfCommission)];
    });
  }),
};
