// A collapsible container of the This Market or General tab; open or collapsed is a persisted
// setting (trading-core §3 "sidebar open flags"; rules start collapsed, the others open).
import { useId, type ReactNode } from 'react';
import type { GENERAL_CONTAINERS, THIS_MARKET_CONTAINERS } from '@greenbook/trading';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import styles from './this-market.module.css';

type ContainerName = (typeof THIS_MARKET_CONTAINERS)[number] | (typeof GENERAL_CONTAINERS)[number];

interface SidebarContainerProps {
  /** Whose open flags it uses (default This Market). */
  readonly tab?: 'thisMarket' | 'general';
  readonly name: ContainerName;
  readonly title: string;
  /** Shown in the title bar next to the title (e.g. the cancel button). */
  readonly actions?: ReactNode;
  /** Asked before collapsing; false keeps the container open (e.g. while it holds invalid input). */
  readonly canCollapse?: () => boolean;
  readonly children: ReactNode;
}

export function SidebarContainer({
  tab = 'thisMarket',
  name,
  title,
  actions,
  canCollapse,
  children,
}: SidebarContainerProps) {
  const id = useId();
  const containers = useSetting('sidebarContainers');
  const flags: Readonly<Record<string, boolean>> = containers[tab];
  const open = flags[name] ?? true;
  const toggle = () => {
    if (open && canCollapse?.() === false) return;
    useSettingsStore.getState().update({
      sidebarContainers: { ...containers, [tab]: { ...containers[tab], [name]: !open } },
    });
  };
  return (
    <section className={styles['container']} aria-labelledby={`${id}-title`}>
      <div className={styles['containerBar']}>
        <h3 className={styles['containerTitle']}>
          <button
            id={`${id}-title`}
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={toggle}
          >
            {title}
          </button>
        </h3>
        {actions}
      </div>
      {open && (
        <div id={`${id}-body`} className={styles['containerBody']}>
          {children}
        </div>
      )}
    </section>
  );
}
