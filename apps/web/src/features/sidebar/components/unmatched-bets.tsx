// trading-core §2 "your unmatched bets" (This Market) and "all unmatched bets" (General, grouped by
// event and market) with bet selection: a checkbox per bet, one per market group (General) and one
// for every listed bet; with a runner selected only its bets are listed, and the selection counts
// only what is listed. 'CANCEL [n] UNMATCHED BETS' shows while a listed bet is selected, cancels
// those (one cancel call per market) and clears the selection; each bet can also be cancelled alone.
import { X } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelBets } from '@/lib/unmatched-bets/use-cancel-bets';
import { useBetSelection } from '../hooks/use-bet-selection';
import { useNow } from '../hooks/use-now';
import type { MarketBet } from '../model/market-orders';
import { SidebarContainer } from './sidebar-container';
import type { UnmatchedBetControls } from './this-market-tab';
import { SelectGroupCheckbox } from './select-group-checkbox';
import styles from './this-market.module.css';

/** One market's listed bets; `title` (event and market) heads the group in the General tab. */
export interface UnmatchedBetGroup {
  readonly marketId: string;
  readonly title?: string | undefined;
  readonly bets: readonly MarketBet[];
}

interface UnmatchedBetsProps {
  readonly tab: 'thisMarket' | 'general';
  /** The bets listed by market (only the selected runner's when one is selected). */
  readonly groups: readonly UnmatchedBetGroup[];
  /** The label of the checkbox that selects every listed bet. */
  readonly selectListedLabel: string;
  readonly nameOf: (marketId: string, runnerKey: string) => string;
  readonly sideNames: { readonly back: string; readonly lay: string };
  readonly emptyText: string;
  readonly renderControls?: UnmatchedBetControls | undefined;
}

export function UnmatchedBets(props: UnmatchedBetsProps) {
  const { tab, groups, selectListedLabel, nameOf, sideNames, emptyText, renderControls } = props;
  const { t } = useTranslation();
  const cancelBets = useCancelBets();
  const now = useNow();
  const listed = useMemo(() => groups.flatMap((group) => group.bets.map((bet) => bet.order.id)), [groups]);
  const selection = useBetSelection(listed);
  const count = selection.selected.size;
  const cancelSelected = () => {
    const chosen = selection.selected;
    selection.clear();
    for (const group of groups) {
      const betIds = group.bets.map((bet) => bet.order.id).filter((id) => chosen.has(id));
      if (betIds.length > 0) void cancelBets(group.marketId, betIds);
    }
  };
  const actions =
    count > 0 ? (
      <button type="button" className={styles['cancelSelected']} onClick={cancelSelected}>
        {t('thisMarket.cancelSelected', { n: count })}
      </button>
    ) : null;
  const title = t(tab === 'general' ? 'general.allUnmatchedBets' : 'thisMarket.unmatchedBets');
  return (
    <SidebarContainer tab={tab} name="unmatchedBets" title={title} actions={actions}>
      {listed.length === 0 ? (
        <p className={styles['empty']}>{emptyText}</p>
      ) : (
        <>
          {listed.length > 1 && (
            <SelectGroupCheckbox selection={selection} ids={listed} label={selectListedLabel} />
          )}
          {groups.map(({ marketId, title: groupTitle, bets }) => {
            const ids = bets.map((bet) => bet.order.id);
            return (
              <div key={marketId}>
                {groupTitle !== undefined && (
                  <SelectGroupCheckbox
                    selection={selection}
                    ids={ids}
                    label={groupTitle}
                    accessibleName={t('thisMarket.selectMarket', { market: groupTitle })}
                  />
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
                      <span className={styles['runner']}>{nameOf(marketId, runnerKey)}</span>
                      <span>@ {order.p}</span>
                      <span>{t('thisMarket.remaining', { size: order.sr.toFixed(2) })}</span>
                      {order.sm > 0 && (
                        <span>{t('thisMarket.matchedPart', { size: order.sm.toFixed(2) })}</span>
                      )}
                      <span className={styles['muted']}>
                        {t('thisMarket.placedAgo', {
                          minutes: Math.max(0, Math.floor((now - order.pd) / 60_000)),
                        })}
                      </span>
                      <button
                        type="button"
                        className={styles['cancelOne']}
                        aria-label={t('thisMarket.cancelOne', { betId: order.id })}
                        onClick={() => void cancelBets(marketId, [order.id])}
                      >
                        <X aria-hidden="true" size={14} />
                      </button>
                      {renderControls?.({ betId: order.id, persistence: order.pt })}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </>
      )}
    </SidebarContainer>
  );
}
