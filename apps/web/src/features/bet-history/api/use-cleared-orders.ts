// account-and-product §4 'Bet history loading' and §7 listClearedOrders: settled orders in pages
// of 10 (fromRecord, recordCount), the next page asked while moreAvailable, each after 200 ms
// times the page counter, appended to what is shown. A failure is only logged (§8): what loaded
// stays, nothing more is asked.
import type { GroupBy } from '@greenbook/betfair';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { clearedOrdersAnswer, type ClearedOrder } from './cleared-orders-answer';

export const PAGE_SIZE = 10;
export const PAGE_SPACING_MS = 200;

export interface ClearedOrdersRequest {
  readonly groupBy: Extract<GroupBy, 'MARKET' | 'BET'>;
  readonly settledDateRange: { readonly from: string; readonly to: string };
  /** One market's bets (the expanded row); every market otherwise. */
  readonly marketId?: string;
  readonly locale: string;
}

export interface ClearedOrders {
  /** Undefined until the first page arrives (or fails). */
  readonly orders: readonly ClearedOrder[] | undefined;
  /** True while more pages are still to come. */
  readonly loadingMore: boolean;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });
}

/** `request` undefined asks nothing (a range the exchange does not keep). */
export function useClearedOrders(request: ClearedOrdersRequest | undefined): ClearedOrders {
  const client = useExchangeClient();
  const query = useInfiniteQuery({
    queryKey: ['bet-history', request],
    enabled: request !== undefined,
    initialPageParam: 0,
    queryFn: async ({ pageParam: counter, signal }) => {
      if (counter > 0) await pause(PAGE_SPACING_MS * counter, signal);
      const answer = await client.api.betting('listClearedOrders', {
        betStatus: 'SETTLED',
        groupBy: request!.groupBy,
        includeItemDescription: true,
        settledDateRange: request!.settledDateRange,
        ...(request!.marketId === undefined ? {} : { marketIds: [request!.marketId] }),
        locale: request!.locale,
        fromRecord: counter * PAGE_SIZE,
        recordCount: PAGE_SIZE,
      });
      return clearedOrdersAnswer.parse(answer);
    },
    getNextPageParam: (last, pages) => (last.moreAvailable ? pages.length : undefined),
    retry: false,
    // Settled history does not change under the page; a new range or filter is a new key.
    staleTime: Infinity,
  });
  const { hasNextPage, isFetching, isError, fetchNextPage, error } = query;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage]);
  useEffect(() => {
    if (error !== null) console.error('bet history', error);
  }, [error]);
  const orders = query.data?.pages.flatMap((page) => page.clearedOrders) ?? (isError ? [] : undefined);
  return { orders, loadingMore: hasNextPage && !isError };
}
