// account-and-product §4 "Application persistence": the application state (settings with the
// logged-user copy, and the premium flag, §3) saved to local storage, debounced 1 s, and restored
// at start when a token is stored. The token itself lives in the session store (lib/session), never in this object.
import { DEBOUNCES_MS, repairUserSettings, type UserSettings } from '@greenbook/trading';
import { useSessionStore } from '@/lib/session/session-store';
import { readJson, readText, removeKey, STORAGE_KEYS, writeJson } from './local-storage';
import { useSettingsStore } from './settings-store';

export interface SavedAppState {
  readonly settings: UserSettings;
  readonly isOnDatabase: boolean;
  /** So a SUPER user is not treated as free after a reload until the subscription call answers. */
  readonly isPremium: boolean;
}

/** Marks a sign-in in progress, so the first save after it keeps the state (§4). */
export function markLogging(): void {
  writeJson(STORAGE_KEYS.isLogging, 'true');
}

function saveNow(): void {
  const hasToken = useSessionStore.getState().token !== undefined;
  const logging = readText(STORAGE_KEYS.isLogging) === '"true"';
  if (hasToken || logging) {
    const { settings, isOnDatabase, isPremium } = useSettingsStore.getState();
    writeJson(STORAGE_KEYS.appState, { settings, isOnDatabase, isPremium } satisfies SavedAppState);
    if (logging) removeKey(STORAGE_KEYS.isLogging);
    return;
  }
  // Signed out and not signing in: the reset action (nothing signed-in may stay behind).
  removeKey(STORAGE_KEYS.appState);
}

/**
 * Saves the state 1 s after the last change of the settings or the session; returns the stop.
 * A save still waiting when the page is left (reload, tab closed) happens at once, so a change
 * made just before a reload is not lost.
 */
export function startAppStatePersistence(delayMs: number = DEBOUNCES_MS.appStateSave): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      saveNow();
    }, delayMs);
  };
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    saveNow();
  };
  const stopSettings = useSettingsStore.subscribe(schedule);
  const stopSession = useSessionStore.subscribe(schedule);
  window.addEventListener('pagehide', flush);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    window.removeEventListener('pagehide', flush);
    stopSettings();
    stopSession();
  };
}

/** At start: the saved state back into the stores when a token is stored (repairing old data). */
export function restoreAppState(): void {
  if (useSessionStore.getState().token === undefined) return;
  const saved = readJson(STORAGE_KEYS.appState);
  if (typeof saved !== 'object' || saved === null) return;
  const record = saved as Partial<Record<keyof SavedAppState, unknown>>;
  useSettingsStore.getState().load(repairUserSettings(record.settings), record.isOnDatabase === true);
  // Only a saved `true` is applied: setting false would clear the auto options of a state saved
  // before the flag existed; the subscription call decides soon after either way.
  if (record.isPremium === true) useSettingsStore.getState().setPremium(true);
}

/**
 * Settings changed in another tab of the same person, taken in as that tab saves its state: every
 * save sends the whole settings object, so without this the last tab to save would undo the other
 * tab's change (dark theme in one tab, new stake buttons in the other). Returns the stop.
 */
export function followOtherTabsSettings(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.appState || event.newValue === null) return;
    const current = useSettingsStore.getState();
    // Not signed in, or our settings still loading: the server's copy decides first.
    if (useSessionStore.getState().token === undefined || !current.isOnDatabase) return;
    let saved: unknown;
    try {
      saved = JSON.parse(event.newValue);
    } catch {
      return;
    }
    if (typeof saved !== 'object' || saved === null) return;
    const settings = repairUserSettings((saved as { settings?: unknown }).settings);
    if (settings.loggedUser.vendorId !== current.settings.loggedUser.vendorId) return;
    if (JSON.stringify(settings) === JSON.stringify(current.settings)) return;
    current.load(settings, true);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Sign-out: the saved state, the sign-in flag and the mirrors of the user's settings go. */
export function clearAppState(): void {
  removeKey(STORAGE_KEYS.appState);
  removeKey(STORAGE_KEYS.isLogging);
  removeKey(STORAGE_KEYS.sounds);
  removeKey(STORAGE_KEYS.notifications);
  removeKey(STORAGE_KEYS.settingsUnsaved);
}
