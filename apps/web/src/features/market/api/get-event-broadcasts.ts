// trading-core §7 in-play service "scoresAndBroadcast": what an event is shown on, for the title
// bar's broadcast buttons (§2). Asked of this origin (the embedded exchange in sim mode, passed on
// to Betfair's service otherwise), refreshed with the scores every 21 s. An answer that is not the
// documented shape counts as "no broadcasts" rather than breaking the title bar.
import { useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useExchangeLocale } from '@/lib/session/exchange-locale';

export interface TvChannel {
  readonly channel: string;
  readonly country: string;
}

export interface EventBroadcasts {
  readonly liveVideo: boolean;
  readonly tv: readonly TvChannel[];
}

export const NO_BROADCASTS: EventBroadcasts = { liveVideo: false, tv: [] };

const EVENT_ID = /^\d{1,19}$/;

function isTvChannel(value: unknown): value is TvChannel {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['channel'] === 'string' && typeof record['country'] === 'string';
}

/** The broadcasts of one event in a scoresAndBroadcast answer. */
export function broadcastsOf(answer: unknown, eventId: string): EventBroadcasts {
  if (!Array.isArray(answer)) return NO_BROADCASTS;
  const event: unknown = answer.find(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      String((item as { eventId?: unknown }).eventId) === eventId,
  );
  const broadcasts = (event as { broadcasts?: unknown } | undefined)?.broadcasts;
  if (typeof broadcasts !== 'object' || broadcasts === null) return NO_BROADCASTS;
  const { isLiveVideoAvailable, tv } = broadcasts as Record<string, unknown>;
  return {
    liveVideo: isLiveVideoAvailable === true,
    tv: Array.isArray(tv) ? tv.filter(isTvChannel) : [],
  };
}

async function getEventBroadcasts(eventId: string, locale: string): Promise<EventBroadcasts> {
  const query = new URLSearchParams({ eventIds: eventId, locale, regionCode: 'UK', alt: 'json' });
  const response = await fetch(`/inplayservice/v1/scoresAndBroadcast?${query.toString()}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return NO_BROADCASTS;
  return broadcastsOf(await response.json(), eventId);
}

export function useEventBroadcasts(eventId: string) {
  const locale = useExchangeLocale();
  return useQuery({
    queryKey: ['event-broadcasts', eventId, locale],
    queryFn: () => getEventBroadcasts(eventId, locale),
    enabled: EVENT_ID.test(eventId),
    refetchInterval: REFRESH_INTERVALS_MS.scoresAndTimelines,
    staleTime: REFRESH_INTERVALS_MS.scoresAndTimelines,
  });
}
