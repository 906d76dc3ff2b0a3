// trading-core §2 Grid/Ladder view selector.
import { useTranslation } from 'react-i18next';
import { useMarketViewStore, type MarketView } from '../model/market-view-store';
import styles from './market.module.css';

const VIEWS: readonly MarketView[] = ['grid', 'ladder'];

export function ViewSwitch() {
  const { t } = useTranslation();
  const view = useMarketViewStore((state) => state.view);
  const setView = useMarketViewStore((state) => state.setView);
  return (
    <div className={styles.viewSwitch} role="group" aria-label={t('market.view.label')}>
      {VIEWS.map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}>
          {t(`market.view.${option}`)}
        </button>
      ))}
    </div>
  );
}
