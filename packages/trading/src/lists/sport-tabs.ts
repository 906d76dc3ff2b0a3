// account-and-product §2 "Live events by sport tabs": the in-play markets grouped by sport.
import type { HomeMarket } from './home-markets.js';

export interface SportTab {
  readonly eventTypeId: string;
  readonly eventTypeName: string;
  readonly markets: readonly HomeMarket[];
}

/** One tab a sport, the busiest first (ties by name); markets keep the exchange's order. */
export function sportTabs(markets: readonly HomeMarket[]): SportTab[] {
  const tabs = new Map<string, { eventTypeId: string; eventTypeName: string; markets: HomeMarket[] }>();
  for (const market of markets) {
    const tab = tabs.get(market.eventTypeId);
    if (tab === undefined)
      tabs.set(market.eventTypeId, {
        eventTypeId: market.eventTypeId,
        eventTypeName: market.eventTypeName,
        markets: [market],
      });
    else tab.markets.push(market);
  }
  return [...tabs.values()].sort(
    (a, b) => b.markets.length - a.markets.length || a.eventTypeName.localeCompare(b.eventTypeName),
  );
}
