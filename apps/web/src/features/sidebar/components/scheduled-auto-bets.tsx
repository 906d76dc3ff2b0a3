// trading-core §2 sidebar "your scheduled auto bets" (This Market) and "all scheduled auto bets"
// (General, grouped by event and market), with bet selection: a checkbox per auto bet, one per
// market group and one for every listed auto bet; 'CANCEL [n] AUTO BETS' cancels the selection and
// clears it, and each can be cancelled alone (trading-core §7 cancel scheduled auto bet). The list
// is the schedule kept by lib/auto-bets, the same one the scheduler at the app root acts on.
import { X } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoBet } from '@greenbook/trading';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { useBetSelection } from '../hooks/use-bet-selection';
import { SidebarContainer } from './sidebar-container';
import { SelectGroupCheckbox } from './select-group-checkbox';
import styles from './this-market.module.css';

export interface ScheduledAutoBetsProps {
  readonly tab: 'thisMarket' | 'general';
  /** The auto bets listed (already narrowed to the market or runner shown). */
  readonly autoBets: readonly AutoBet[];
  readonly nameOf: (marketId: string, runnerKey: string) => string;
  /** A market group's heading (General tab); without it the list is not grouped. */
  readonly groupName?: (autoBet: AutoBet) => string;
  readonly emptyText: string;
}

/** Groups by event, then market, keeping the schedule's order inside each group. */
function groupsOf(autoBets: readonly AutoBet[]): AutoBet[][] {
  const groups = new Map<string, AutoBet[]>();
  for (const autoBet of autoBets) {
    const key = `${String(autoBet.eventId)}/${autoBet.marketId}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [autoBet]);
    else group.push(autoBet);
  }
  return [...groups.values()];
}

export function ScheduledAutoBets({ tab, autoBets, nameOf, groupName, emptyText }: ScheduledAutoBetsProps) {
  const { t } = useTranslation();
  const listed = useMemo(() => autoBets.map((autoBet) => autoBet.betId), [autoBets]);
  const selection = useBetSelection(listed);
  const count = selection.selected.size;
  const cancel = (betIds: ReadonlySet<string>) =>
    useAutoBetStore.getState().cancel(autoBets.filter((autoBet) => betIds.has(autoBet.betId)));
  const cancelSelected = () => {
    const chosen = new Set(selection.selected);
    selection.clear();
    cancel(chosen);
  };
  const actions =
    count > 0 ? (
      <button type="button" className={styles['cancelSelected']} onClick={cancelSelected}>
        {t('autoBets.cancelSelected', { n: count })}
      </button>
    ) : null;
  const groups = groupName === undefined ? [autoBets] : groupsOf(autoBets);
  return (
    <SidebarContainer
      tab={tab}
      name="autoBets"
      title={t(tab === 'general' ? 'autoBets.allScheduled' : 'autoBets.yourScheduled')}
      actions={actions}
    >
      {autoBets.length === 0 ? (
        <p className={styles['empty']}>{emptyText}</p>
      ) : (
        <>
          {listed.length > 1 && (
            <SelectGroupCheckbox selection={selection} ids={listed} label={t('autoBets.selectAll')} />
          )}
          {groups.map((group) => {
            const first = group[0]!;
            const ids = group.map((autoBet) => autoBet.betId);
            return (
              <div key={`${String(first.eventId)}/${first.marketId}`}>
                {groupName !== undefined && (
                  <SelectGroupCheckbox
                    selection={selection}
                    ids={ids}
                    label={groupName(first)}
                    accessibleName={t('autoBets.selectGroup', { name: groupName(first) })}
                  />
                )}
                <ul className={styles['list']}>
                  {group.map((autoBet) => (
                    <li key={autoBet.betId} className={styles['item']}>
                      <input
                        type="checkbox"
                        aria-label={t('autoBets.select', { betId: autoBet.betId })}
                        checked={selection.isSelected(autoBet.betId)}
                        onChange={() => selection.toggle(autoBet.betId)}
                      />
                      <span>{t(`autoBets.types.${autoBet.autoBetType}`)}</span>
                      <span className={autoBet.side === 'BACK' ? styles['back'] : styles['lay']}>
                        {t(autoBet.side === 'BACK' ? 'thisMarket.back' : 'thisMarket.lay')}
                      </span>
                      <span className={styles['runner']}>
                        {nameOf(autoBet.marketId, String(autoBet.runnerId))}
                      </span>
                      <span>@ {autoBet.odd}</span>
                      <span>{t('autoBets.stake', { stake: autoBet.newStake.toFixed(2) })}</span>
                      <span className={styles['muted']}>
                        {t('autoBets.waiting', { remaining: autoBet.stakeRemaining.toFixed(2) })}
                      </span>
                      <button
                        type="button"
                        className={styles['cancelOne']}
                        aria-label={t('autoBets.cancelOne', { betId: autoBet.betId })}
                        onClick={() => cancel(new Set([autoBet.betId]))}
                      >
                        <X aria-hidden="true" size={14} />
                      </button>
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
