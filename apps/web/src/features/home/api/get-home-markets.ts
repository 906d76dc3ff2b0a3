// Home until the full home page lands: the markets starting from 3 hours ago to 24 hours ahead
// (account-and-product §9 "Home window"), first to start first, 200 at most, with their status
// refreshed every 10 s (account-and-product §2 "Market status on the home lists").
import type { MarketCatalogue } from '@greenbook/betfair';
import { REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useQuery } from '@tanstack/react-query';
import { useExchangeClient } from '@/lib/api/exchange-context';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';

const HOUR_MS = 3_600_000;
/** account-and-product §7 "Home lists max 200". */
export const HOME_MAX_RESULTS = 200;

export interface MarketState {
  readonly status: string | undefined;
  readonly inPlay: boolean | undefined;
  readonly totalMatched: number | undefined;
}

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

export function useHomeCatalogue(locale: string) {
  const client = useExchangeClient();
  return useQuery({
    queryKey: ['home', 'catalogue', locale],
    queryFn: () => getHomeCatalogue(client, Date.now(), locale),
    staleTime: 60_000,
  });
}

export function useMarketStates(marketIds: readonly string[]) {
  const client = useExchangeClient();
  return useQuery({
    queryKey: ['home', 'states', marketIds],
    queryFn: () => getMarketStates(client, marketIds),
    enabled: marketIds.length > 0,
    refetchInterval: REFRESH_INTERVALS_MS.marketStatus,
  });
}
