// The catalogue behind each list (account-and-product §7): one listMarketCatalogue request in the
// user's exchange locale, its answer turned into rows. Kept a minute, as home keeps its own: the
// rows hold still while the list is open (no refetch on focus or reconnect: a new answer re-sorts
// them, which only the trader's header click should do), and their figures refresh through the
// visible books.
import { liveListQuery, sportListQuery } from '@greenbook/trading';
import type { MarketCatalogue } from '@greenbook/betfair';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { listRowsOf } from '../model/list-rows';

const CATALOGUE_STALE_MS = 60_000;

/** The answer as rows, made again only when the answer or the language changes (not every render). */
function useRowsOf() {
  const { i18n } = useTranslation();
  return useCallback((catalogue: MarketCatalogue[]) => listRowsOf(catalogue, i18n.language), [i18n.language]);
}

export function useSportList(eventTypeId: string) {
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  const select = useRowsOf();
  return useQuery({
    queryKey: ['lists', 'sport', eventTypeId, locale],
    queryFn: () => client.api.listMarketCatalogue({ ...sportListQuery(eventTypeId, Date.now()), locale }),
    select,
    staleTime: CATALOGUE_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useLiveList() {
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  const select = useRowsOf();
  return useQuery({
    queryKey: ['lists', 'live', locale],
    queryFn: () => client.api.listMarketCatalogue({ ...liveListQuery(), locale }),
    select,
    staleTime: CATALOGUE_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
