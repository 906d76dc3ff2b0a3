// The market screen composed (architecture.md: features never import each other; the app layer
// fills the market page's slots): the grid, the ladder, bet placement around both, and the
// sidebar's tabs (General, This Market) beside them, loaded as a chunk of their own.
import { BetPlacementProvider, CashoutButton, RunnerClosingProvider } from '@/features/betting';
import { GridView } from '@/features/grid';
import { LadderView } from '@/features/ladder';
import { MarketPage } from '@/features/market';
import { NotFoundPage } from '@/features/static-pages';
import type { MarketViewSlotProps } from '@/lib/market/market-view-slot';
import type { ReactNode } from 'react';
import { lazyPage } from './lazy-page';
import styles from './market-screen.module.css';

const ThisMarketAside = lazyPage(async () => (await import('./market-sidebar')).MarketSidebar);

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
