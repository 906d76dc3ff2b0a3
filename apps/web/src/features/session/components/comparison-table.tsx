// account-and-product §2 landing: free versus SUPER (global cash out, the auto options, market
// tabs, live scores).
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

const FEATURES = [
  ['featureTrading', true],
  ['featureGlobalCashOut', false],
  ['featureKeepInPlay', false],
  ['featureFillOrKill', false],
  ['featureTickOffset', false],
  ['featureStopLoss', false],
  ['featureMarketTabs', false],
  ['featureLiveScores', false],
] as const;

export function ComparisonTable() {
  const { t } = useTranslation();
  const mark = (included: boolean) => (
    <span aria-label={t(included ? 'session.landing.included' : 'session.landing.notIncluded')}>
      {included ? '✓' : '—'}
    </span>
  );
  return (
    <table className={styles.table}>
      <caption>{t('session.landing.compareTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('session.landing.compareFeature')}</th>
          <th scope="col">{t('session.landing.compareFree')}</th>
          <th scope="col">{t('session.landing.compareSuper')}</th>
        </tr>
      </thead>
      <tbody>
        {FEATURES.map(([key, free]) => (
          <tr key={key}>
            <th scope="row">{t(`session.landing.${key}`)}</th>
            <td>{mark(free)}</td>
            <td>{mark(true)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
