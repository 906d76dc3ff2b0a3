// trading-core §2 "your starting-price bets" (This Market) and "all starting-price bets" (General,
// grouped by market): limit-on-close (with its limit) and market-on-close bets waiting for the
// starting price.
import { useTranslation } from 'react-i18next';
import type { MarketBets } from '../model/account-orders';
import { SidebarContainer } from './sidebar-container';
import styles from './this-market.module.css';

interface StartingPriceBetsProps {
  readonly tab: 'thisMarket' | 'general';
  /** The bets by market; a group's title (event and market) heads it in the General tab. */
  readonly groups: ReadonlyArray<MarketBets & { readonly title?: string | undefined }>;
  readonly nameOf: (marketId: string, runnerKey: string) => string;
  readonly sideNames: { readonly back: string; readonly lay: string };
  readonly emptyText: string;
}

export function StartingPriceBets({ tab, groups, nameOf, sideNames, emptyText }: StartingPriceBetsProps) {
  const { t } = useTranslation();
  const title = t(tab === 'general' ? 'general.allStartingPriceBets' : 'thisMarket.startingPriceBets');
  return (
    <SidebarContainer tab={tab} name="startingPriceBets" title={title}>
      {groups.every((group) => group.bets.length === 0) ? (
        <p className={styles['empty']}>{emptyText}</p>
      ) : (
        groups.map(({ marketId, title: groupTitle, bets }) => (
          <div key={marketId}>
            {groupTitle !== undefined && <p className={styles['groupTitle']}>{groupTitle}</p>}
            <ul className={styles['list']}>
              {bets.map(({ runnerKey, order }) => (
                <li key={order.id} className={styles['item']}>
                  <span className={order.side === 'B' ? styles['back'] : styles['lay']}>
                    {order.side === 'B' ? sideNames.back : sideNames.lay}
                  </span>
                  <span className={styles['runner']}>{nameOf(marketId, runnerKey)}</span>
                  {order.ot === 'LOC' && <span>{t('thisMarket.limit', { limit: order.p })}</span>}
                  <span>{t('thisMarket.liability', { liability: (order.bsp ?? order.s).toFixed(2) })}</span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </SidebarContainer>
  );
}
