// account-and-product §2: every market opened joins the recent-markets bar (lib/recent-markets)
// once its catalogue is known, so the chip can show the event and market names.
import { useEffect } from 'react';
import type { MarketCatalogue } from '@greenbook/betfair';
import { useRecentMarketsStore } from '@/lib/recent-markets/recent-markets-store';

export function useRecentMarket(eventId: string, catalogue: MarketCatalogue | null | undefined): void {
  useEffect(() => {
    if (catalogue === undefined || catalogue === null) return;
    useRecentMarketsStore.getState().open({
      marketId: catalogue.marketId,
      eventId: catalogue.event?.id ?? eventId,
      eventTypeId: catalogue.eventType?.id ?? '',
      eventName: catalogue.event?.name ?? '',
      marketName: catalogue.marketName,
      marketStartTime: catalogue.marketStartTime ?? '',
    });
  }, [eventId, catalogue]);
}
