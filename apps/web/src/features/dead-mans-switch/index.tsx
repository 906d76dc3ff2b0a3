// Issue 21 §3, the dead-man's switch: what the app layer mounts. These gates are all the first load
// carries; the heartbeat runner and the indicator (with their texts in both languages) are lazy
// chunks fetched only once the trader has switched it on.
import { lazy, Suspense } from 'react';
import { useSetting } from '@/lib/storage/settings-store';

const Runner = lazy(async () => ({
  default: (await import('./components/dead-mans-switch-runner')).DeadMansSwitchRunner,
}));
const Indicator = lazy(async () => ({
  default: (await import('./components/dead-mans-switch-indicator')).DeadMansSwitchIndicator,
}));

/** Beats while the signed-in trader has the switch on; off (or signed out) sends 0 once. */
export function DeadMansSwitch({ token, appKey }: { readonly token: string; readonly appKey: string }) {
  const setting = useSetting('deadMansSwitch');
  if (!setting.enabled) return null;
  return (
    <Suspense fallback={null}>
      <Runner token={token} appKey={appKey} timeoutSeconds={setting.timeoutSeconds} />
    </Suspense>
  );
}

/** The header's badge while the switch is on. */
export function DeadMansSwitchBadge() {
  const enabled = useSetting('deadMansSwitch').enabled;
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <Indicator />
    </Suspense>
  );
}
