// /sport/:eventTypeId until the sport list lands: an event type the exchange does not list shows
// the not-found page (trading-core §8 "Unknown route, market or sport"), a known one the
// coming-soon page. While the exchange answers, nothing is shown rather than a guess.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ComingSoonPage, NotFoundPage } from '@/features/static-pages';
import { useExchangeClient } from '@/lib/api/exchange-context';

export function SportRoute() {
  const { eventTypeId = '' } = useParams();
  const client = useExchangeClient();
  const eventTypes = useQuery({
    queryKey: ['event-types'],
    queryFn: () => client.api.betting('listEventTypes', { filter: {} }),
    staleTime: 60 * 60_000,
  });
  if (eventTypes.data === undefined) return eventTypes.isError ? <ComingSoonPage name="sport" /> : null;
  const known = eventTypes.data.some((result) => result.eventType.id === eventTypeId);
  return known ? <ComingSoonPage name="sport" /> : <NotFoundPage />;
}
