// trading-core §8 "Streams": the connection events of the market and order streams as toasts.
// 503 → warning, recovery → success; resubscription retries → warning, then a persistent error,
// a report and logout; reconnects → a warning after more than 2 attempts, success when back, a
// persistent error after the last failed attempt. One toast per situation (ids), not per stream.
// The spec describes subscription retries for the market stream only ('Trying to re-Subscribe
// Markets...'). The order stream retries the same way (§9 timings) without that market text, and
// when it gives up the outcome is the same — the session is lost: a persistent error naming the
// order stream, a report and logout, since without orders the product cannot be used safely.
import { STREAM_RETRY } from '@greenbook/trading';
import type { SessionEvent } from '@greenbook/betfair';
import i18next from 'i18next';
import { dismissToast, notify } from '@/lib/toasts/notify';

export interface StreamToastActions {
  /** The session is gone (stream authentication refused, or resubscription gave up). */
  readonly loseSession: () => void;
  /** Sends a failure to the support log. */
  readonly report: (error: Error) => void;
}

export const STREAM_TOAST_IDS = {
  delayed: 'stream-delayed',
  reconnecting: 'stream-reconnecting',
  resubscribing: 'stream-resubscribing',
  failed: 'stream-failed',
} as const;

export function createStreamEventHandler(actions: StreamToastActions) {
  // Both streams share one toast of each kind: it closes, with its all-clear, only once neither
  // stream is still delayed or reconnecting.
  const delayed = new Set<string>();
  const warnedReconnect = new Set<string>();
  return (stream: 'market' | 'order', event: SessionEvent): void => {
    switch (event.type) {
      case 'delayed':
        delayed.add(stream);
        notify('warning', i18next.t('shell.stream.delayed'), { id: STREAM_TOAST_IDS.delayed });
        return;
      case 'recovered':
        if (delayed.delete(stream) && delayed.size === 0) {
          dismissToast(STREAM_TOAST_IDS.delayed);
          notify('success', i18next.t('shell.stream.recovered'));
        }
        return;
      case 'subscriptionRetry':
        if (stream === 'market')
          notify('warning', i18next.t('shell.stream.resubscribing'), { id: STREAM_TOAST_IDS.resubscribing });
        return;
      case 'subscriptionFailed':
        dismissToast(STREAM_TOAST_IDS.resubscribing);
        notify(
          'error',
          i18next.t(
            stream === 'market' ? 'shell.stream.subscriptionFailed' : 'shell.stream.orderSubscriptionFailed',
          ),
          { persistent: true, id: STREAM_TOAST_IDS.failed },
        );
        actions.report(new Error(`${stream} stream: subscription failed after retries`));
        actions.loseSession();
        return;
      case 'authenticationFailed':
        actions.loseSession();
        return;
      case 'reconnecting':
        if (event.attempt > STREAM_RETRY.reconnectWarningAfterAttempts) {
          warnedReconnect.add(stream);
          notify('warning', i18next.t('shell.stream.reconnecting'), { id: STREAM_TOAST_IDS.reconnecting });
        }
        return;
      case 'reconnected':
        if (warnedReconnect.delete(stream) && warnedReconnect.size === 0) {
          dismissToast(STREAM_TOAST_IDS.reconnecting);
          notify('success', i18next.t('shell.stream.reconnected'));
        }
        return;
      case 'failed':
        dismissToast(STREAM_TOAST_IDS.reconnecting);
        notify('error', i18next.t('shell.stream.failed'), { persistent: true, id: STREAM_TOAST_IDS.failed });
        actions.report(new Error(`${stream} stream: no connection after ${event.attempts} attempts`));
        return;
      default:
        return;
    }
  };
}
