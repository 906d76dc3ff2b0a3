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
  banner,
  overlays,
}: {
  readonly logout: ReactNode;
  /** The header's actions on the General counters (the global cash out). */
  readonly generalActions?: ReactNode;
  /** A band under the recent markets on every page (the practice bar while practising). */
  readonly banner?: ReactNode;
  readonly overlays?: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <Header logout={logout} generalActions={generalActions} />
      <RecentMarketsBar />
      {banner}
      <div className={styles.content}>
        <Outlet />
      </div>
      {overlays}
    </div>
  );
}
