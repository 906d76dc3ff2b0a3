// account-and-product §4 "Inactivity": the activity clock shared by every tab. Activity is
// recorded at most every 5 s into local storage; another tab's activity is adopted when the two
// timestamps differ by more than 10 s. Pure scheduling rules here; timers live in the hook.
import { DEBOUNCES_MS, INACTIVITY_MS } from '@greenbook/trading';
import { readText, STORAGE_KEYS, writeText } from '@/lib/storage/local-storage';

/** account-and-product §4: the events that count as activity. */
export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;

export function readSharedActivity(): number | undefined {
  const value = Number(readText(STORAGE_KEYS.lastActivity));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function writeSharedActivity(at: number): void {
  writeText(STORAGE_KEYS.lastActivity, String(at));
}

/** Whether a new activity at `now` is recorded (throttle of 5 s). */
export function shouldRecord(lastRecorded: number, now: number): boolean {
  return now - lastRecorded >= DEBOUNCES_MS.activityRecording;
}

/** Whether another tab's timestamp replaces ours (they differ by more than 10 s and it is newer). */
export function shouldAdopt(ours: number, theirs: number): boolean {
  return theirs - ours > INACTIVITY_MS.crossTabSync;
}

export interface InactivityDeadlines {
  readonly warnAt: number;
  readonly logoutAt: number;
}

export function deadlines(lastActivity: number): InactivityDeadlines {
  return { warnAt: lastActivity + INACTIVITY_MS.warning, logoutAt: lastActivity + INACTIVITY_MS.logout };
}

/** mm:ss (h:mm:ss past an hour) of a remaining time, never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
