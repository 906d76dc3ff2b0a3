// account-and-product §4 "Session": sign-in, sign-out (clears the token and resets every store)
// and the session-lost flow. Plain functions over the stores, callable from anywhere (the exchange
// client's session-lost event, stream failures, the inactivity timer, the logout modal).
import i18next from 'i18next';
import { useRecentMarketsStore } from '@/lib/recent-markets/recent-markets-store';
import { isPageUnloading } from '@/lib/session/page-unload';
import { useSessionStore } from '@/lib/session/session-store';
import { clearAppState, markLogging } from '@/lib/storage/app-state';
import { inThisTabOnly } from '@/lib/storage/local-storage';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { notify } from '@/lib/toasts/notify';
import type { LoginToken } from '../api/exchange-login-code';

/** The vendor client id the token call told us, until the identity is read. */
let vendorIdFromLogin: string | undefined;

export function completeSignIn(token: LoginToken): void {
  // Signing in over a session already here (another person's, say) ends that one first: nothing
  // of it — identity, settings, recent markets, cached answers — may carry over to this one.
  const current = useSessionStore.getState();
  if (current.token !== undefined || current.user !== undefined) signOut();
  markLogging();
  vendorIdFromLogin = token.vendorClientId;
  useSettingsStore.getState().clear();
  useSessionStore.getState().signIn(token.accessToken, token.tokenType);
}

export function takeVendorIdFromLogin(): string | undefined {
  const vendorId = vendorIdFromLogin;
  vendorIdFromLogin = undefined;
  return vendorId;
}

const signOutListeners = new Set<() => void>();
const beforeSignOutListeners = new Set<() => void>();

/** Told just before sign-out clears the token (a settings save still waiting is sent with it). */
export function beforeSignOut(listener: () => void): () => void {
  beforeSignOutListeners.add(listener);
  return () => beforeSignOutListeners.delete(listener);
}

/** Told on every sign-out (the app clears its server-data cache). */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * Logout: the token goes and every store is reset (the routes then show the landing page): the
 * settings and recent markets here, the market-screen stores through lib/session/reset-on-sign-out.
 */
export function signOut(): void {
  if (useSessionStore.getState().token === undefined && useSessionStore.getState().user === undefined) return;
  vendorIdFromLogin = undefined;
  for (const listener of beforeSignOutListeners) listener();
  useSessionStore.getState().signOut();
  useSettingsStore.getState().clear();
  useRecentMarketsStore.getState().clear();
  clearAppState();
  for (const listener of signOutListeners) listener();
}

/**
 * Another tab signed out, or signed someone else in: this tab ends its session in memory only
 * (the shared storage is the other tab's to write; writing an empty session now could erase the
 * one it has just stored).
 */
export function followSessionChangeElsewhere(): void {
  inThisTabOnly(signOut);
}

export const SESSION_LOST_TOAST_ID = 'session-lost';

/**
 * trading-core §8 "Session": toast 'Session lost…', then sign out. Not while the page is being
 * left: the failures then are the browser aborting requests, and the next page keeps the session.
 */
export function loseSession(): void {
  if (useSessionStore.getState().token === undefined || isPageUnloading()) return;
  notify('error', i18next.t('session.sessionLost'), { id: SESSION_LOST_TOAST_ID });
  signOut();
}
