// Signed-in pages other than the market page show the sidebar beside them, with its General and
// Sports List tabs (trading-core §2: "Off a market page only General and Sports List show"). The
// tabs' code is a chunk of its own inside a frame drawn at once, and the sidebar sits where the
// market page has it (the market screen's layout, so no page moves it elsewhere).
import { Outlet } from 'react-router';
import { CollapsibleSidebar } from '@/components/ui/collapsible-sidebar';
import { InfoFooter } from '@/components/ui/info-links';
import { useSessionStore } from '@/lib/session/session-store';
import { lazyPage } from './lazy-page';
import styles from './market-screen.module.css';

const SiteSidebarTabs = lazyPage(async () => (await import('./site-sidebar')).SiteSidebarTabs);

export function PageWithSidebar() {
  const signedIn = useSessionStore((state) => state.token !== undefined);
  if (!signedIn) return <Outlet />;
  return (
    <div className={styles.screen}>
      <div className={styles.main}>
        <Outlet />
        <div className={styles.footer}>
          <InfoFooter />
        </div>
      </div>
      <CollapsibleSidebar>
        <SiteSidebarTabs />
      </CollapsibleSidebar>
    </div>
  );
}
