// account-and-product §4 "Logout clears the token and resets all stores". Each store of per-user
// state registers itself here, so sign-out (logout, inactivity, session lost) resets it without
// the session feature knowing every store, and without features importing each other.
import type { StoreApi } from 'zustand';
import { useSessionStore } from './session-store';

/** Puts the store back to its initial state whenever the session token goes away. */
export function resetOnSignOut<T>(store: Pick<StoreApi<T>, 'getInitialState' | 'setState'>): void {
  useSessionStore.subscribe((state, previous) => {
    if (previous.token !== undefined && state.token === undefined)
      store.setState(store.getInitialState(), true);
  });
}
