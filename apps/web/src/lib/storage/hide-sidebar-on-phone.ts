// trading-core §2 "The sidebar hides on screens up to 767 px wide when navigating" (and before a
// modal opens over a phone's page). Decision: that automatic hide belongs to this device only. The
// persisted hideSidebar setting follows the trader to every device (§3), so saving the phone's
// automatic hide there would leave their desktop with no sidebar after a walk through the phone's
// lists; only the sidebar button's own choice is saved. The button shows it again either way.
import { BREAKPOINTS_PX } from '@greenbook/trading';
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';
import { useSetting, useSettingsStore } from './settings-store';

const usePhoneHideStore = create<{ readonly hidden: boolean }>(() => ({ hidden: false }));
resetOnSignOut(usePhoneHideStore);

export function hideSidebarOnPhone(): void {
  if (typeof window.matchMedia !== 'function') return;
  if (!window.matchMedia(`(max-width: ${BREAKPOINTS_PX.mobileMax}px)`).matches) return;
  usePhoneHideStore.setState({ hidden: true });
}

/** Whether the sidebar is hidden: by the trader's saved choice or by this phone's navigation. */
export function useSidebarHidden(): boolean {
  const saved = useSetting('hideSidebar');
  const hiddenOnPhone = usePhoneHideStore((state) => state.hidden);
  return saved || hiddenOnPhone;
}

/** The same, read once (outside React). */
export function isSidebarHidden(): boolean {
  return useSettingsStore.getState().settings.hideSidebar || usePhoneHideStore.getState().hidden;
}

/** The trader's own choice (the sidebar button, a chart brought into it): saved, and it also ends the phone's automatic hide. */
export function chooseSidebarHidden(hidden: boolean): void {
  usePhoneHideStore.setState({ hidden: false });
  if (useSettingsStore.getState().settings.hideSidebar !== hidden)
    useSettingsStore.getState().update({ hideSidebar: hidden });
}
