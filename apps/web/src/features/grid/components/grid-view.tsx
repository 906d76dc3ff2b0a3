// trading-core §2 "Grid view": one row per shown runner (1/x/2 or sort priority, or best odd with
// the sort button), 3 price levels per side under Back and Lay (Lower/Higher on line markets).
// The list re-renders only when the rows or their order change; each row follows its runner.
import { useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRunnerKey, runnerKey, type Side } from '@greenbook/trading';
import { useKeyboardTrading } from '@/lib/commands/use-keyboard-trading';
import { BetRequestContext } from '@/lib/market/bet-request';
import { ladderKeyOf, ladderOfKey } from '@/lib/market/market-ladder';
import type { MarketViewSlotProps } from '@/lib/market/market-view-slot';
import { isLineMarket, runnerDisplayName } from '@/lib/market/line-markets';
import { useSetting } from '@/lib/storage/settings-store';
import { useLiveExchange, useMarketFresh, useMarketSelector } from '@/lib/stream/use-live';
import { GRID_LEVELS, gridPrices } from '../model/grid-prices';
import { gridRunnersSignature, parseGridRunnersSignature, type GridSort } from '../model/grid-order';
import { GridRow } from './grid-row';
import styles from './grid.module.css';

export function GridView({ marketId, marketName, runnerNames }: MarketViewSlotProps) {
  const { t } = useTranslation();
  const live = useLiveExchange();
  // trading-core §3 gridRunnersSortType: the sort belongs to the market, not to the page.
  const [sorts, setSorts] = useState<Readonly<Record<string, GridSort>>>({});
  const sort = sorts[marketId] ?? 'priority';
  const signature = useMarketSelector(marketId, (market) => gridRunnersSignature(market, sort, runnerNames));
  const rows = useMemo(() => parseGridRunnersSignature(signature), [signature]);
  // Profits count every runner still in the market, shown or not: a matched bet on a runner hidden
  // as LOSER still decides what each shown runner's win is worth. Removed runners are void.
  const keys = useMarketSelector(marketId, (market) =>
    (market?.definition?.runners ?? [])
      .filter((runner) => runner.status !== 'REMOVED' && runner.status !== 'REMOVED_VACANT')
      .map((runner) => runnerKey(runner.id, runner.hc))
      .join(','),
  );
  const numberOfWinners = useMarketSelector(marketId, (market) => market?.definition?.numberOfWinners ?? 1);
  const bettingType = useMarketSelector(marketId, (market) => market?.definition?.bettingType);
  const oddsView = useSetting('oddsView');
  const moneyWeight = useSetting('moneyWeight');
  const conversionRate = useSetting('loggedUser').conversionRate;
  const line = isLineMarket(bettingType);
  // Issue 12 item 3: stale prices are greyed (clicks on them are refused or confirmed as stale).
  const fresh = useMarketFresh(marketId);
  const ladder = ladderOfKey(useMarketSelector(marketId, ladderKeyOf));
  const requestBet = useContext(BetRequestContext);
  const order = useMemo(() => rows.map((row) => row.key), [rows]);
  // Issue 21 §5: the keyboard bets the best price under Back or Lay as this grid shows it (the
  // odds view decides which book that is), as a click on that cell would.
  const bestPrice = useCallback(
    (key: string, side: Side) => {
      const prices = gridPrices(live.runner(marketId, key), oddsView);
      return (side === 'BACK' ? prices.back : prices.lay)[0]?.[0];
    },
    [live, marketId, oddsView],
  );
  const bet = useCallback(
    (key: string, side: Side, price: number) => {
      const parsed = parseRunnerKey(key);
      if (parsed === undefined || requestBet === undefined) return;
      void requestBet({ marketId, ...parsed, side, price, source: 'grid', at: performance.now() });
    },
    [marketId, requestBet],
  );
  useKeyboardTrading({ marketId, order, ladder, bestPrice, bet });

  return (
    <section
      className={styles.grid}
      aria-label={t('grid.label', { market: marketName ?? marketId })}
      data-stale={!fresh}
    >
      <div className={styles.toolbar}>
        <button
          type="button"
          aria-pressed={sort === 'odd'}
          onClick={() => setSorts((all) => ({ ...all, [marketId]: sort === 'odd' ? 'priority' : 'odd' }))}
        >
          {t(sort === 'odd' ? 'grid.sortByPriority' : 'grid.sortByOdd')}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('grid.noRunners')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('grid.runner')}</th>
              <th scope="colgroup" colSpan={GRID_LEVELS} className={styles.backHead}>
                {t(line ? 'grid.lower' : 'grid.back')}
              </th>
              <th scope="colgroup" colSpan={GRID_LEVELS} className={styles.layHead}>
                {t(line ? 'grid.higher' : 'grid.lay')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, label }) => (
              <GridRow
                key={key}
                marketId={marketId}
                runnerKey={key}
                name={
                  runnerNames[key] ??
                  runnerDisplayName(
                    live.runner(marketId, key)?.name ?? key.split('_')[0] ?? key,
                    key,
                    bettingType,
                  )
                }
                label={label}
                oddsView={oddsView}
                moneyWeight={moneyWeight}
                conversionRate={conversionRate}
                marketRunnerKeys={keys}
                numberOfWinners={numberOfWinners}
                ladder={ladder}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
