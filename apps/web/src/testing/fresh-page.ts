// The state a freshly loaded page starts from, signed out: the web suite's files share their
// workers' modules (vitest.config.ts, `isolate: false`), so what one file leaves in a store, in
// storage or on the timers would otherwise be where the next one starts.
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { useHeartbeatStatus } from '@/lib/dead-mans-switch/heartbeat-status';
import { useRecentMarketsStore } from '@/lib/recent-markets/recent-markets-store';
import { useSessionStore } from '@/lib/session/session-store';
import { forgetLanguageChoice } from '@/lib/storage/language';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { forgetLocalTheme } from '@/lib/storage/theme';

/** Every store and the storage back to a new page's, signed out: what a test's `beforeEach` resets. */
export function forgetEverySession(): void {
  // The stores of per-user state reset themselves when a session ends (resetOnSignOut): end one.
  useSessionStore.setState({ token: 'ending' });
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useSettingsStore.getState().clear();
  useRecentMarketsStore.getState().clear();
  useHeartbeatStatus.setState(useHeartbeatStatus.getInitialState(), true);
  forgetLanguageChoice();
  forgetLocalTheme();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-theme');
}

/** After a file: its DOM, timers, stubs and spies undone, and the page's state forgotten. */
export function leaveAsFreshPage(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  forgetEverySession();
}
