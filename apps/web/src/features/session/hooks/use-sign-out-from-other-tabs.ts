// Logout is for the whole browser, not one tab: when another tab signs out (its logout button,
// inactivity, a lost session), the token leaves the shared local storage, and this tab follows at
// once instead of trading on with the token it still holds in memory.
import { useEffect } from 'react';
import { SESSION_STORAGE_KEY } from '@/lib/session/session-store';
import { signOut } from '../model/session-actions';

function holdsToken(stored: string | null): boolean {
  if (stored === null) return false;
  try {
    const parsed = JSON.parse(stored) as { state?: { token?: unknown } };
    return typeof parsed.state?.token === 'string';
  } catch {
    return false;
  }
}

export function useSignOutFromOtherTabs(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
      if (event.key === null || !holdsToken(event.newValue)) signOut();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
