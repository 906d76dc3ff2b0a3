// trading-core §2 This Market "your matched bets": per runner, the matched back and lay stakes
// rolled up (mb/ml) with their average odds (trading positions).
import { useTranslation } from 'react-i18next';
import type { MarketOrders } from '../model/market-orders';
import { SidebarContainer } from './sidebar-container';
import styles from './this-market.module.css';

interface MatchedBetsProps {
  readonly matched: MarketOrders['matched'];
  readonly nameOf: (runnerKey: string) => string;
  readonly sideNames: { readonly back: string; readonly lay: string };
  readonly emptyText: string;
}

export function MatchedBets({ matched, nameOf, sideNames, emptyText }: MatchedBetsProps) {
  const { t } = useTranslation();
  return (
    <SidebarContainer name="matchedBets" title={t('thisMarket.matchedBets')}>
      {matched.length === 0 ? (
        <p className={styles['empty']}>{emptyText}</p>
      ) : (
        <ul className={styles['list']}>
          {matched.map(({ runnerKey, position }) => (
            <li key={runnerKey} className={styles['item']}>
              <span className={styles['runner']}>{nameOf(runnerKey)}</span>
              {position.backStakeTotal > 0 && (
                <span className={styles['back']}>
                  {sideNames.back}{' '}
                  {t('thisMarket.average', {
                    stake: position.backStakeTotal.toFixed(2),
                    odd: position.backOddAverage,
                  })}
                </span>
              )}
              {position.layStakeTotal > 0 && (
                <span className={styles['lay']}>
                  {sideNames.lay}{' '}
                  {t('thisMarket.average', {
                    stake: position.layStakeTotal.toFixed(2),
                    odd: position.layOddAverage,
                  })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </SidebarContainer>
  );
}
