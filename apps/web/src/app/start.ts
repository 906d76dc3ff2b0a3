// Once per page load, before the first render (account-and-product §4 "Application persistence"):
// the saved state back into the stores when a token is stored, its debounced saving, the settings
// other tabs save, the saved
// theme on <html> (no light flash for dark users), the reports of unexpected errors (§8), and the
// old service worker unregistered.
import { startUnexpectedErrorReports } from '@/features/errors';
import { followOtherTabsSettings, restoreAppState, startAppStatePersistence } from '@/lib/storage/app-state';
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
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined);
  }
}
