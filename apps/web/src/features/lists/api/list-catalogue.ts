// The catalogue behind each list (account-and-product §7): one listMarketCatalogue request in the
// user's exchange locale, its answer turned into rows. Kept a minute, as home keeps its own: the
// rows hold still while the list is open, and their figures refresh through the visible books.
import { liveListQuery, sportListQuery } from '@greenbook/trading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { listRowsOf } from '../model/list-rows';

const CATALOGUE_STALE_MS = 60_000;

export function useSportList(eventTypeId: string) {
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['lists', 'sport', eventTypeId, locale],
    queryFn: () => client.api.listMarketCatalogue({ ...sportListQuery(eventTypeId, Date.now()), locale }),
    select: (catalogue) => listRowsOf(catalogue, i18n.language),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useLiveList() {
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['lists', 'live', locale],
    queryFn: () => client.api.listMarketCatalogue({ ...liveListQuery(), locale }),
    select: (catalogue) => listRowsOf(catalogue, i18n.language),
    staleTime: CATALOGUE_STALE_MS,
  });
}
