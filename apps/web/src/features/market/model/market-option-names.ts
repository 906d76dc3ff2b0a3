// trading-core §2 market selector: what each entry is called. A race meeting is one event whose
// races are markets, so its markets share names ('To Be Placed' once per race); there every entry
// starts with its race time ('14:30 To Be Placed'), as the venue-time selector reads. Elsewhere a
// name is kept as the exchange gives it, and gets its start time only when the event has it twice.
import type { MarketCatalogue } from '@greenbook/betfair';
import { RACING_EVENT_TYPE_IDS } from './race-times';

type Named = Pick<MarketCatalogue, 'marketId' | 'marketName' | 'marketStartTime'>;

/** The selector's name of each market, keyed by market id; `time` writes a start time. */
export function marketOptionNames(
  markets: readonly Named[],
  eventTypeId: string | undefined,
  time: (startTime: Date) => string,
): ReadonlyMap<string, string> {
  const racing = RACING_EVENT_TYPE_IDS.has(eventTypeId ?? '');
  const count = new Map<string, number>();
  for (const market of markets) count.set(market.marketName, (count.get(market.marketName) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const market of markets) {
    const start = market.marketStartTime === undefined ? undefined : new Date(market.marketStartTime);
    const timed = (racing || (count.get(market.marketName) ?? 0) > 1) && start !== undefined;
    names.set(
      market.marketId,
      timed && !Number.isNaN(start.getTime()) ? `${time(start)} ${market.marketName}` : market.marketName,
    );
  }
  return names;
}
