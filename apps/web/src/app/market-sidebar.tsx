// The market screen's sidebar tabs (General, This Market and Sports List), a chunk of its own: the
// prices are what the market route must draw first, so the tabs' code loads beside them instead of
// growing the route's first load (issue 15 §4 budget). Their frame (market-screen.tsx) is drawn
// from the first paint.
import { KeepInPlayControl } from '@/features/betting';
import { useLiveStreamOffered, useMarketCatalogue } from '@/features/market';
import { SidebarTabs, ThisMarketTab } from '@/features/sidebar';
import type { MarketViewSlotProps } from '@/lib/market/market-view-slot';

export function MarketSidebarTabs({ eventId, marketId, marketName, runnerNames }: MarketViewSlotProps) {
  const catalogue = useMarketCatalogue(marketId);
  const liveStream = useLiveStreamOffered(eventId);
  return (
    <SidebarTabs
      marketId={marketId}
      thisMarket={
        <ThisMarketTab
          marketId={marketId}
          marketName={marketName}
          runnerNames={runnerNames}
          rules={catalogue.data?.description?.rules}
          liveStream={liveStream}
          renderUnmatchedBetControls={(bet) => <KeepInPlayControl marketId={marketId} {...bet} />}
        />
      }
    />
  );
}
