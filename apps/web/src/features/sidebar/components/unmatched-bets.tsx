// trading-core §2 This Market "your unmatched bets" with bet selection: a checkbox per bet, one for
// the whole market and one for all listed bets; 'CANCEL [n] UNMATCHED BETS' cancels the selection
// and clears it; each bet can also be cancelled alone.
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
  /** Every unmatched bet id of the market (the market checkbox). */
  readonly marketBetIds: readonly string[];
  readonly nameOf: (runnerKey: string) => string;
  readonly sideNames: { readonly back: string; readonly lay: string };
  readonly emptyText: string;
  readonly renderControls?: UnmatchedBetControls | undefined;
}

export function UnmatchedBets(props: UnmatchedBetsProps) {
  const { marketId, marketName, bets, marketBetIds, nameOf, sideNames, emptyText, renderControls } = props;
  const { t } = useTranslation();
  const cancelBets = useCancelBets();
  const now = useNow();
  const listed = useMemo(() => bets.map((bet) => bet.order.id), [bets]);
  const selection = useBetSelection(marketBetIds);
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
          <div className={styles['selectors']}>
            <label>
              <input
                type="checkbox"
                checked={selection.allSelected(listed)}
                onChange={() => selection.toggleAll(listed)}
              />
              {t('thisMarket.selectAll')}
            </label>
            <label>
              <input
                type="checkbox"
                checked={selection.allSelected(marketBetIds)}
                onChange={() => selection.toggleAll(marketBetIds)}
              />
              {t('thisMarket.selectMarket', { market: marketName })}
            </label>
          </div>
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
