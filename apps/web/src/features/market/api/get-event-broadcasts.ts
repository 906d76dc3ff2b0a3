// trading-core §7 in-play service "scoresAndBroadcast": what an event is shown on, for the title
// bar's broadcast buttons and the sidebar's live stream panel (§2), and its live score, for the
// score panel (§2 'Live-score panels'). One query serves all (each reads its part through
// `select`), every 21 s. An answer that is not the documented shape counts as "no broadcasts" and
// "no score" rather than breaking the title bar; a failed call keeps the last answer (the panel
// marks its score stale).
import { useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { inPlayEntry, liveScoreOf, type LiveScore } from '../model/live-score';
import { getInPlay, isInPlayEventId } from './in-play-request';

export interface TvChannel {
  readonly channel: string;
  readonly country: string;
}

export interface EventBroadcasts {
  readonly liveVideo: boolean;
  /** isDataVisualizationAvailable: a match view (visualisation) of the event exists. */
  readonly dataVisualization: boolean;
  readonly tv: readonly TvChannel[];
}

export const NO_BROADCASTS: EventBroadcasts = { liveVideo: false, dataVisualization: false, tv: [] };

function isTvChannel(value: unknown): value is TvChannel {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['channel'] === 'string' && typeof record['country'] === 'string';
}

/** The broadcasts of one event in a scoresAndBroadcast answer. */
export function broadcastsOf(answer: unknown, eventId: string): EventBroadcasts {
  const event = inPlayEntry(answer, eventId);
  const broadcasts = (event as { broadcasts?: unknown } | undefined)?.broadcasts;
  if (typeof broadcasts !== 'object' || broadcasts === null) return NO_BROADCASTS;
  const { isLiveVideoAvailable, isDataVisualizationAvailable, tv } = broadcasts as Record<string, unknown>;
  return {
    liveVideo: isLiveVideoAvailable === true,
    dataVisualization: isDataVisualizationAvailable === true,
    tv: Array.isArray(tv) ? tv.filter(isTvChannel) : [],
  };
}

/** What the title bar and the score panel read of one event. */
export interface EventInPlay {
  readonly broadcasts: EventBroadcasts;
  readonly score: LiveScore | undefined;
}

async function getScoresAndBroadcast(eventId: string, locale: string): Promise<EventInPlay> {
  const answer = await getInPlay('scoresAndBroadcast', eventId, locale);
  return { broadcasts: broadcastsOf(answer, eventId), score: liveScoreOf(answer, eventId) };
}

/** The event's scoresAndBroadcast, polled while any reader is mounted. */
function useScoresAndBroadcast<T>(eventId: string, select: (event: EventInPlay) => T) {
  const locale = useExchangeLocale();
  return useQuery({
    queryKey: ['scores-and-broadcast', eventId, locale],
    queryFn: () => getScoresAndBroadcast(eventId, locale),
    select,
    enabled: isInPlayEventId(eventId),
    refetchInterval: REFRESH_INTERVALS_MS.scoresAndTimelines,
    staleTime: REFRESH_INTERVALS_MS.scoresAndTimelines,
  });
}

const broadcastsPart = (event: EventInPlay) => event.broadcasts;
const scorePart = (event: EventInPlay) => event.score;

export function useEventBroadcasts(eventId: string) {
  return useScoresAndBroadcast(eventId, broadcastsPart);
}

/** The event's live score (trading-core §2/§3); `data` undefined when the service has none. */
export function useEventLiveScore(eventId: string) {
  return useScoresAndBroadcast(eventId, scorePart);
}
