// The right-hand sidebar of the market screen (trading-core §2): a button hides or shows it, and
// the choice is the persisted hideSidebar setting (§3), which a factory reset keeps (§4); a phone's
// navigation hides it on that device only (lib/storage/hide-sidebar-on-phone.ts). The frame is part
// of the route's first load and the tabs inside it a chunk of their own: the frame's width is there
// from the first paint, so the prices beside it do not move when the tabs arrive.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseSidebarHidden, useSidebarHidden } from '@/lib/storage/hide-sidebar-on-phone';
import styles from './collapsible-sidebar.module.css';

export function CollapsibleSidebar({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const hidden = useSidebarHidden();
  const label = t(hidden ? 'thisMarket.showSidebar' : 'thisMarket.hideSidebar');
  return (
    <aside
      className={hidden ? `${styles['sidebar']} ${styles['sidebarHidden']}` : styles['sidebar']}
      aria-label={t('thisMarket.sidebar')}
    >
      <button
        type="button"
        className={styles['sidebarToggle']}
        aria-expanded={!hidden}
        aria-label={label}
        title={label}
        onClick={() => chooseSidebarHidden(!hidden)}
      >
        {hidden ? (
          <ChevronLeft aria-hidden="true" size={16} />
        ) : (
          <ChevronRight aria-hidden="true" size={16} />
        )}
      </button>
      {!hidden && children}
    </aside>
  );
}
