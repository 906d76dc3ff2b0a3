// trading-core §2 This Market "your unmatched bets" with bet selection: a checkbox per bet and one
// for every listed bet (the whole market; on one market "all" is the same bets, so there is no second
// box); with a runner selected only its bets are listed, and the selection counts only what is
// listed. 'CANCEL [n] UNMATCHED BETS' shows while a listed bet is selected, cancels those and clears
// the selection; each bet can also be cancelled alone.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelBets } from '@/lib/unmatched-bets/use-cancel-bets';
import { useBetSelection } from '../hooks/use-bet-selection';
import { useNow } from '../hooks/use-now';
import type { MarketBet } from '../model/market-orders';
import { SidebarContainer } from './sidebar-container';
import type { UnmatchedBetControls } from './this-market-tab';
import styles from './this-market.module.css';

interface UnmatchedBetsProps {
  readonly marketId: string;
  readonly marketName: string;
  /** The bets listed (only the selected runner's when one is selected). */
  readonly bets: readonly MarketBet[];
  /** The selected runner's name, when the list is narrowed to it. */
  readonly runnerName: string | undefined;
  readonly nameOf: (runnerKey: string) => string;
  readonly sideNames: { readonly back: string; readonly lay: string };
  readonly emptyText: string;
  readonly renderControls?: UnmatchedBetControls | undefined;
}

export function UnmatchedBets(props: UnmatchedBetsProps) {
  const { marketId, marketName, bets, runnerName, nameOf, sideNames, emptyText, renderControls } = props;
  const { t } = useTranslation();
  const cancelBets = useCancelBets();
  const now = useNow();
  const listed = useMemo(() => bets.map((bet) => bet.order.id), [bets]);
  const selection = useBetSelection(listed);
  const count = selection.selected.size;
  const cancelSelected = () => {
    const betIds = [...selection.selected];
    selection.clear();
    void cancelBets(marketId, betIds);
  };
  const actions =
    count > 0 ? (
      <button type="button" className={styles['cancelSelected']} onClick={cancelSelected}>
        {t('thisMarket.cancelSelected', { n: count })}
      </button>
    ) : null;
  return (
    <SidebarContainer name="unmatchedBets" title={t('thisMarket.unmatchedBets')} actions={actions}>
      {bets.length === 0 ? (
        <p className={styles['empty']}>{emptyText}</p>
      ) : (
        <>
          {listed.length > 1 && (
            <label className={styles['selectListed']}>
              <input
                type="checkbox"
                checked={selection.allSelected(listed)}
                onChange={() => selection.toggleAll(listed)}
              />
              {runnerName === undefined
                ? t('thisMarket.selectMarket', { market: marketName })
                : t('thisMarket.selectRunner', { runner: runnerName })}
            </label>
          )}
          <ul className={styles['list']}>
            {bets.map(({ runnerKey, order }) => (
              <li key={order.id} className={styles['item']}>
                <input
                  type="checkbox"
                  aria-label={t('thisMarket.selectBet', { betId: order.id })}
                  checked={selection.isSelected(order.id)}
                  onChange={() => selection.toggle(order.id)}
                />
                <span className={order.side === 'B' ? styles['back'] : styles['lay']}>
                  {order.side === 'B' ? sideNames.back : sideNames.lay}
                </span>
                <span className={styles['runner']}>{nameOf(runnerKey)}</span>
                <span>@ {order.p}</span>
                <span>{t('thisMarket.remaining', { size: order.sr.toFixed(2) })}</span>
                {order.sm > 0 && <span>{t('thisMarket.matchedPart', { size: order.sm.toFixed(2) })}</span>}
                <span className={styles['muted']}>
                  {t('thisMarket.placedAgo', { minutes: Math.max(0, Math.floor((now - order.pd) / 60_000)) })}
                </span>
                <button
                  type="button"
                  className={styles['cancelOne']}
                  aria-label={t('thisMarket.cancelOne', { betId: order.id })}
                  onClick={() => void cancelBets(marketId, [order.id])}
                >
                  ✕
                </button>
                {renderControls?.({ betId: order.id, persistence: order.pt })}
              </li>
            ))}
          </ul>
        </>
      )}
    </SidebarContainer>
  );
}
