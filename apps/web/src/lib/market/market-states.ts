// Status, in-play flag and traded volume of markets the page is not streaming, polled every 10 s
// (account-and-product §2 "Market status on the home lists"; the recent-markets bar reads the same).
import { REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useQuery } from '@tanstack/react-query';
import { useExchangeClient } from '@/lib/api/exchange-context';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';

export interface MarketState {
  readonly status: string | undefined;
  readonly inPlay: boolean | undefined;
  readonly totalMatched: number | undefined;
}

export async function getMarketStates(
  client: ExchangeClient,
  marketIds: readonly string[],
): Promise<ReadonlyMap<string, MarketState>> {
  if (marketIds.length === 0) return new Map();
  const books = await client.api.listMarketBook({ marketIds });
  return new Map(
    books.map((book) => [
      book.marketId,
      { status: book.status, inPlay: book.inplay, totalMatched: book.totalMatched },
    ]),
  );
}

export function useMarketStates(marketIds: readonly string[]) {
  const client = useExchangeClient();
  return useQuery({
    queryKey: ['market-states', marketIds],
    queryFn: () => getMarketStates(client, marketIds),
    enabled: marketIds.length > 0,
    refetchInterval: REFRESH_INTERVALS_MS.marketStatus,
  });
}
