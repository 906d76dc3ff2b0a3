// The home page's choices (slot sports, racing sport and country tab) are the persisted
// homepageSlots setting, the one the sidebar's homepage-sports panel edits: saved through the
// settings store (locally at once, to the product service 2 s later).
import type { HomepageSlots } from '@greenbook/trading';
import { useSettingsStore } from '@/lib/storage/settings-store';

export function saveHomepageSlots(change: (slots: HomepageSlots) => HomepageSlots): void {
  const store = useSettingsStore.getState();
  store.update({ homepageSlots: change(store.settings.homepageSlots) });
}
