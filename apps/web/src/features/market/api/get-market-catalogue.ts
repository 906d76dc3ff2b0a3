// trading-core §7 listMarketCatalogue for the market page: runner names, event, sport,
// competition, market type, rules and start time of one market, named in the user's locale, and
// the runners' metadata (racing details, trading-core §3 'Horse metadata'; other sports carry only
// runnerId there).
import { useQuery } from '@tanstack/react-query';
import type { MarketCatalogue, MarketProjection } from '@greenbook/betfair';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { useExchangeLocale } from '@/lib/session/exchange-locale';

export const MARKET_PAGE_PROJECTION: readonly MarketProjection[] = [
  'RUNNER_DESCRIPTION',
  'RUNNER_METADATA',
  'EVENT',
  'EVENT_TYPE',
  'COMPETITION',
  'MARKET_DESCRIPTION',
  'MARKET_START_TIME',
];

export async function getMarketCatalogue(
  client: ExchangeClient,
  marketId: string,
  locale: string,
): Promise<MarketCatalogue | null> {
  const [catalogue] = await client.api.listMarketCatalogue({
    filter: { marketIds: [marketId] },
    marketProjection: MARKET_PAGE_PROJECTION,
    maxResults: 1,
    locale,
  });
  return catalogue ?? null;
}

export function useMarketCatalogue(marketId: string) {
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  return useQuery({
    queryKey: ['market-catalogue', marketId, locale],
    queryFn: () => getMarketCatalogue(client, marketId, locale),
    staleTime: 60_000,
  });
}
