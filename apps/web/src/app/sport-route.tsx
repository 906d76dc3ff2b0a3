// /sport/:eventTypeId: the sport's list (features/lists) for an event type the exchange lists; any
// other id shows the not-found page (trading-core §8 "Unknown route, market or sport"). While the
// exchange answers, nothing is shown rather than a guess; if it cannot answer, the retry line.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SportListPage } from '@/features/lists';
import { NotFoundPage } from '@/features/static-pages';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { useExchangeLocale } from '@/lib/session/exchange-locale';

export function SportRoute() {
  const { eventTypeId = '' } = useParams();
  const { t } = useTranslation();
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  const eventTypes = useQuery({
    queryKey: ['event-types', locale],
    queryFn: () => client.api.betting('listEventTypes', { filter: {}, locale }),
    staleTime: 60 * 60_000,
  });
  const sports = useMemo(
    () => (eventTypes.data ?? []).map(({ eventType }) => ({ id: eventType.id, name: eventType.name })),
    [eventTypes.data],
  );
  if (eventTypes.data === undefined)
    return eventTypes.isError ? (
      <main>
        <p role="alert">
          {t('lists.failed')} <Button onClick={() => void eventTypes.refetch()}>{t('lists.retry')}</Button>
        </p>
      </main>
    ) : null;
  const sport = sports.find((candidate) => candidate.id === eventTypeId);
  return sport === undefined ? (
    <NotFoundPage />
  ) : (
    <SportListPage key={sport.id} sport={sport} sports={sports} />
  );
}
