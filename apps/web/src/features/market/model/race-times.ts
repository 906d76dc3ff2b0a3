// trading-core §2 horse-race venue-time selector: a race meeting is one event whose races are
// markets, so the venue's race times are the meeting's markets of the type on screen (WIN beside
// WIN, PLACE beside PLACE), one per start time, earliest first.
import type { MarketCatalogue } from '@greenbook/betfair';

/** Horse racing and greyhound racing (account-and-product §2 "Horse racing (event types 7 and 4339)"). */
export const RACING_EVENT_TYPE_IDS: ReadonlySet<string> = new Set(['7', '4339']);

export interface RaceTime {
  readonly marketId: string;
  readonly startTime: string;
}

export function raceTimes(
  markets: readonly MarketCatalogue[],
  current: { readonly marketId: string; readonly marketType: string | undefined },
): RaceTime[] {
  const byStart = new Map<string, RaceTime>();
  for (const market of markets) {
    const startTime = market.marketStartTime;
    if (startTime === undefined || market.description?.marketType !== current.marketType) continue;
    // The market on screen wins its start time (a meeting never runs two races at once).
    if (!byStart.has(startTime) || market.marketId === current.marketId)
      byStart.set(startTime, { marketId: market.marketId, startTime });
  }
  return [...byStart.values()].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}
