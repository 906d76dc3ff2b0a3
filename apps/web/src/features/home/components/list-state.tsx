// What a home list shows instead of its content: skeleton rows while it loads, a retry line when
// the exchange call failed (never a crash), and the spec's empty line ('There are no {days} events
// to be displayed', account-and-product §2).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import styles from './home.module.css';

interface ListQuery {
  readonly isPending: boolean;
  readonly isError: boolean;
  refetch(): unknown;
}

/** The placeholder for `query`, or its content (`children`) once there is some to show. */
export function ListState({
  query,
  isEmpty,
  emptyDays,
  skeletonRows = 5,
  children,
}: {
  readonly query: ListQuery;
  readonly isEmpty: boolean;
  /** The {days} word of the empty line ('upcoming', 'in-play'). */
  readonly emptyDays: string;
  readonly skeletonRows?: number;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <SkeletonRows label={t('home.loading')} rows={skeletonRows} />;
  if (query.isError)
    return (
      <p role="alert" className={styles.failed}>
        {t('home.failed')}{' '}
        <Button variant="ghost" onClick={() => void query.refetch()}>
          {t('home.retry')}
        </Button>
      </p>
    );
  if (isEmpty) return <p className={styles.empty}>{t('home.empty', { days: emptyDays })}</p>;
  return children;
}
