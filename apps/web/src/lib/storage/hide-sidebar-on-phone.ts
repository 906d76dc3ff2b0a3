// trading-core §2 "The sidebar hides on screens up to 767 px wide when navigating" (and before a
// modal opens over a phone's page): hides it through the persisted hideSidebar setting, which its
// button shows again.
import { BREAKPOINTS_PX } from '@greenbook/trading';
import { useSettingsStore } from './settings-store';

export function hideSidebarOnPhone(): void {
  if (typeof window.matchMedia !== 'function') return;
  if (!window.matchMedia(`(max-width: ${BREAKPOINTS_PX.mobileMax}px)`).matches) return;
  if (!useSettingsStore.getState().settings.hideSidebar)
    useSettingsStore.getState().update({ hideSidebar: true });
}
