// account-and-product §4 "Inactivity": the warning after 1 h without activity, forced logout after
// 1.5 h with a persistent toast. Closing the warning reschedules both, or logs out when the logout
// time has already passed. Activity while the warning shows does not close it: only the button.
// Deadlines are checked against the clock (timers run late after sleep or in background tabs).
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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /**
   * Acts on the clock, not on the timers having run on time: a sleeping machine or a throttled
   * background tab fires them late, so every timer, and the tab coming back, asks the clock what
   * is due (warning, or the 1.5 h logout) and arms one timer for the next deadline.
   */
  const check = useCallback(function check() {
    clearTimeout(timer.current);
    timer.current = undefined;
    const now = Date.now();
    const next = deadlines(last.current);
    if (now >= next.logoutAt) {
      forceLogout();
      return;
    }
    if (now >= next.warnAt && !warningRef.current) {
      warningRef.current = true;
      setShown({ warning: true, logoutAt: next.logoutAt });
    }
    timer.current = setTimeout(check, (now < next.warnAt ? next.warnAt : next.logoutAt) - now);
  }, []);

  const schedule = useCallback(
    (lastActivity: number) => {
      last.current = lastActivity;
      check();
    },
    [check],
  );

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
    const adopt = (theirs: number | undefined) => {
      if (theirs === undefined || !shouldAdopt(last.current, theirs)) return false;
      warningRef.current = false;
      setShown((current) => ({ ...current, warning: false }));
      schedule(theirs);
      return true;
    };
    const onStorage = (event: StorageEvent) => {
      const theirs = Number(event.newValue);
      if (event.key === STORAGE_KEYS.lastActivity && Number.isFinite(theirs)) adopt(theirs);
    };
    // Back from sleep or from the background: another tab may have been used meanwhile.
    const onReturn = () => {
      if (document.visibilityState === 'hidden') return;
      if (!adopt(readSharedActivity())) check();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    const pending = timer;
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
      clearTimeout(pending.current);
    };
  }, [check, record, schedule]);

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
