// trading-core §2 market page /market/{eventId}/{marketId}: watches the market on the stream,
// reads its catalogue, and shows the header (title bar, live score, market selector, stake
// controls, Grid/Ladder switch), the chosen view and the status overlay. The views and bet placement come
// from other features through slots the app layer fills (lib/market/market-view-slot.ts).
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContainedDisplay } from '@/components/ui/contained-display';
import type { MarketPlacementSlot, MarketViewSlot, MarketViewSlotProps } from '@/lib/market/market-view-slot';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { RacingRunnersContext } from '@/lib/racing/racing-runners-context';
import { racingRunners } from '@/lib/racing/runner-metadata';
import { useSetting } from '@/lib/storage/settings-store';
import { useLiveExchange } from '@/lib/stream/use-live';
import { useMarketCatalogue } from '../api/get-market-catalogue';
import { useRecentMarket } from '../hooks/use-recent-market';
import { useMarketSounds } from '../hooks/use-market-sounds';
import { runnerNamesOf } from '@/lib/market/line-markets';
import { marketTitle } from '../model/market-title';
import { MarketSelector } from './market-selector';
import { MarketStatusOverlay } from './market-status-overlay';
import { MarketTitleBar } from './market-title-bar';
import { LiveScoreSlot } from './live-score/live-score-slot';
import { AutoOptionsToggle } from './auto-options-toggle';
import { OneClickControl } from './one-click-control';
import { StakeBar } from './stake-bar';
import { VenueTimeSelector } from './venue-time-selector';
import { ViewSwitch } from './view-switch';
import styles from './market.module.css';

export interface MarketPageProps {
  /** The grid view (features/grid GridView). */
  readonly renderGrid?: MarketViewSlot;
  /** The ladder view (features/ladder LadderView). */
  readonly renderLadder?: MarketViewSlot;
  /** Wraps the views with bet placement (features/betting BetPlacementProvider). */
  readonly renderPlacement?: MarketPlacementSlot;
  /** The header's closing controls: the cash out button (features/betting CashoutButton). */
  readonly renderCashout?: MarketViewSlot;
  /** The toolbar's Record control (features/recording MarketRecordSlot, issue 21 §1). */
  readonly renderRecord?: MarketViewSlot;
  /** Shown instead of the page when the exchange does not know the market (trading-core §8). */
  readonly renderNotFound?: () => ReactNode;
}

export function MarketPage(props: MarketPageProps) {
  const { renderGrid, renderLadder, renderPlacement, renderNotFound, renderCashout, renderRecord } = props;
  const { t } = useTranslation();
  const { eventId = '', marketId = '' } = useParams();
  const live = useLiveExchange();
  useEffect(() => {
    live.watchMarkets([marketId]);
  }, [live, marketId]);
  // Leaving the page empties the screen's markets (the stream keeps only the markets with matched
  // bets, or the dummy market). Only on leaving: moving to the next market resubscribes once.
  useEffect(() => () => live.watchMarkets([]), [live]);
  // trading-core §2: another market clears the temporary stake. Every way there does (the two
  // selectors, browser back, the recent-markets bar, search), not only the selectors: a large
  // stake must not follow the trader onto another market (issue 12 item 5). The stake bar is keyed
  // by market too, so a half-typed amount goes with it.
  useEffect(() => useMarketScreenStore.getState().setTempStake(undefined), [marketId]);
  useMarketSounds(marketId);
  const catalogue = useMarketCatalogue(marketId);
  useRecentMarket(eventId, catalogue.data);
  const title = useMemo(() => marketTitle(catalogue.data), [catalogue.data]);
  const runnerNames = useMemo(() => runnerNamesOf(catalogue.data), [catalogue.data]);
  const racing = useMemo(
    () => ({ greyhounds: catalogue.data?.eventType?.id === '4339', runners: racingRunners(catalogue.data) }),
    [catalogue.data],
  );
  const view = useSetting('marketView');
  const fullscreen = useMarketScreenStore((state) => state.marketFullscreen);

  const slotProps: MarketViewSlotProps = { eventId, marketId, marketName: title.marketName, runnerNames };
  // trading-core §4: the overlay dims the market's view only; the sidebar beside it (rules, bets
  // to cancel, keep in play) stays usable while the market is suspended.
  // Racing runner details (trading-core §2, §3 'Horse metadata') reach the grid and the ladder
  // through a context: both draw them under each runner.
  const shown = (
    <div className={styles.view}>
      <RacingRunnersContext.Provider value={racing}>
        {view === 'ladder'
          ? (renderLadder?.(slotProps) ?? <p>{t('market.view.ladderUnavailable')}</p>)
          : renderGrid?.(slotProps)}
      </RacingRunnersContext.Provider>
      <MarketStatusOverlay marketId={marketId} />
    </div>
  );
  const body = renderPlacement === undefined ? shown : renderPlacement({ ...slotProps, children: shown });

  if (catalogue.data === null && renderNotFound !== undefined) return renderNotFound();
  return (
    <main
      className={fullscreen ? `${styles.page} ${styles.fullscreen}` : styles.page}
      aria-label={title.marketName ?? marketId}
    >
      <header className={styles.header}>
        <ContainedDisplay resetKey={marketId}>
          <MarketTitleBar eventId={eventId} marketId={marketId} title={title} />
        </ContainedDisplay>
        <LiveScoreSlot
          eventId={eventId}
          marketId={marketId}
          eventTypeId={title.eventTypeId}
          eventName={title.eventName}
        />
        <div className={styles.toolbar}>
          <ContainedDisplay resetKey={marketId}>
            <MarketSelector
              eventId={eventId}
              marketId={marketId}
              marketName={title.marketName}
              eventTypeId={title.eventTypeId}
            />
          </ContainedDisplay>
          {catalogue.data && <VenueTimeSelector eventId={eventId} catalogue={catalogue.data} />}
          <StakeBar key={marketId} />
          <OneClickControl />
          <AutoOptionsToggle />
          <ViewSwitch />
          {renderCashout?.(slotProps)}
          {renderRecord !== undefined && <span className={styles.recordSlot}>{renderRecord(slotProps)}</span>}
        </div>
        {catalogue.isPending && <p className={styles.note}>{t('market.loading')}</p>}
        {(catalogue.isError || catalogue.data === null) && (
          <p className={styles.note}>{t('market.loadFailed')}</p>
        )}
      </header>
      {body}
    </main>
  );
}
