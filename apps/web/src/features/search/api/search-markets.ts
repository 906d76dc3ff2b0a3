// The search call (account-and-product §7 "Search"): listMarketCatalogue with the trader's text as
// textQuery (trailing `*`), ODDS markets only, the 1,000 most traded, in the user's locale. The
// projections are the weightless ones the columns need (sport, competition, event, start): with
// MARKET_DESCRIPTION (weight 1) a thousand markets would be over the 200 data-weight limit and
// answered TOO_MUCH_DATA. The answer is checked before anything is drawn from it.
import { ApiNgError, type ListMarketCatalogueParams } from '@greenbook/betfair';
import { API_MAX_RESULTS } from '@greenbook/trading';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { useExchangeClient } from '@/lib/api/exchange-context';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';
import { UNREADABLE_ANSWER } from '../model/search-failure';
import type { SearchRow } from '../model/search-rows';

export function searchParams(textQuery: string, locale: string): ListMarketCatalogueParams {
  return {
    filter: { textQuery, marketBettingTypes: ['ODDS'] },
    marketProjection: ['COMPETITION', 'EVENT', 'EVENT_TYPE', 'MARKET_START_TIME'],
    sort: 'MAXIMUM_TRADED',
    maxResults: API_MAX_RESULTS.search,
    locale,
  };
}

const nonEmpty = z.string().check(z.minLength(1));
const named = z.object({ id: nonEmpty, name: z.string() });

const catalogueItem = z.object({
  marketId: nonEmpty,
  marketName: z.string(),
  marketStartTime: z.optional(z.iso.datetime({ offset: true })),
  totalMatched: z.optional(z.number().check(z.nonnegative())),
  event: named,
  eventType: z.optional(named),
  competition: z.optional(named),
});

const catalogueAnswer = z.array(catalogueItem);

function rowOf(item: z.infer<typeof catalogueItem>): SearchRow {
  return {
    marketId: item.marketId,
    marketName: item.marketName,
    eventId: item.event.id,
    eventName: item.event.name,
    sportId: item.eventType?.id,
    sportName: item.eventType?.name ?? '',
    competitionName: item.competition?.name ?? '',
    startTime: item.marketStartTime === undefined ? undefined : Date.parse(item.marketStartTime),
    totalMatched: item.totalMatched,
  };
}

/** The matching markets as rows, in the exchange's order (most traded first). */
export async function searchMarkets(
  client: ExchangeClient,
  textQuery: string,
  locale: string,
): Promise<SearchRow[]> {
  const answer: unknown = await client.api.listMarketCatalogue(searchParams(textQuery, locale));
  const parsed = catalogueAnswer.safeParse(answer);
  if (!parsed.success) throw new ApiNgError(UNREADABLE_ANSWER, '', 'listMarketCatalogue', 200);
  return parsed.data.map(rowOf);
}

/** The search query; nothing is asked while there is no textQuery (empty text does nothing). */
export function useSearchMarkets(textQuery: string | undefined, locale: string) {
  const client = useExchangeClient();
  return useQuery({
    queryKey: ['search', textQuery, locale],
    queryFn: () => searchMarkets(client, textQuery ?? '', locale),
    enabled: textQuery !== undefined,
    // A refused search fails the same way again, and the other failures end the session: no retry.
    retry: false,
    staleTime: 60_000,
  });
}
