// trading-core §7 / account-and-product §7 in-play service "eventTimelines": the football panel's
// goals and cards (§2), polled every 21 s with the scores, for football only and only while the
// panel is on screen (its one reader). A failed call keeps the last timeline.
import { useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { footballIncidentsOf, type FootballIncident } from '../model/live-score';
import { getInPlay, isInPlayEventId } from './in-play-request';

async function getFootballTimeline(eventId: string, locale: string): Promise<FootballIncident[]> {
  return footballIncidentsOf(await getInPlay('eventTimelines', eventId, locale), eventId) ?? [];
}

export function useFootballTimeline(eventId: string) {
  const locale = useExchangeLocale();
  return useQuery({
    queryKey: ['event-timeline', eventId, locale],
    queryFn: () => getFootballTimeline(eventId, locale),
    enabled: isInPlayEventId(eventId),
    refetchInterval: REFRESH_INTERVALS_MS.scoresAndTimelines,
    staleTime: REFRESH_INTERVALS_MS.scoresAndTimelines,
  });
}
