// The typed API-NG client (exchange-client issue §1): every betting and account operation from
// the one operation table, with the spec's batching on the calls that take lists of ids.
import type { AccountOperations, BettingOperations } from '../operations.js';
import type { ListMarketBookParams, ListMarketCatalogueParams } from '../betting-types.js';
import type { MarketBook, MarketCatalogue } from '../market-types.js';
import type { CancelExecutionReport } from '../instruction-types.js';
import { batches, CANCEL_BATCH, CATALOGUE_BATCH, marketBookBatchSize } from './batching.js';
import type { RestTransport } from './transport.js';

export class BetfairApi {
  constructor(readonly transport: RestTransport) {}

  betting<Op extends keyof BettingOperations>(
    operation: Op,
    params: BettingOperations[Op]['params'],
  ): Promise<BettingOperations[Op]['result']> {
    return this.transport.call('betting', operation, params);
  }

  account<Op extends keyof AccountOperations>(
    operation: Op,
    params: AccountOperations[Op]['params'],
  ): Promise<AccountOperations[Op]['result']> {
    return this.transport.call('account', operation, params);
  }

  /** trading-core §7: catalogue market ids go in batches of 40 (a filter without ids is one call). */
  async listMarketCatalogue(params: ListMarketCatalogueParams): Promise<MarketCatalogue[]> {
    const ids = params.filter.marketIds;
    if (ids === undefined || ids.length <= CATALOGUE_BATCH)
      return this.betting('listMarketCatalogue', params);
    const parts = await Promise.all(
      batches(ids, CATALOGUE_BATCH).map((marketIds) =>
        this.betting('listMarketCatalogue', {
          ...params,
          filter: { ...params.filter, marketIds },
          maxResults: marketIds.length,
        }),
      ),
    );
    return parts.flat();
  }

  /** trading-core §7: market book ids go in batches of 100, fewer for heavy projections (§1.6). */
  async listMarketBook(params: ListMarketBookParams): Promise<MarketBook[]> {
    const size = marketBookBatchSize(
      params.priceProjection?.priceData,
      params.priceProjection?.exBestOffersOverrides?.bestPricesDepth,
    );
    const parts = await Promise.all(
      batches(params.marketIds, size).map((marketIds) =>
        this.betting('listMarketBook', { ...params, marketIds }),
      ),
    );
    return parts.flat();
  }

  /**
   * trading-core §7: cancels from a map of marketId → betIds, 60 instructions per call; a market
   * with `null` (or in `allInMarkets`) cancels every unmatched bet there.
   */
  async cancelBets(
    betIdsByMarket: ReadonlyMap<string, readonly string[] | null>,
    customerRef?: string,
  ): Promise<CancelExecutionReport[]> {
    const calls: Array<Promise<CancelExecutionReport>> = [];
    for (const [marketId, betIds] of betIdsByMarket) {
      if (betIds === null) {
        calls.push(
          this.betting('cancelOrders', { marketId, ...(customerRef === undefined ? {} : { customerRef }) }),
        );
        continue;
      }
      batches(betIds, CANCEL_BATCH).forEach((chunk, index) => {
        calls.push(
          this.betting('cancelOrders', {
            marketId,
            instructions: chunk.map((betId) => ({ betId })),
            ...(customerRef === undefined ? {} : { customerRef: `${customerRef}-${index}` }),
          }),
        );
      });
    }
    return Promise.all(calls);
  }
}
