// account-and-product §4 "Inactivity": the warning after 1 h without activity, forced logout after
// 1.5 h with a persistent toast. Closing the warning reschedules both, or logs out when the logout
// time has already passed. Activity while the warning shows does not close it: only the button.
import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '@/lib/storage/local-storage';
import { notify } from '@/lib/toasts/notify';
import {
  ACTIVITY_EVENTS,
  deadlines,
  readSharedActivity,
  shouldAdopt,
  shouldRecord,
  writeSharedActivity,
} from '../model/inactivity';
import { signOut } from '../model/session-actions';

export const INACTIVITY_TOAST_ID = 'inactivity-logout';

export interface Inactivity {
  readonly warning: boolean;
  readonly logoutAt: number;
  /** "Wait, I'm here!" */
  readonly stay: () => void;
}

function forceLogout(): void {
  notify('warning', i18next.t('session.inactivity.loggedOut'), { persistent: true, id: INACTIVITY_TOAST_ID });
  signOut();
}

export function useInactivity(): Inactivity {
  const [shown, setShown] = useState<{ readonly warning: boolean; readonly logoutAt: number }>({
    warning: false,
    logoutAt: 0,
  });
  const last = useRef(0);
  const warningRef = useRef(false);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  const schedule = useCallback((lastActivity: number) => {
    for (const timer of timers.current) clearTimeout(timer);
    last.current = lastActivity;
    const next = deadlines(lastActivity);
    const now = Date.now();
    timers.current = [
      setTimeout(
        () => {
          warningRef.current = true;
          setShown({ warning: true, logoutAt: next.logoutAt });
        },
        Math.max(0, next.warnAt - now),
      ),
      setTimeout(forceLogout, Math.max(0, next.logoutAt - now)),
    ];
  }, []);

  const record = useCallback(
    (force: boolean) => {
      const now = Date.now();
      if (!force && !shouldRecord(last.current, now)) return;
      writeSharedActivity(now);
      schedule(now);
    },
    [schedule],
  );

  useEffect(() => {
    const shared = readSharedActivity();
    const now = Date.now();
    // A fresh sign-in starts now; another tab's newer activity counts too.
    schedule(shared !== undefined && shared > now ? shared : now);
    writeSharedActivity(last.current);
    const onActivity = () => {
      if (!warningRef.current) record(false);
    };
    const onStorage = (event: StorageEvent) => {
      const theirs = Number(event.newValue);
      if (event.key !== STORAGE_KEYS.lastActivity || !Number.isFinite(theirs)) return;
      if (!shouldAdopt(last.current, theirs)) return;
      warningRef.current = false;
      setShown((current) => ({ ...current, warning: false }));
      schedule(theirs);
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    window.addEventListener('storage', onStorage);
    const pending = timers;
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      for (const timer of pending.current) clearTimeout(timer);
    };
  }, [record, schedule]);

  const stay = useCallback(() => {
    warningRef.current = false;
    setShown((current) => ({ ...current, warning: false }));
    if (Date.now() >= deadlines(last.current).logoutAt) {
      forceLogout();
      return;
    }
    record(true);
  }, [record]);

  return { warning: shown.warning, logoutAt: shown.logoutAt, stay };
}
