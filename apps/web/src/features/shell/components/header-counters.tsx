// account-and-product §2: 'This Market' counters (matched M, unmatched U) on a market page and
// 'General' counters (cash-out total with 2 decimals, unmatched U, then the app's actions on them),
// as compact badges.
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { LiveExchangeContext } from '@/lib/stream/use-live';
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
    <Badge label={label}>
      <span aria-hidden="true" className={styles.counterKey}>
        {short}
      </span>
      <span aria-hidden="true">{value}</span>
    </Badge>
  );
}

function ThisMarketCounters({ marketId }: { readonly marketId: string }) {
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

function GeneralCounters({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation();
  const { cashOut, unmatched } = useGeneralCounters();
  const value = cashOut.toFixed(2);
  return (
    <section className={styles.counters} aria-label={t('shell.general')}>
      <span className={styles.countersTitle}>{t('shell.general')}</span>
      <Badge
        tone={cashOut > 0 ? 'win' : cashOut < 0 ? 'lose' : 'neutral'}
        label={t('shell.cashOut', { value })}
      >
        <span aria-hidden="true">{value}</span>
      </Badge>
      <Counter
        short={t('shell.unmatchedShort')}
        label={t('shell.unmatched', { count: unmatched })}
        value={String(unmatched)}
      />
      {children}
    </section>
  );
}

/** Both groups while the stream is live; This Market only on a market page. */
export function HeaderCounters({ generalActions }: { readonly generalActions?: ReactNode }) {
  const live = useContext(LiveExchangeContext);
  const marketId = useMatch('/market/:eventId/:marketId')?.params.marketId;
  if (live === undefined) return null;
  return (
    <div className={styles.counterGroups}>
      {marketId !== undefined && <ThisMarketCounters marketId={marketId} />}
      <GeneralCounters>{generalActions}</GeneralCounters>
    </div>
  );
}
