// trading-core §2 "your starting-price bets" (This Market) and "all starting-price bets" (General,
// grouped by event, then market, as the unmatched bets are): limit-on-close (with its limit) and
// market-on-close bets waiting for the starting price.
import { useTranslation } from 'react-i18next';
import { marketHeading, type EventGroup } from '../model/event-groups';
import type { MarketBet } from '../model/market-orders';
import { SidebarContainer } from './sidebar-container';
import styles from './this-market.module.css';

interface StartingPriceBetsProps {
  /** The General tab heads each event and market; This Market lists one market. */
  readonly tab: 'thisMarket' | 'general';
  readonly events: ReadonlyArray<EventGroup<MarketBet>>;
  readonly nameOf: (marketId: string, runnerKey: string) => string;
  readonly sideNames: { readonly back: string; readonly lay: string };
  readonly emptyText: string;
}

export function StartingPriceBets({ tab, events, nameOf, sideNames, emptyText }: StartingPriceBetsProps) {
  const { t } = useTranslation();
  const headed = tab === 'general';
  const title = t(headed ? 'general.allStartingPriceBets' : 'thisMarket.startingPriceBets');
  const empty = events.every((event) => event.markets.every((market) => market.bets.length === 0));
  return (
    <SidebarContainer tab={tab} name="startingPriceBets" title={title}>
      {empty ? (
        <p className={styles['empty']}>{emptyText}</p>
      ) : (
        events.map((event) => (
          <div key={event.key} className={headed ? styles['eventGroup'] : undefined}>
            {headed && event.title !== undefined && <p className={styles['groupTitle']}>{event.title}</p>}
            {event.markets.map((market) => (
              <div key={market.marketId} className={headed ? styles['marketGroup'] : undefined}>
                {headed && <p className={styles['marketTitle']}>{market.title}</p>}
                {/* Named with its event, so a list read alone still says whose bets these are. */}
                <ul className={styles['list']} aria-label={headed ? marketHeading(event, market) : undefined}>
                  {market.bets.map(({ runnerKey, order }) => (
                    <li key={order.id} className={styles['item']}>
                      <span className={order.side === 'B' ? styles['back'] : styles['lay']}>
                        {order.side === 'B' ? sideNames.back : sideNames.lay}
                      </span>
                      <span className={styles['runner']}>{nameOf(market.marketId, runnerKey)}</span>
                      {order.ot === 'LOC' && <span>{t('thisMarket.limit', { limit: order.p })}</span>}
                      <span>
                        {t('thisMarket.liability', { liability: (order.bsp ?? order.s).toFixed(2) })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))
      )}
    </SidebarContainer>
  );
}
