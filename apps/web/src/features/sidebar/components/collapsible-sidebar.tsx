// The right-hand sidebar of the market screen (trading-core §2): a button hides or shows it, and
// the choice is the persisted hideSidebar setting (§3), which a factory reset keeps (§4).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import styles from './this-market.module.css';

export function CollapsibleSidebar({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const hidden = useSetting('hideSidebar');
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
        onClick={() => useSettingsStore.getState().update({ hideSidebar: !hidden })}
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
