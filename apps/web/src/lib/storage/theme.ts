// account-and-product §4 theme: from the server settings when signed in, otherwise from local
// storage, otherwise the browser's dark preference; only light or dark are accepted. Applied as
// `data-theme` on <html> (theme.css).
import { isTheme, type Theme } from '@greenbook/trading';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '@/lib/session/session-store';
import { readText, removeKey, STORAGE_KEYS, writeText } from './local-storage';
import { useSettingsStore, type SettingsState } from './settings-store';

function browserTheme(): Theme {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function storedTheme(): Theme | undefined {
  const value = readText(STORAGE_KEYS.theme);
  return isTheme(value) ? value : undefined;
}

const useLocalTheme = create<{ theme: Theme }>()(() => ({ theme: storedTheme() ?? browserTheme() }));

function chooseTheme(signedIn: boolean, fromSettings: Theme | undefined, local: Theme): Theme {
  return signedIn && fromSettings !== undefined ? fromSettings : local;
}

const settingsTheme = (state: SettingsState): Theme | undefined =>
  state.isOnDatabase ? state.settings.theme : undefined;

/** The theme in use. */
export function useTheme(): Theme {
  const signedIn = useSessionStore((state) => state.token !== undefined);
  const fromSettings = useSettingsStore(settingsTheme);
  const local = useLocalTheme((state) => state.theme);
  return chooseTheme(signedIn, fromSettings, local);
}

/**
 * Sets <html data-theme> before the first render (after the saved state is restored), so a dark
 * theme does not show light for a frame; useApplyTheme keeps it in step from then on.
 */
export function applyThemeBeforeRender(): void {
  const signedIn = useSessionStore.getState().token !== undefined;
  const theme = chooseTheme(
    signedIn,
    settingsTheme(useSettingsStore.getState()),
    useLocalTheme.getState().theme,
  );
  document.documentElement.dataset['theme'] = theme;
}

/** Changes the theme: saved locally, and in the settings when signed in. Anything else is ignored. */
export function setTheme(theme: unknown): void {
  if (!isTheme(theme)) return;
  writeText(STORAGE_KEYS.theme, theme);
  useLocalTheme.setState({ theme });
  if (useSessionStore.getState().token !== undefined) useSettingsStore.getState().update({ theme });
}

/** Keeps <html data-theme> in step with the theme. */
export function useApplyTheme(): Theme {
  const theme = useTheme();
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
  return theme;
}

/** Back to the browser's preference (the stored theme is removed too). */
export function forgetLocalTheme(): void {
  removeKey(STORAGE_KEYS.theme);
  useLocalTheme.setState({ theme: browserTheme() });
}
