// account-and-product §4 "Settings persistence": once the settings are on the product service,
// every change is saved 2 s after the last one (PUT); a reset to defaults is saved at once. A save
// still waiting when the page is left or the user signs out is sent at once, so the change made
// just before a reload or a logout reaches the server too. Until the service confirms a save, this
// browser's copy is marked unsaved (lib/storage/unsaved-settings): such a copy is sent again when
// the page loads, and wins over the service's copy (use-session-bootstrap).
import { DEBOUNCES_MS, type UserSettings } from '@greenbook/trading';
import { useEffect } from 'react';
import { useSessionStore } from '@/lib/session/session-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { hasUnsavedSettings, markSettingsSaved, markSettingsUnsaved } from '@/lib/storage/unsaved-settings';
import { saveUserSettings } from '../api/user-settings';
import { beforeSignOut } from '../model/session-actions';

export function useSettingsSync(delayMs: number = DEBOUNCES_MS.settingsSave): void {
  const vendorId = useSessionStore((state) => state.user?.vendorId);
  useEffect(() => {
    if (vendorId === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let saved: UserSettings | undefined = useSettingsStore.getState().isOnDatabase
      ? useSettingsStore.getState().settings
      : undefined;
    const save = (settings: UserSettings, keepalive = false) => {
      saved = settings;
      saveUserSettings(vendorId, settings, { keepalive })
        .then(() => {
          if (useSettingsStore.getState().settings === settings) markSettingsSaved(vendorId);
        })
        .catch((error: unknown) => console.warn('settings not saved', error));
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      save(useSettingsStore.getState().settings, true);
    };
    const stop = useSettingsStore.subscribe((state, previous) => {
      if (!state.isOnDatabase) return;
      if (!previous.isOnDatabase || state.loads !== previous.loads) {
        saved = state.settings; // a stored copy loaded whole (server, another tab): nothing to save
        return;
      }
      if (state.settings === saved) return;
      markSettingsUnsaved(vendorId);
      if (timer !== undefined) clearTimeout(timer);
      if (state.isResetingDefaults) {
        timer = undefined;
        save(state.settings);
        state.resetDone();
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        save(useSettingsStore.getState().settings);
      }, delayMs);
    });
    // A change of an earlier page the service never confirmed (sent as the page went): again.
    const restored = useSettingsStore.getState();
    if (restored.isOnDatabase && hasUnsavedSettings(vendorId)) save(restored.settings);
    const stopBeforeSignOut = beforeSignOut(flush);
    window.addEventListener('pagehide', flush);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
      stopBeforeSignOut();
      stop();
    };
  }, [vendorId, delayMs]);
}
