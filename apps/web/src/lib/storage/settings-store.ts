// The signed-in user's settings (trading-core §3 "Persisted settings", account-and-product §3/§4):
// one small store every feature reads (stake buttons, confirmation, theme, notifications…). The
// session feature loads it from the product service and saves changes back (debounced 2 s); the
// whole store is saved locally with the application state (debounced 1 s, app-state.ts).
import {
  autoOptionsForPremium,
  DEFAULT_USER_SETTINGS,
  factoryResetSettings,
  type UserSettings,
} from '@greenbook/trading';
import { create } from 'zustand';
import { STORAGE_KEYS, writeJson } from './local-storage';

export interface SettingsState {
  readonly settings: UserSettings;
  /** The settings were fetched from (or created on) the product service. */
  readonly isOnDatabase: boolean;
  /** A factory reset waits to be saved at once (account-and-product §4). */
  readonly isResetingDefaults: boolean;
  /** Premium (SUPER) status: the saved state's at start, then the subscription call's answer. */
  readonly isPremium: boolean;
  /**
   * How many times the settings were loaded whole (from the product service, local storage or
   * another tab): a load is a copy already stored, never a change of the trader's to save.
   */
  readonly loads: number;
  /**
   * The changes the trader made before the product service's copy came (a theme switched in the
   * first second after signing in): laid over that copy when it loads, and saved from there.
   */
  readonly earlyChanges: Partial<UserSettings>;
  /** Changes some settings (each replaced whole); saved remotely after 2 s. */
  update(patch: Partial<UserSettings>): void;
  /** Settings as stored remotely or locally. */
  load(settings: UserSettings, isOnDatabase: boolean): void;
  /** trading-core §4 factory reset: defaults, keeping sidebar visibility and the user copy. */
  resetDefaults(): void;
  resetDone(): void;
  /** The subscription's answer; losing premium clears the auto options (account-and-product §5). */
  setPremium(isPremium: boolean): void;
  /** Sign-out: back to the defaults. */
  clear(): void;
}

function mirror(settings: UserSettings): void {
  // account-and-product §4: sound and notification settings are mirrored to local storage.
  writeJson(STORAGE_KEYS.sounds, settings.sounds);
  writeJson(STORAGE_KEYS.notifications, settings.hideBetNotifications);
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: DEFAULT_USER_SETTINGS,
  isOnDatabase: false,
  isResetingDefaults: false,
  isPremium: false,
  loads: 0,
  earlyChanges: {},
  update: (patch) => {
    const settings = { ...get().settings, ...patch };
    mirror(settings);
    set(get().isOnDatabase ? { settings } : { settings, earlyChanges: { ...get().earlyChanges, ...patch } });
  },
  load: (settings, isOnDatabase) => {
    const early = isOnDatabase ? get().earlyChanges : {};
    mirror(settings);
    set({ settings, isOnDatabase, loads: get().loads + 1, ...(isOnDatabase ? { earlyChanges: {} } : {}) });
    // After the load, as a change of its own: the settings sync saves it like any other.
    if (Object.keys(early).length > 0) get().update(early);
  },
  resetDefaults: () => set({ settings: factoryResetSettings(get().settings), isResetingDefaults: true }),
  resetDone: () => set({ isResetingDefaults: false }),
  setPremium: (isPremium) => {
    const { settings } = get();
    const autoOptions = autoOptionsForPremium(settings.autoOptions, isPremium);
    set(
      autoOptions === settings.autoOptions
        ? { isPremium }
        : { isPremium, settings: { ...settings, autoOptions } },
    );
  },
  clear: () =>
    set({
      settings: DEFAULT_USER_SETTINGS,
      isOnDatabase: false,
      isResetingDefaults: false,
      isPremium: false,
      earlyChanges: {},
    }),
}));

/** One setting, re-rendering only when it changes. */
export function useSetting<K extends keyof UserSettings>(name: K): UserSettings[K] {
  return useSettingsStore((state) => state.settings[name]);
}
