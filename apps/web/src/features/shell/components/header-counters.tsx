// account-and-product §2: 'This Market' counters (matched M, unmatched U) on a market page and
// 'General' counters (cash-out total with 2 decimals, unmatched U, then the app's actions on them).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralCounters, useMarketCounters } from '../hooks/use-header-counters';
import styles from './header.module.css';

function Counter({
  short,
  label,
  value,
}: {
  readonly short: string;
  readonly label: string;
  readonly value: string;
}) {
  return (
    <span className={styles.counter} title={label} aria-label={label}>
      <span aria-hidden="true" className={styles.counterKey}>
        {short}
      </span>
      <span aria-hidden="true">{value}</span>
    </span>
  );
}

export function ThisMarketCounters({ marketId }: { readonly marketId: string }) {
  const { t } = useTranslation();
  const { matched, unmatched } = useMarketCounters(marketId);
  return (
    <section className={styles.counters} aria-label={t('shell.thisMarket')}>
      <span className={styles.countersTitle}>{t('shell.thisMarket')}</span>
      <Counter
        short={t('shell.matchedShort')}
        label={t('shell.matched', { count: matched })}
        value={String(matched)}
      />
      <Counter
        short={t('shell.unmatchedShort')}
        label={t('shell.unmatched', { count: unmatched })}
        value={String(unmatched)}
      />
    </section>
  );
}

export function GeneralCounters({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation();
  const { cashOut, unmatched } = useGeneralCounters();
  const value = cashOut.toFixed(2);
  return (
    <section className={styles.counters} aria-label={t('shell.general')}>
      <span className={styles.countersTitle}>{t('shell.general')}</span>
      <span
        className={cashOut > 0 ? styles.win : cashOut < 0 ? styles.lose : undefined}
        aria-label={t('shell.cashOut', { value })}
        title={t('shell.cashOut', { value })}
      >
        <span aria-hidden="true">{value}</span>
      </span>
      <Counter
        short={t('shell.unmatchedShort')}
        label={t('shell.unmatched', { count: unmatched })}
        value={String(unmatched)}
      />
      {children}
    </section>
  );
}
