// The sidebar's tabs off a market page: General and Sports List (trading-core §2), a chunk of its
// own inside the frame page-with-sidebar.tsx draws from the first paint.
import { SidebarTabs } from '@/features/sidebar';

export function SiteSidebarTabs() {
  return <SidebarTabs />;
}
