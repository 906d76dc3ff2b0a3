// The session is the browser's, not one tab's: when another tab signs out (its logout button,
// inactivity, a lost session) or signs someone in, the shared session entry loses or changes its
// token, and this tab ends its session at once instead of trading on with the token it still
// holds in memory (or mixing two people's state).
import { useEffect } from 'react';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/lib/session/session-store';
import { followSessionChangeElsewhere } from '../model/session-actions';

function storedToken(stored: string | null): string | undefined {
  if (stored === null) return undefined;
  try {
    const token = (JSON.parse(stored) as { state?: { token?: unknown } }).state?.token;
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}

export function useSignOutFromOtherTabs(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
      const ours = useSessionStore.getState().token;
      if (ours === undefined) return;
      if (event.key === null || storedToken(event.newValue) !== ours) followSessionChangeElsewhere();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
