// trading-core §2 "Right-hand sidebar — This Market tab": the market name and the selected runner
// (with a close button), the live stream panel when the app says it is offered, the account's matched, unmatched and starting-price bets on this market
// (from the live order cache), the execution receipts of the bets clicked here, and the market rules. The app passes what the catalogue knows (market
// name, runner names, rules); the selected runner is shared with the ladder (lib/sidebar-runner).
import { X } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLineMarket } from '@/lib/market/line-markets';
import { useSidebarRunner, useSidebarRunnerStore } from '@/lib/sidebar-runner/sidebar-runner-store';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { useLiveExchange, useMarketOrders, useMarketSelector } from '@/lib/stream/use-live';
import { singleMarketGroup } from '../model/event-groups';
import { forRunner, marketOrders } from '../model/market-orders';
import { ReceiptListGate } from './execution-receipts/receipt-gates';
import { MarketRules } from './market-rules';
import { MatchedBets } from './matched-bets';
import { RunnerChart } from './runner-chart';
import { SidebarContainer } from './sidebar-container';
import { ScheduledAutoBets } from './scheduled-auto-bets';
import { StartingPriceBets } from './starting-price-bets';
import { UnmatchedBets } from './unmatched-bets';
import styles from './this-market.module.css';

// Only premium users on a broadcast event see it: its code loads when it first shows.
const LiveStreamPanel = lazy(async () => ({
  default: (await import('./live-stream-panel')).LiveStreamPanel,
}));

export interface ThisMarketTabProps {
  readonly marketId: string;
  /** From the market catalogue; the stream does not carry it. */
  readonly marketName?: string | undefined;
  /** Runner names by runner key (selectionId_handicap). */
  readonly runnerNames?: Readonly<Record<string, string>>;
  /** The catalogue's rules HTML (untrusted: sanitised before it is shown). */
  readonly rules?: string | undefined;
  /**
   * The live stream panel shows (premium user, and the event's broadcasts offer live video or a
   * data visualisation: the app decides, features/market's useLiveStreamOffered).
   */
  readonly liveStream?: boolean;
  /** Per-bet controls another feature owns (the app passes the Keep In Play control). */
  readonly renderUnmatchedBetControls?: UnmatchedBetControls;
}

/** Renders controls under one unmatched bet: its bet id and the stream's persistence letter. */
export type UnmatchedBetControls = (bet: {
  readonly betId: string;
  readonly persistence: string;
}) => ReactNode;

export function ThisMarketTab(props: ThisMarketTabProps) {
  const { marketId, marketName, runnerNames, rules, liveStream = false, renderUnmatchedBetControls } = props;
  const { t } = useTranslation();
  const live = useLiveExchange();
  const cache = useMarketOrders(marketId);
  const version = cache?.version ?? -1;
  // Recomputed when the order cache moves (its version), not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const all = useMemo(() => marketOrders(cache), [cache, version]);
  const runnerKey = useSidebarRunner(marketId);
  const clearRunner = useSidebarRunnerStore((state) => state.clear);
  const lineMarket = useMarketSelector(marketId, (market) => isLineMarket(market?.definition?.bettingType));

  const nameOf = useCallback(
    (key: string) => runnerNames?.[key] ?? live.runner(marketId, key)?.name ?? key.split('_')[0] ?? key,
    [runnerNames, live, marketId],
  );
  const shown = useMemo(() => forRunner(all, runnerKey), [all, runnerKey]);
  // One market, so one group without headings.
  const unmatchedEvents = useMemo(() => singleMarketGroup(marketId, shown.unmatched), [marketId, shown]);
  const startingPriceEvents = useMemo(
    () => singleMarketGroup(marketId, shown.startingPrice),
    [marketId, shown],
  );
  const schedule = useAutoBetStore((state) => state.schedule);
  const autoBets = useMemo(
    () =>
      schedule.filter(
        (autoBet) =>
          autoBet.marketId === marketId &&
          (runnerKey === undefined || String(autoBet.runnerId) === runnerKey),
      ),
    [schedule, marketId, runnerKey],
  );
  const sideNames = lineMarket
    ? { back: t('thisMarket.lower'), lay: t('thisMarket.higher') }
    : { back: t('thisMarket.back'), lay: t('thisMarket.lay') };
  const name = marketName ?? '';
  const runnerName = runnerKey === undefined ? '' : nameOf(runnerKey);
  const empty = { market: name, runner: runnerName };

  return (
    <div className={styles['tab']}>
      <header className={styles['header']}>
        <h2 className={styles['marketName']}>{name}</h2>
        {runnerKey !== undefined && (
          <div className={styles['selectedRunner']}>
            <span>{runnerName}</span>
            <button type="button" aria-label={t('thisMarket.close')} onClick={() => clearRunner(marketId)}>
              <X aria-hidden="true" size={14} />
            </button>
          </div>
        )}
      </header>
      {liveStream && (
        <SidebarContainer name="liveStream" title={t('liveStream.title')}>
          <Suspense fallback={null}>
            {/* A new market starts again on the default tab. */}
            <LiveStreamPanel key={marketId} marketId={marketId} marketName={name} />
          </Suspense>
        </SidebarContainer>
      )}
      {runnerKey !== undefined && (
        <RunnerChart key={runnerKey} marketId={marketId} runnerKey={runnerKey} runnerName={runnerName} />
      )}
      <MatchedBets
        matched={shown.matched}
        nameOf={nameOf}
        sideNames={sideNames}
        emptyText={t('thisMarket.noMatched', empty).trim()}
      />
      <UnmatchedBets
        tab="thisMarket"
        events={unmatchedEvents}
        selectListedLabel={
          runnerKey === undefined
            ? t('thisMarket.selectMarket', { market: name })
            : t('thisMarket.selectRunner', { runner: runnerName })
        }
        nameOf={(_, key) => nameOf(key)}
        sideNames={sideNames}
        renderControls={renderUnmatchedBetControls}
        emptyText={
          name === '' && runnerName === ''
            ? t('thisMarket.noUnmatchedAnywhere')
            : t('thisMarket.noUnmatched', empty).trim()
        }
      />
      <ReceiptListGate marketId={marketId} />
      <ScheduledAutoBets
        tab="thisMarket"
        autoBets={autoBets}
        nameOf={(_, key) => nameOf(key)}
        emptyText={t('autoBets.noneHere', empty).trim()}
      />
      <StartingPriceBets
        tab="thisMarket"
        events={startingPriceEvents}
        nameOf={(_, key) => nameOf(key)}
        sideNames={sideNames}
        emptyText={t('thisMarket.noStartingPrice', empty).trim()}
      />
      <MarketRules rules={rules} />
    </div>
  );
}
