// trading-core §2 title bar: start date and time, event name, sport and competition (or venue).
import type { MarketCatalogue } from '@greenbook/betfair';
import { runnerKey } from '@greenbook/trading';
import { runnerDisplayName } from '@/lib/market/line-markets';

export interface MarketTitle {
  readonly startTime: string | undefined;
  readonly eventName: string | undefined;
  readonly sport: string | undefined;
  /** The competition, else the venue (racing). */
  readonly competitionOrVenue: string | undefined;
  readonly marketName: string | undefined;
  readonly eventTypeId: string | undefined;
  readonly countryCode: string | undefined;
}

export function marketTitle(catalogue: MarketCatalogue | null | undefined): MarketTitle {
  return {
    startTime: catalogue?.marketStartTime ?? catalogue?.event?.openDate,
    eventName: catalogue?.event?.name,
    sport: catalogue?.eventType?.name,
    competitionOrVenue: catalogue?.competition?.name ?? catalogue?.event?.venue,
    marketName: catalogue?.marketName,
    eventTypeId: catalogue?.eventType?.id,
    countryCode: catalogue?.event?.countryCode,
  };
}

/**
 * Runner names by runner key (selectionId_handicap), as every view shows them: on double-line
 * markets with the line after the name (trading-core §9), so the grid, the ladder, the dialog,
 * the toasts and the sidebar all say which line a bet is on.
 */
export function runnerNamesOf(
  catalogue: MarketCatalogue | null | undefined,
): Readonly<Record<string, string>> {
  const names: Record<string, string> = {};
  const bettingType = catalogue?.description?.bettingType;
  for (const runner of catalogue?.runners ?? []) {
    const key = runnerKey(runner.selectionId, runner.handicap);
    names[key] = runnerDisplayName(runner.runnerName, key, bettingType);
  }
  return names;
}
