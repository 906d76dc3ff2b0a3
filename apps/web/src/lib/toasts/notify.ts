// Toasts (account-and-product §8: top right, auto-close after 5 s unless persistent). Features call
// `notify` with an already translated text. Bet results pass `bet: true`, so the user's
// hideBetNotifications setting (trading-core §8) hides their error and success toasts.
import { TOAST_DURATIONS_MS } from '@greenbook/trading';
import { toast, type ToastOptions, type ToastPosition } from 'react-toastify';
import { useSettingsStore } from '@/lib/storage/settings-store';

export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  /** Stays until closed (no auto-close). */
  readonly persistent?: boolean;
  /** A bet result: hidden when the user hides that kind of bet notification. */
  readonly bet?: boolean;
  /** Auto-close after this many ms instead of 5 s. */
  readonly autoCloseMs?: number;
  /** The same id replaces a toast instead of stacking a second one. */
  readonly id?: string;
  readonly position?: ToastPosition;
}

/**
 * Each toast's auto-close timer. The library's own auto-close is its progress bar's CSS animation
 * ending, and a running animation restyles its element in every frame the page draws: with a busy
 * market drawing every frame and a toast after every bet, a scalper's page paid a style pass and a
 * commit per frame for a countdown bar (bench:web, issue 21 §6: clicks queued behind them). A plain
 * timer closes it as surely, with no bar.
 */
const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function closeAfter(id: string, ms: number | undefined): void {
  clearTimeout(closeTimers.get(id));
  closeTimers.delete(id);
  if (ms === undefined) return;
  closeTimers.set(
    id,
    setTimeout(() => {
      closeTimers.delete(id);
      toast.dismiss(id);
    }, ms),
  );
}

/** The toast's id, or undefined when the user's settings hide it. */
export function notify(kind: NotifyKind, message: string, options: NotifyOptions = {}): string | undefined {
  if (options.bet === true && (kind === 'error' || kind === 'success')) {
    const hidden = useSettingsStore.getState().settings.hideBetNotifications;
    if (hidden[kind]) return undefined;
  }
  const closeMs =
    options.persistent === true ? undefined : (options.autoCloseMs ?? TOAST_DURATIONS_MS.default);
  const toastOptions: ToastOptions = {
    type: kind,
    autoClose: false,
    ...(options.id === undefined ? {} : { toastId: options.id }),
    ...(options.position === undefined ? {} : { position: options.position }),
  };
  if (options.id !== undefined && toast.isActive(options.id)) {
    // At once (the library waits 100 ms by default); its time to close starts again.
    toast.update(options.id, { ...toastOptions, render: message, delay: 0 });
    closeAfter(options.id, closeMs);
    return options.id;
  }
  const id = String(toast(message, toastOptions));
  closeAfter(id, closeMs);
  return id;
}

export function dismissToast(id: string): void {
  closeAfter(id, undefined);
  toast.dismiss(id);
}
