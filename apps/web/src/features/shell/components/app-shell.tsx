// The signed-in frame: header and recent-markets bar over the routed page, plus the shell's
// overlays (inactivity).
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Header } from './header';
import { RecentMarketsBar } from './recent-markets-bar';
import styles from './header.module.css';

export function AppShell({
  logout,
  generalActions,
  overlays,
}: {
  readonly logout: ReactNode;
  /** The header's actions on the General counters (the global cash out). */
  readonly generalActions?: ReactNode;
  readonly overlays?: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <Header logout={logout} generalActions={generalActions} />
      <RecentMarketsBar />
      <div className={styles.content}>
        <Outlet />
      </div>
      {overlays}
    </div>
  );
}
