// Home until the full home page lands: the markets starting from 3 hours ago to 24 hours ahead
// (account-and-product §9 "Home window"), first to start first, 200 at most; their status comes
// from lib/market/market-states.
import type { MarketCatalogue } from '@greenbook/betfair';
import { useQuery } from '@tanstack/react-query';
import { useExchangeClient } from '@/lib/api/exchange-context';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';

const HOUR_MS = 3_600_000;
/** account-and-product §7 "Home lists max 200". */
export const HOME_MAX_RESULTS = 200;

export function getHomeCatalogue(
  client: ExchangeClient,
  now: number,
  locale: string,
): Promise<MarketCatalogue[]> {
  return client.api.listMarketCatalogue({
    filter: {
      marketStartTime: {
        from: new Date(now - 3 * HOUR_MS).toISOString(),
        to: new Date(now + 24 * HOUR_MS).toISOString(),
      },
    },
    marketProjection: ['EVENT', 'EVENT_TYPE', 'MARKET_START_TIME', 'MARKET_DESCRIPTION'],
    sort: 'FIRST_TO_START',
    maxResults: HOME_MAX_RESULTS,
    locale,
  });
}

export function useHomeCatalogue(locale: string) {
  const client = useExchangeClient();
  return useQuery({
    queryKey: ['home', 'catalogue', locale],
    queryFn: () => getHomeCatalogue(client, Date.now(), locale),
    staleTime: 60_000,
  });
}
