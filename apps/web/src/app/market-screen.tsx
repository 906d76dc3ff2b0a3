// The market screen composed (architecture.md: features never import each other; the app layer
// fills the market page's slots): the grid, the ladder, bet placement around both, and the
// sidebar's tabs (General, This Market) beside them.
import {
  BetPlacementProvider,
  CashoutButton,
  KeepInPlayControl,
  RunnerClosingProvider,
} from '@/features/betting';
import { GridView } from '@/features/grid';
import { LadderView } from '@/features/ladder';
import { MarketPage, useMarketCatalogue } from '@/features/market';
import { CollapsibleSidebar, SidebarTabs, ThisMarketTab } from '@/features/sidebar';
import { NotFoundPage } from '@/features/static-pages';
import type { MarketViewSlotProps } from '@/lib/market/market-view-slot';
import type { ReactNode } from 'react';
import styles from './market-screen.module.css';

function ThisMarketAside({ marketId, marketName, runnerNames }: MarketViewSlotProps) {
  const catalogue = useMarketCatalogue(marketId);
  return (
    <CollapsibleSidebar>
      <SidebarTabs
        thisMarket={
          <ThisMarketTab
            marketId={marketId}
            marketName={marketName}
            runnerNames={runnerNames}
            rules={catalogue.data?.description?.rules}
            renderUnmatchedBetControls={(bet) => <KeepInPlayControl marketId={marketId} {...bet} />}
          />
        }
      />
    </CollapsibleSidebar>
  );
}

function Placement(props: MarketViewSlotProps & { readonly children: ReactNode }) {
  return (
    // Keyed by market: an open dialog, the ladder's popup queue and the sidebar's picks belong to
    // the market they were made on, not to the next one opened (browser back included).
    <BetPlacementProvider key={props.marketId} marketId={props.marketId} runnerNames={props.runnerNames}>
      <RunnerClosingProvider {...props}>
        <div className={styles.screen}>
          <div className={styles.main}>{props.children}</div>
          <ThisMarketAside {...props} />
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
      renderNotFound={() => <NotFoundPage />}
    />
  );
}
