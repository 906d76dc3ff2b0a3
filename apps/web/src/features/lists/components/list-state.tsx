// What a list shows before and instead of its rows: skeleton rows while the catalogue loads, a
// retry line when it failed, the empty message when the exchange has no market for it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import type { ListRow } from '../model/list-rows';
import styles from './lists.module.css';

/** Placeholder rows while loading: about a screenful. */
const SKELETON_ROWS = 12;

export function ListState({
  list,
  children,
}: {
  readonly list: UseQueryResult<ListRow[]>;
  readonly children: (rows: ListRow[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <SkeletonRows label={t('lists.loading')} rows={SKELETON_ROWS} />;
  if (list.isError)
    return (
      <p role="alert" className={styles.retryLine}>
        {t('lists.failed')}
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('lists.retry')}
        </Button>
      </p>
    );
  if (list.data.length === 0) return <p className={styles.message}>{t('lists.empty')}</p>;
  return <>{children(list.data)}</>;
}
