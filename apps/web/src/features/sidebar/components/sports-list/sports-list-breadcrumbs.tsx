// trading-core §2 Sports List breadcrumbs: the nodes above the level shown; clicking one goes back
// up to it. The last one is the level shown, marked as the current place.
import { useTranslation } from 'react-i18next';
import type { NavigationNode } from '../../model/navigation-nodes';
import styles from './sports-list.module.css';

export function SportsListBreadcrumbs({
  trail,
  onGoUpTo,
}: {
  readonly trail: readonly NavigationNode[];
  readonly onGoUpTo: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sportsList.breadcrumbs')}>
      <ol className={styles.breadcrumbs}>
        {trail.map((node, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={node.id} className={styles.crumb}>
              <button
                type="button"
                className={styles.crumbButton}
                aria-current={current ? 'location' : undefined}
                onClick={() => onGoUpTo(index)}
              >
                {node.name}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
