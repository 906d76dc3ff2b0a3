// account-and-product §4 "Settings persistence": once the settings are on the product service,
// every change is saved 2 s after the last one (PUT); a reset to defaults is saved at once.
import { DEBOUNCES_MS, type UserSettings } from '@greenbook/trading';
import { useEffect } from 'react';
import { useSessionStore } from '@/lib/session/session-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { saveUserSettings } from '../api/user-settings';

export function useSettingsSync(delayMs: number = DEBOUNCES_MS.settingsSave): void {
  const vendorId = useSessionStore((state) => state.user?.vendorId);
  useEffect(() => {
    if (vendorId === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let saved: UserSettings | undefined = useSettingsStore.getState().isOnDatabase
      ? useSettingsStore.getState().settings
      : undefined;
    const save = (settings: UserSettings) => {
      saved = settings;
      saveUserSettings(vendorId, settings).catch((error: unknown) =>
        console.warn('settings not saved', error),
      );
    };
    const stop = useSettingsStore.subscribe((state, previous) => {
      if (!state.isOnDatabase) return;
      if (!previous.isOnDatabase) {
        saved = state.settings; // just loaded from the server: nothing to save
        return;
      }
      if (state.settings === saved) return;
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
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      stop();
    };
  }, [vendorId, delayMs]);
}
