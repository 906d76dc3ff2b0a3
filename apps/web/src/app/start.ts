// Once per page load, before the first render (account-and-product §4 "Application persistence"):
// the saved state back into the stores when a token is stored, its debounced saving, the settings
// other tabs save, the saved
// theme on <html> (no light flash for dark users), the reports of unexpected errors (§8), a page
// left open across a release reloaded when it finds its route chunks gone, and the old service
// worker unregistered.
import { startUnexpectedErrorReports } from '@/features/errors';
import { followOtherTabsSettings, restoreAppState, startAppStatePersistence } from '@/lib/storage/app-state';
import { reloadOnStaleChunks } from '@/lib/release/reload-on-stale-chunks';
import { applyThemeBeforeRender } from '@/lib/storage/theme';

let started = false;

export function startApplication(): void {
  if (started) return;
  started = true;
  restoreAppState();
  applyThemeBeforeRender();
  startAppStatePersistence();
  followOtherTabsSettings();
  startUnexpectedErrorReports();
  if (typeof window !== 'undefined') reloadOnStaleChunks(window);
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined);
  }
}
