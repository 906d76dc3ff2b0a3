// A TimerPort for the heartbeats: a Web Worker's timers where the browser has workers (not throttled
// in a hidden tab, see heartbeat-timer.worker.ts), the page's own timers otherwise (then the
// visibilitychange beat in the runner catches up when the tab is shown again).
import { reportStaleWorker } from '@/lib/release/reload-on-stale-chunks';
import type { TimerPort } from './heartbeat-scheduler';

export interface DisposableTimer extends TimerPort {
  dispose(): void;
}

function pageTimer(): DisposableTimer {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    set(ms, run) {
      const handle = setTimeout(() => {
        pending.delete(handle);
        run();
      }, ms);
      pending.add(handle);
      return () => {
        clearTimeout(handle);
        pending.delete(handle);
      };
    },
    dispose() {
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
    },
  };
}

export function createBackgroundTimer(): DisposableTimer {
  if (typeof Worker === 'undefined') return pageTimer();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./heartbeat-timer.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return pageTimer();
  }
  // A page left open across a release would send no heartbeat, and the exchange would cancel the
  // trader's bets: reloaded instead.
  reportStaleWorker(worker, window);
  const runs = new Map<number, () => void>();
  let nextId = 1;
  worker.addEventListener('message', (event: MessageEvent<number>) => {
    const run = runs.get(event.data);
    runs.delete(event.data);
    run?.();
  });
  return {
    set(ms, run) {
      const id = nextId++;
      runs.set(id, run);
      worker.postMessage({ id, ms });
      return () => {
        runs.delete(id);
        worker.postMessage({ id });
      };
    },
    dispose() {
      runs.clear();
      worker.terminate();
    },
  };
}
