// account-and-product §2 landing: "A feature comparison table, free versus SUPER: global cash out,
// auto options (Keep in Play, Fill or Kill, Tick Offset, Stop Loss), market tabs, live scores".
// Every row is a SUPER feature, so the free column marks none of them.
import { Check, Minus } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/ui/table';
import styles from './landing.module.css';

type FeatureKey =
  | 'featureGlobalCashOut'
  | 'featureKeepInPlay'
  | 'featureFillOrKill'
  | 'featureTickOffset'
  | 'featureStopLoss'
  | 'featureMarketTabs'
  | 'featureLiveScores';

/** The spec's list in its order; the auto options are one group of four rows. */
const FEATURES: ReadonlyArray<FeatureKey | { group: 'featureAutoOptions'; rows: readonly FeatureKey[] }> = [
  'featureGlobalCashOut',
  {
    group: 'featureAutoOptions',
    rows: ['featureKeepInPlay', 'featureFillOrKill', 'featureTickOffset', 'featureStopLoss'],
  },
  'featureMarketTabs',
  'featureLiveScores',
];

function Mark({ included }: { readonly included: boolean }) {
  const { t } = useTranslation();
  const Icon = included ? Check : Minus;
  return (
    <span
      role="img"
      className={included ? styles.included : styles.notIncluded}
      aria-label={t(included ? 'session.landing.included' : 'session.landing.notIncluded')}
    >
      <Icon aria-hidden="true" size={18} strokeWidth={2.5} />
    </span>
  );
}

function FeatureRow({
  feature,
  nested = false,
}: {
  readonly feature: FeatureKey;
  readonly nested?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row" className={nested ? styles.nestedFeature : undefined}>
        {t(`session.landing.${feature}`)}
      </th>
      <td>
        <Mark included={false} />
      </td>
      <td>
        <Mark included />
      </td>
    </tr>
  );
}

export function ComparisonTable() {
  const { t } = useTranslation();
  return (
    <div className={styles.comparison}>
      <Table caption={t('session.landing.compareTitle')}>
        <thead>
          <tr>
            <th scope="col">{t('session.landing.compareFeature')}</th>
            <th scope="col">{t('session.landing.compareFree')}</th>
            <th scope="col" className={styles.superColumn}>
              {t('session.landing.compareSuper')}
            </th>
          </tr>
        </thead>
        <tbody>
          {FEATURES.map((feature) =>
            typeof feature === 'string' ? (
              <FeatureRow key={feature} feature={feature} />
            ) : (
              <Fragment key={feature.group}>
                <tr>
                  <th scope="colgroup" colSpan={3}>
                    {t(`session.landing.${feature.group}`)}
                  </th>
                </tr>
                {feature.rows.map((row) => (
                  <FeatureRow key={row} feature={row} nested />
                ))}
              </Fragment>
            ),
          )}
        </tbody>
      </Table>
    </div>
  );
}
