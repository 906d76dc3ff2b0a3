// trading-core §2 "Sports List tab": 'See all sports', the breadcrumbs and the children of the
// level shown, from the product's /api/navigation (EVENT_TYPE → EVENT or RACE → MARKET). 20
// placeholder rows while a level loads; a failed level says so and offers a retry (the spec names
// no message for it).
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { useNavigationChildren } from '../../api/get-navigation';
import { useNow } from '../../hooks/use-now';
import { eventIdOf, RACING_EVENT_TYPE_IDS, type NavigationNode } from '../../model/navigation-nodes';
import { useSportsListStore } from '../../model/sports-list-store';
import { NavigationRow } from './navigation-row';
import { SportsListBreadcrumbs } from './sports-list-breadcrumbs';
import styles from './sports-list.module.css';

/** trading-core §2: placeholder rows while loading. */
export const SPORTS_LIST_PLACEHOLDER_ROWS = 20;

const MINUTE_MS = 60_000;

function marketPath(trail: readonly NavigationNode[], market: NavigationNode): string | undefined {
  const eventId = eventIdOf(trail);
  return eventId === undefined
    ? undefined
    : `/market/${encodeURIComponent(eventId)}/${encodeURIComponent(market.id)}`;
}

function Level({ trail }: { readonly trail: readonly NavigationNode[] }) {
  const { t, i18n } = useTranslation();
  const open = useSportsListStore((state) => state.open);
  const children = useNavigationChildren(trail.at(-1)?.id, i18n.language);
  // 'Tomorrow' is against this clock, so it turns right at midnight.
  const now = useNow(MINUTE_MS);
  if (children.isPending) {
    return <SkeletonRows label={t('sportsList.loading')} rows={SPORTS_LIST_PLACEHOLDER_ROWS} />;
  }
  if (children.isError) {
    return (
      <div role="alert" className={styles.message}>
        <p>{t('sportsList.failed')}</p>
        <Button onClick={() => void children.refetch()}>{t('sportsList.retry')}</Button>
      </div>
    );
  }
  if (children.data.length === 0) return <p className={styles.message}>{t('sportsList.empty')}</p>;
  const racing = RACING_EVENT_TYPE_IDS.has(trail[0]?.id ?? '');
  return (
    <ul className={styles.children} aria-label={trail.at(-1)?.name ?? t('sportsList.levelTitle')}>
      {children.data.map((node) => (
        <li key={`${node.type}-${node.id}`}>
          <NavigationRow
            node={node}
            marketPath={node.type === 'MARKET' ? marketPath(trail, node) : undefined}
            racing={racing}
            now={now}
            onOpen={open}
          />
        </li>
      ))}
    </ul>
  );
}

export function SportsList() {
  const { t } = useTranslation();
  const trail = useSportsListStore((state) => state.trail);
  const goUpTo = useSportsListStore((state) => state.goUpTo);
  const showAllSports = useSportsListStore((state) => state.showAllSports);
  return (
    <div className={styles.sportsList}>
      <Button className={styles.seeAll} onClick={showAllSports}>
        {t('sportsList.seeAllSports')}
      </Button>
      {trail.length > 0 && <SportsListBreadcrumbs trail={trail} onGoUpTo={goUpTo} />}
      <Level trail={trail} />
    </div>
  );
}
