// trading-core §7 / account-and-product §7 in-play service: GET with locale, regionCode UK and the
// event ids, asked of this origin (the embedded exchange in sim mode, passed on to Betfair's service
// otherwise). A refused call throws, so a poll that fails keeps its last answer and shows as failed.
const EVENT_ID = /^\d{1,19}$/;

/** An event id the service takes (the route's segment is the trader's input). */
export const isInPlayEventId = (eventId: string): boolean => EVENT_ID.test(eventId);

export async function getInPlay(
  operation: 'scoresAndBroadcast' | 'eventTimelines',
  eventId: string,
  locale: string,
): Promise<unknown> {
  const query = new URLSearchParams({ eventIds: eventId, locale, regionCode: 'UK', alt: 'json' });
  const response = await fetch(`/inplayservice/v1/${operation}?${query.toString()}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${operation} answered HTTP ${response.status}`);
  return (await response.json()) as unknown;
}
