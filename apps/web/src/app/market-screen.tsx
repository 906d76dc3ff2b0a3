// The market screen composed (architecture.md: features never import each other; the app layer
// fills the market page's slots): the grid, the ladder, bet placement around both, the Record
// control, and the sidebar's tabs (General, This Market) beside them, loaded as a chunk of their own.
import { BetPlacementProvider, CashoutButton, RunnerClosingProvider } from '@/features/betting';
import { GridView } from '@/features/grid';
import { MarketPage } from '@/features/market';
import { CollapsibleSidebar } from '@/components/ui/collapsible-sidebar';
import { MarketRecordSlot } from '@/features/recording';
import { NotFoundPage } from '@/features/static-pages';
import type { MarketViewSlotProps } from '@/lib/market/market-view-slot';
import type { ReactNode } from 'react';
import { lazyPage } from './lazy-page';
import styles from './market-screen.module.css';

// The sidebar's frame is drawn with the prices (its width is held from the first paint, so they
// never move), its tabs load as a chunk of their own.
const MarketSidebarTabs = lazyPage(async () => (await import('./market-sidebar')).MarketSidebarTabs);
// The ladder is a chunk of its own too: the market opens on the grid unless the trader chose the
// ladder, and the route's first load (issue 15 §4 budget) then carries only the grid's code.
const LadderView = lazyPage(async () => (await import('@/features/ladder')).LadderView);

function Placement(props: MarketViewSlotProps & { readonly children: ReactNode }) {
  return (
    // Keyed by market: an open dialog, the ladder's popup queue and the sidebar's picks belong to
    // the market they were made on, not to the next one opened (browser back included).
    <BetPlacementProvider key={props.marketId} marketId={props.marketId} runnerNames={props.runnerNames}>
      <RunnerClosingProvider {...props}>
        <div className={styles.screen}>
          <div className={styles.main}>{props.children}</div>
          <CollapsibleSidebar>
            <MarketSidebarTabs {...props} />
          </CollapsibleSidebar>
        </div>
      </RunnerClosingProvider>
    </BetPlacementProvider>
  );
}

export function MarketScreen() {
  return (
    <MarketPage
      renderGrid={(view) => <GridView {...view} />}
      renderLadder={(view) => <LadderView marketId={view.marketId} runnerNames={view.runnerNames} />}
      renderPlacement={(props) => <Placement {...props} />}
      renderCashout={(props) => <CashoutButton {...props} />}
      renderRecord={(props) => (
        <MarketRecordSlot marketId={props.marketId} eventId={props.eventId} marketName={props.marketName} />
      )}
      renderNotFound={() => <NotFoundPage />}
    />
  );
}
