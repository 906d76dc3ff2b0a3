// Home until the full home page lands: the main market of every event from 3 hours ago to 24 hours
// ahead, in three requests (in play, upcoming races, upcoming other sports: @greenbook/trading
// homeCatalogueQueries says why), merged first to start first; their status comes from
// lib/market/market-states. An event's other markets are on its market page's selector.
import type { MarketCatalogue } from '@greenbook/betfair';
import { homeCatalogueQueries } from '@greenbook/trading';
import { useQuery } from '@tanstack/react-query';
import { useExchangeClient } from '@/lib/api/exchange-context';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';

function startOf(market: MarketCatalogue): number {
  const start = market.marketStartTime === undefined ? NaN : Date.parse(market.marketStartTime);
  return Number.isFinite(start) ? start : Number.MAX_SAFE_INTEGER;
}

export async function getHomeCatalogue(
  client: ExchangeClient,
  now: number,
  locale: string,
): Promise<MarketCatalogue[]> {
  const lists = await Promise.all(
    homeCatalogueQueries(now).map((query) => client.api.listMarketCatalogue({ ...query, locale })),
  );
  // A market that turned in play between two answers comes twice: keep it once.
  const byId = new Map(lists.flat().map((market) => [market.marketId, market]));
  return [...byId.values()].sort((a, b) => startOf(a) - startOf(b));
}

export function useHomeCatalogue(locale: string) {
  const client = useExchangeClient();
  return useQuery({
    queryKey: ['home', 'catalogue', locale],
    queryFn: () => getHomeCatalogue(client, Date.now(), locale),
    staleTime: 60_000,
  });
}
