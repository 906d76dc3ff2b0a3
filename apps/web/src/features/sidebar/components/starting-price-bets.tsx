// trading-core §2 This Market "your starting-price bets": limit-on-close (with its limit) and
// market-on-close bets waiting for the starting price.
import { useTranslation } from 'react-i18next';
import type { MarketBet } from '../model/market-orders';
import { SidebarContainer } from './sidebar-container';
import styles from './this-market.module.css';

interface StartingPriceBetsProps {
  readonly bets: readonly MarketBet[];
  readonly nameOf: (runnerKey: string) => string;
  readonly sideNames: { readonly back: string; readonly lay: string };
  readonly emptyText: string;
}

export function StartingPriceBets({ bets, nameOf, sideNames, emptyText }: StartingPriceBetsProps) {
  const { t } = useTranslation();
  return (
    <SidebarContainer name="startingPriceBets" title={t('thisMarket.startingPriceBets')}>
      {bets.length === 0 ? (
        <p className={styles['empty']}>{emptyText}</p>
      ) : (
        <ul className={styles['list']}>
          {bets.map(({ runnerKey, order }) => (
            <li key={order.id} className={styles['item']}>
              <span className={order.side === 'B' ? styles['back'] : styles['lay']}>
                {order.side === 'B' ? sideNames.back : sideNames.lay}
              </span>
              <span className={styles['runner']}>{nameOf(runnerKey)}</span>
              {order.ot === 'LOC' && <span>{t('thisMarket.limit', { limit: order.p })}</span>}
              <span>{t('thisMarket.liability', { liability: (order.bsp ?? order.s).toFixed(2) })}</span>
            </li>
          ))}
        </ul>
      )}
    </SidebarContainer>
  );
}
