// The user's trading settings as the market screen reads them (trading-core §3 "Persisted
// settings"), backed by the app's settings store (lib/storage/settings-store: loaded from and
// saved to the product service by the session feature). Components read one slice with a
// selector, so a settings change re-renders only its readers.
import type { UserSettings } from '@greenbook/trading';
import { useSettingsStore } from '@/lib/storage/settings-store';

/** One slice of the settings; `select` must return a value that is stable while unchanged. */
export function useTradingSettings<T>(select: (settings: UserSettings) => T): T {
  return useSettingsStore((state) => select(state.settings));
}

/** Replaces the named settings whole (the product service saves them, debounced). */
export function useUpdateTradingSettings(): (patch: Partial<UserSettings>) => void {
  return updateTradingSettings;
}

function updateTradingSettings(patch: Partial<UserSettings>): void {
  useSettingsStore.getState().update(patch);
}

/** The latest settings outside rendering (event handlers). */
export function currentTradingSettings(): UserSettings {
  return useSettingsStore.getState().settings;
}
