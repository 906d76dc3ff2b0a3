// trading-core §2 "your unmatched bets" (This Market) and "all unmatched bets" (General, grouped by
// event, then market, then bet) with bet selection: a checkbox per bet, and in the General tab one
// per event and one per market, and one for every listed bet; with a runner selected only its bets
// are listed, and the selection counts only what is listed. 'CANCEL [n] UNMATCHED BETS' shows while
// a listed bet is selected, cancels those (per market, 60 instructions a call: the exchange
// client) and clears the selection; each bet can also be cancelled alone.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelBets } from '@/lib/unmatched-bets/use-cancel-bets';
import { useBetSelection } from '../hooks/use-bet-selection';
import { marketTimeAt } from '@/lib/clock/market-clock';
import { useNow } from '../hooks/use-now';
import { marketHeading, type EventGroup } from '../model/event-groups';
import type { MarketBet } from '../model/market-orders';
import { SidebarContainer } from './sidebar-container';
import type { UnmatchedBetControls } from './this-market-tab';
import { SelectGroupCheckbox } from './select-group-checkbox';
import { UnmatchedBetRow } from './unmatched-bet-row';
import styles from './this-market.module.css';

interface UnmatchedBetsProps {
  /** The General tab heads each event and market with a checkbox; This Market lists one market. */
  readonly tab: 'thisMarket' | 'general';
  /** The bets listed (only the selected runner's when one is selected), by event and market. */
  readonly events: ReadonlyArray<EventGroup<MarketBet>>;
  /** The label of the checkbox that selects every listed bet. */
  readonly selectListedLabel: string;
  readonly nameOf: (marketId: string, runnerKey: string) => string;
  readonly sideNames: { readonly back: string; readonly lay: string };
  readonly emptyText: string;
  readonly renderControls?: UnmatchedBetControls | undefined;
}

const betIdsOf = (bets: readonly MarketBet[]) => bets.map((bet) => bet.order.id);

export function UnmatchedBets(props: UnmatchedBetsProps) {
  const { tab, events, selectListedLabel, nameOf, sideNames, emptyText, renderControls } = props;
  const { t } = useTranslation();
  const cancelBets = useCancelBets();
  // The exchange's time of the bets: the replay's in practice mode, where bets bear recorded time.
  const now = marketTimeAt(useNow());
  const markets = useMemo(() => events.flatMap((event) => event.markets), [events]);
  const listed = useMemo(() => markets.flatMap((market) => betIdsOf(market.bets)), [markets]);
  const selection = useBetSelection(listed);
  const count = selection.selected.size;
  const cancel = useCallback(
    (marketId: string, betIds: readonly string[]) => void cancelBets(marketId, betIds),
    [cancelBets],
  );
  const cancelSelected = () => {
    const chosen = selection.selected;
    selection.clear();
    for (const market of markets) {
      const betIds = betIdsOf(market.bets).filter((id) => chosen.has(id));
      if (betIds.length > 0) cancel(market.marketId, betIds);
    }
  };
  const actions =
    count > 0 ? (
      <button type="button" className={styles['cancelSelected']} onClick={cancelSelected}>
        {t('thisMarket.cancelSelected', { n: count })}
      </button>
    ) : null;
  const headed = tab === 'general';
  const title = t(headed ? 'general.allUnmatchedBets' : 'thisMarket.unmatchedBets');
  return (
    <SidebarContainer tab={tab} name="unmatchedBets" title={title} actions={actions}>
      {listed.length === 0 ? (
        <p className={styles['empty']}>{emptyText}</p>
      ) : (
        <>
          {listed.length > 1 && (
            <SelectGroupCheckbox selection={selection} ids={listed} label={selectListedLabel} />
          )}
          {events.map((event) => (
            <div key={event.key} className={headed ? styles['eventGroup'] : undefined}>
              {headed && event.title !== undefined && (
                <SelectGroupCheckbox
                  selection={selection}
                  ids={event.markets.flatMap((market) => betIdsOf(market.bets))}
                  label={<span className={styles['groupTitle']}>{event.title}</span>}
                  accessibleName={t('general.selectEvent', { event: event.title })}
                />
              )}
              {event.markets.map((market) => (
                <div key={market.marketId} className={headed ? styles['marketGroup'] : undefined}>
                  {headed && (
                    <SelectGroupCheckbox
                      selection={selection}
                      ids={betIdsOf(market.bets)}
                      label={market.title}
                      accessibleName={t('thisMarket.selectMarket', {
                        market: marketHeading(event, market),
                      })}
                    />
                  )}
                  <ul className={styles['list']}>
                    {market.bets.map((bet) => (
                      <UnmatchedBetRow
                        key={bet.order.id}
                        marketId={market.marketId}
                        order={bet.order}
                        runnerName={nameOf(market.marketId, bet.runnerKey)}
                        sideName={bet.order.side === 'B' ? sideNames.back : sideNames.lay}
                        selected={selection.selected.has(bet.order.id)}
                        onToggle={selection.toggle}
                        now={now}
                        onCancel={cancel}
                        renderControls={renderControls}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ))}
        </>
      )}
    </SidebarContainer>
  );
}
