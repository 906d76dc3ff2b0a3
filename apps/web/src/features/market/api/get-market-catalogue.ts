// trading-core §7 listMarketCatalogue for the market page: runner names, event, sport,
// competition, market type, rules and start time of one market.
import { useQuery } from '@tanstack/react-query';
import type { MarketCatalogue, MarketProjection } from '@greenbook/betfair';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';
import { useExchangeClient } from '@/lib/api/exchange-context';

export const MARKET_PAGE_PROJECTION: readonly MarketProjection[] = [
  'RUNNER_DESCRIPTION',
  'EVENT',
  'EVENT_TYPE',
  'COMPETITION',
  'MARKET_DESCRIPTION',
  'MARKET_START_TIME',
];

export async function getMarketCatalogue(
  client: ExchangeClient,
  marketId: string,
): Promise<MarketCatalogue | null> {
  const [catalogue] = await client.api.listMarketCatalogue({
    filter: { marketIds: [marketId] },
    marketProjection: MARKET_PAGE_PROJECTION,
    maxResults: 1,
  });
  return catalogue ?? null;
}

export function marketCatalogueQueryKey(marketId: string) {
  return ['market-catalogue', marketId] as const;
}

export function useMarketCatalogue(marketId: string) {
  const client = useExchangeClient();
  return useQuery({
    queryKey: marketCatalogueQueryKey(marketId),
    queryFn: () => getMarketCatalogue(client, marketId),
    staleTime: 60_000,
  });
}
