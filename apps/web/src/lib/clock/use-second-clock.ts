// One 1 s timer for every running clock on screen (the DELAY count-ups of account-and-product §4):
// only the components that read it re-render each second, not the lists around them. The timer
// runs while at least one component reads it.
import { useSyncExternalStore } from 'react';

const SECOND_MS = 1_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // React reads the time again once subscribed, so a first read left over from earlier is replaced.
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, SECOND_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time (epoch ms), updated every second. */
export function useSecondClock(): number {
  return useSyncExternalStore(subscribe, () => now);
}
