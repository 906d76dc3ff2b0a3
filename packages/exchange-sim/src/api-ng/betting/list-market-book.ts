// listMarketBook and listRunnerBook (betfair-protocol §2.4) with the limits of §1.6: at most 250
// ids, weight × markets ≤ 200. Unknown market ids are left out; CLOSED markets are returned only
// when no open market is asked for in the same call.
import type { MarketBook } from '@greenbook/betfair';
import type { SimMarket } from '../../core/market.js';
import { sessionOperation } from '../caller.js';
import { checkIdCount, checkWeight } from '../limits.js';
import type { OperationTable } from '../operation-handler.js';
import { idList, idText, integer, numeric, optional, required } from '../params.js';
import { marketWeight, parseBookOptions } from './book-options.js';
import { marketBook } from './market-book-view.js';

function withoutMixedClosed(markets: SimMarket[]): SimMarket[] {
  const open = markets.filter((market) => market.status !== 'CLOSED');
  return open.length > 0 ? open : markets;
}

export const LIST_MARKET_BOOK: OperationTable = {
  listMarketBook: sessionOperation('betting', (params, caller): MarketBook[] => {
    const marketIds = [...new Set(required(params, 'marketIds', idList))];
    const options = parseBookOptions(params, caller);
    checkIdCount(marketIds.length + (options.betIds?.size ?? 0));
    checkWeight(marketWeight(options) * marketIds.length);
    const markets = marketIds
      .map((id) => caller.exchange.markets.get(id))
      .filter((market): market is SimMarket => market !== undefined);
    return withoutMixedClosed(markets).map((market) => marketBook(market, caller, options));
  }),
  listRunnerBook: sessionOperation('betting', (params, caller): MarketBook[] => {
    const marketId = required(params, 'marketId', idText);
    const selectionId = required(params, 'selectionId', integer);
    const handicap = optional(params, 'handicap', numeric) ?? 0;
    const options = parseBookOptions(params, caller);
    checkIdCount(1 + (options.betIds?.size ?? 0));
    checkWeight(marketWeight(options));
    const market = caller.exchange.markets.get(marketId);
    if (market === undefined) return [];
    return [
      marketBook(
        market,
        caller,
        options,
        (runner) => runner.selectionId === selectionId && runner.handicap === handicap,
      ),
    ];
  }),
};
