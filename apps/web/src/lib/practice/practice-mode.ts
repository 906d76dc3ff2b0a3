// Practice mode (issue 21 §1): while this tab is in it, the exchange client and the streams talk
// to the trader's practice exchange (/practice/exchange, /practice/stream) instead of the real
// one, so the market screen, orders, cash out and auto bets run unchanged on the replayed market.
// The mode lives in this tab's sessionStorage (another tab can trade for real meanwhile) and is
// read once per page load: entering, leaving or rebuilding the practice run reloads the page, so
// no store, cache or stream keeps anything of the other exchange.
import { useSessionStore } from '@/lib/session/session-store';

const STORAGE_KEY = 'greenbook.practice';
// Checked by hand, not with zod: this module is in the first load, which zod is kept out of.
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function readSessionId(): string | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY) ?? '';
    return SESSION_ID.test(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The practice session this tab trades on, or undefined when it trades for real. */
export const practiceSessionId: string | undefined =
  typeof window === 'undefined' ? undefined : readSessionId();

/** Goes to `path` in practice mode on `sessionId` (a page load). */
export function enterPracticeMode(sessionId: string, path: string): void {
  sessionStorage.setItem(STORAGE_KEY, sessionId);
  window.location.assign(path);
}

/** Goes to `path` trading for real again (a page load). */
export function leavePracticeMode(path: string): void {
  sessionStorage.removeItem(STORAGE_KEY);
  window.location.assign(path);
}

/** Where the exchange client sends API-NG calls: this origin, or its practice exchange. */
export function exchangeOrigin(origin: string = window.location.origin): string {
  return practiceSessionId === undefined ? origin : `${origin}/practice`;
}

/** The stream bridge's address: /stream, or the practice session's stream. */
export function streamUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const base = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
  return practiceSessionId === undefined
    ? `${base}/stream`
    : `${base}/practice/stream?session=${encodeURIComponent(practiceSessionId)}`;
}

/**
 * Whose auto bets these are: practice auto bets are kept (and scheduled) apart from real ones, so
 * neither kind is ever sent to the other exchange.
 */
export function autoBetOwner(vendorId: string): string {
  return practiceSessionId === undefined ? vendorId : `${vendorId}.practice`;
}

// Signing out ends practice mode too: the next sign-in starts on the real exchange.
useSessionStore.subscribe((state, previous) => {
  if (previous.token !== undefined && state.token === undefined) sessionStorage.removeItem(STORAGE_KEY);
});
