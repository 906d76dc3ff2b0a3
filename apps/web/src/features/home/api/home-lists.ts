// The home page's server data through TanStack Query and the signed-in user's exchange client:
// each list's catalogue (@greenbook/trading home list queries, in the user's locale) and the books
// of the markets on screen, polled every 10 s (account-and-product §4 "home soccer and team status
// every 10 s; horse market status every 10 s"). Answers are checked where they enter
// (parseHomeMarkets, parseHomeMarketBooks).
import {
  parseHomeMarketBooks,
  parseHomeMarkets,
  REFRESH_INTERVALS_MS,
  type HomeListQuery,
} from '@greenbook/trading';
import { useQuery } from '@tanstack/react-query';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { useExchangeLocale } from '@/lib/session/exchange-locale';

/** How long a list's catalogue is kept before it is asked again (its statuses poll every 10 s). */
const CATALOGUE_STALE_MS = 60_000;

/**
 * One home list. `key` names the list (and its sport); the query is built at fetch time, so the
 * 3-hours-ago-to-24-hours-ahead window moves with the clock on each refetch. `refreshMs` is for a
 * list whose members are a status (live events: in play now), asked again on the status beat.
 */
export function useHomeList(
  key: readonly string[],
  queryAt: (now: number) => HomeListQuery,
  refreshMs = CATALOGUE_STALE_MS,
) {
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  return useQuery({
    queryKey: ['home', ...key, locale],
    queryFn: async () =>
      parseHomeMarkets(await client.api.listMarketCatalogue({ ...queryAt(Date.now()), locale })),
    staleTime: refreshMs,
    refetchInterval: refreshMs,
  });
}

/** Only the best back price: the cards show one price a runner (and it keeps a batch at 100). */
const BEST_BACK = {
  priceData: ['EX_BEST_OFFERS'],
  exBestOffersOverrides: { bestPricesDepth: 1 },
} as const;

/**
 * Status, in-play flag (and with `withPrices` the best back prices) of the markets on screen,
 * every 10 s; listMarketBook goes in batches of 100 (the client splits longer lists).
 */
export function useHomeBooks(marketIds: readonly string[], withPrices: boolean) {
  const client = useExchangeClient();
  return useQuery({
    queryKey: ['home', 'books', withPrices, marketIds],
    queryFn: async () =>
      parseHomeMarketBooks(
        await client.api.listMarketBook({
          marketIds,
          ...(withPrices ? { priceProjection: BEST_BACK } : {}),
        }),
      ),
    enabled: marketIds.length > 0,
    refetchInterval: REFRESH_INTERVALS_MS.marketStatus,
  });
}
