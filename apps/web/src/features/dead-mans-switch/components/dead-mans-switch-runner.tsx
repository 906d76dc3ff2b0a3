// Issue 21 §3: while the trader is signed in with the switch on, heartbeats go to the exchange's
// Heartbeat API through this product's origin (/exchange/heartbeat/json-rpc/v1: the embedded exchange,
// or Betfair through the server's forwarding). The runner lives as long as the switch is on for this
// token; unmounting it (switch turned off, sign-out) sends 0. Closing the page sends nothing: that
// silence is what makes the exchange cancel. A failed heartbeat and an exchange that reports it
// cancelled bets each show a toast.
import { sendHeartbeat, type ActionPerformed } from '@greenbook/betfair';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeartbeatStatus, type HeartbeatStatus } from '@/lib/dead-mans-switch/heartbeat-status';
import { deadMansSwitchTexts } from '@/lib/dead-mans-switch/texts';
import { dismissToast, notify } from '@/lib/toasts/notify';
import { createBackgroundTimer } from '../model/background-timer';
import { HeartbeatScheduler } from '../model/heartbeat-scheduler';

export const HEARTBEAT_PATH = '/exchange/heartbeat/json-rpc/v1';
const FAILED_TOAST = 'dead-mans-switch-failed';
const ACTION_TOAST = 'dead-mans-switch-action';

export function DeadMansSwitchRunner({
  token,
  appKey,
  timeoutSeconds,
}: {
  readonly token: string;
  readonly appKey: string;
  readonly timeoutSeconds: number;
}) {
  const { i18n } = useTranslation();
  const schedulerRef = useRef<HeartbeatScheduler | undefined>(undefined);

  useEffect(() => {
    // Read when a message shows, so it is in the language of that moment.
    const texts = () => deadMansSwitchTexts(i18n.resolvedLanguage ?? i18n.language);
    const timer = createBackgroundTimer();
    let previous: HeartbeatStatus['state'] = 'off';
    const scheduler = new HeartbeatScheduler({
      send: (seconds) =>
        sendHeartbeat(
          { url: `${window.location.origin}${HEARTBEAT_PATH}`, appKey, auth: { kind: 'bearer', token } },
          seconds,
        ),
      timer,
      onStatus: (status) => {
        useHeartbeatStatus.getState().set(status);
        if (status.state === 'failing' && previous !== 'failing')
          notify('error', texts().failed(status.actualTimeoutSeconds), {
            id: FAILED_TOAST,
            persistent: true,
          });
        if (status.state === 'on' && previous === 'failing') {
          dismissToast(FAILED_TOAST);
          notify('success', texts().restored);
        }
        if (status.state === 'off') dismissToast(FAILED_TOAST);
        previous = status.state;
      },
      onAction: (action: Exclude<ActionPerformed, 'NONE'>) => {
        const text = texts();
        const message =
          action === 'ALL_BETS_CANCELLED'
            ? text.cancelled
            : action === 'SOME_BETS_NOT_CANCELLED'
              ? text.someNotCancelled
              : text.cancelUnknown;
        notify('error', message, { id: ACTION_TOAST, persistent: true });
      },
    });
    schedulerRef.current = scheduler;
    const onVisible = () => {
      if (document.visibilityState === 'visible') scheduler.beatNow();
    };
    const onOnline = () => scheduler.beatNow();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      schedulerRef.current = undefined;
      void scheduler.stop().finally(() => timer.dispose());
    };
  }, [token, appKey, i18n]);

  useEffect(() => {
    schedulerRef.current?.start(timeoutSeconds);
  }, [timeoutSeconds, token, appKey]);

  return null;
}
