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

/** The toast's id, or undefined when the user's settings hide it. */
export function notify(kind: NotifyKind, message: string, options: NotifyOptions = {}): string | undefined {
  if (options.bet === true && (kind === 'error' || kind === 'success')) {
    const hidden = useSettingsStore.getState().settings.hideBetNotifications;
    if (hidden[kind]) return undefined;
  }
  const toastOptions: ToastOptions = {
    type: kind,
    autoClose: options.persistent === true ? false : (options.autoCloseMs ?? TOAST_DURATIONS_MS.default),
    ...(options.id === undefined ? {} : { toastId: options.id }),
    ...(options.position === undefined ? {} : { position: options.position }),
  };
  if (options.id !== undefined && toast.isActive(options.id)) {
    // At once (the library waits 100 ms by default); its progress bar and auto-close start again.
    toast.update(options.id, { ...toastOptions, render: message, delay: 0 });
    return options.id;
  }
  return String(toast(message, toastOptions));
}

export function dismissToast(id: string): void {
  toast.dismiss(id);
}
