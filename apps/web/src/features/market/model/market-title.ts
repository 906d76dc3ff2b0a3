// trading-core §2 title bar: start date and time, event name, sport and competition (or venue).
import type { MarketCatalogue } from '@greenbook/betfair';

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
