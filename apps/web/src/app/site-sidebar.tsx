// The sidebar off a market page: General and Sports List (trading-core §2).
import { CollapsibleSidebar, SidebarTabs } from '@/features/sidebar';

export function SiteSidebar() {
  return (
    <CollapsibleSidebar>
      <SidebarTabs />
    </CollapsibleSidebar>
  );
}
