// trading-core §2 market selector: the event's markets with their total traded, most traded
// first (listMarketCatalogue by event id, sort MAXIMUM_TRADED, max 200 results); at a race meeting
// the same list gives the venue's race times (market type from the description). Names in the
// user's locale (trading-core §7).
import { useQuery } from '@tanstack/react-query';
import type { MarketCatalogue } from '@greenbook/betfair';
import { useExchangeClient } from '@/lib/api/exchange-context';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';
import { useExchangeLocale } from '@/lib/session/exchange-locale';

export const EVENT_MARKETS_MAX_RESULTS = 200;

export function getEventMarkets(
  client: ExchangeClient,
  eventId: string,
  locale: string,
): Promise<MarketCatalogue[]> {
  return client.api.listMarketCatalogue({
    filter: { eventIds: [eventId] },
    marketProjection: ['MARKET_START_TIME', 'MARKET_DESCRIPTION'],
    sort: 'MAXIMUM_TRADED',
    maxResults: EVENT_MARKETS_MAX_RESULTS,
    locale,
  });
}

export function useEventMarkets(eventId: string) {
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  return useQuery({
    queryKey: ['event-markets', eventId, locale],
    queryFn: () => getEventMarkets(client, eventId, locale),
    staleTime: 30_000,
  });
}
