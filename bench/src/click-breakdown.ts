// Where each click's time went, read from a bench:web trace (BENCH_WEB_TRACE): Chromium's Event
// Timing entry for the click gives its hardware timestamp, when it was queued to the page's main
// thread and when its dispatch began; the placeOrders request's ResourceSendRequest gives when it
// left. What the main thread was running when the click came says what a slow click waited for.
import { percentile } from './page-timing.js';
import { mainThreads, type TraceEvent } from './trace-summary.js';

/** One click's steps, in ms from its timestamp (the release). */
interface ClickSteps {
  /** To the page's main thread (the browser and the compositor thread handing it over). */
  readonly toMainThread: number;
  /** Queued there: the task then running, then the release's hit test, pointerup and mouseup. */
  readonly queued: number;
  /** From the click's dispatch to the request sent (the app, then Chromium's fetch). */
  readonly toRequestSent: number;
  /** The main-thread task the click came during, if one was running. */
  readonly cameDuring: string | undefined;
}

/** The task's name by what it did: a frame's rendering step, a stream message, a React render… */
function taskKind(task: TraceEvent, inside: readonly TraceEvent[]): string {
  const names = new Set(inside.map((event) => event.name));
  if (names.has('ProxyMain::BeginMainFrame')) return 'a rendering step';
  if (names.has('MessagePort::Accept')) return 'a MessagePort task (React renders, the bench)';
  if (inside.some((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'message'))
    return 'a stream message';
  if (names.has('TimerFire')) return 'a timer';
  return `another task (${(task.dur ?? 0) / 1000 > 1 ? 'over' : 'under'} 1 ms)`;
}

export function clickSteps(events: readonly TraceEvent[]): ClickSteps[] {
  const main = mainThreads(events);
  const onMain = events
    .filter((event) => event.ph === 'X' && main.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((event) => event.name === 'ThreadControllerImpl::RunTask');
  const sent = events
    .filter((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.includes('placeOrders'))
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const steps: ClickSteps[] = [];
  for (const entry of events) {
    const data = entry.args?.data;
    if (entry.name !== 'EventTiming' || entry.ph !== 'b' || data?.type !== 'click') continue;
    const { timeStamp, enqueuedToMainThreadTime: enqueued, processingStart } = data;
    if (timeStamp === undefined || enqueued === undefined || processingStart === undefined) continue;
    // The entry's trace time is its timestamp: page milliseconds map to trace microseconds by it.
    const traceTime = (pageMs: number) => entry.ts + (pageMs - timeStamp) * 1000;
    const dispatched = traceTime(processingStart);
    const requestSent = sent.find((at) => at >= dispatched);
    if (requestSent === undefined) continue;
    const arrived = traceTime(enqueued);
    const running = tasks.find((task) => task.ts < arrived && task.ts + (task.dur ?? 0) > arrived);
    steps.push({
      toMainThread: enqueued - timeStamp,
      queued: processingStart - enqueued,
      toRequestSent: (requestSent - dispatched) / 1000,
      cameDuring:
        running === undefined
          ? undefined
          : taskKind(
              running,
              onMain.filter((event) => event.ts >= running.ts && event.ts < running.ts + (running.dur ?? 0)),
            ),
    });
  }
  return steps;
}

export function printClickBreakdown(events: readonly unknown[]): void {
  const steps = clickSteps(events as readonly TraceEvent[]);
  if (steps.length === 0) return;
  const figures = (values: number[]) =>
    `median ${percentile(values, 0.5).toFixed(2)}, p99 ${percentile(values, 0.99).toFixed(2)} ms`;
  console.log(
    `clicks in the trace (${steps.length}), release → request sent: to the main thread ${figures(steps.map((step) => step.toMainThread))}; queued there ${figures(steps.map((step) => step.queued))}; dispatch → placeOrders sent ${figures(steps.map((step) => step.toRequestSent))}`,
  );
  // The slowest tenth: what was running when each came.
  const slowest = [...steps]
    .sort((a, b) => b.queued - a.queued)
    .slice(0, Math.max(1, Math.round(steps.length / 10)));
  const during = new Map<string, number>();
  for (const step of slowest) {
    const kind = step.cameDuring ?? 'nothing (the main thread was idle)';
    during.set(kind, (during.get(kind) ?? 0) + 1);
  }
  console.log(
    `  the ${slowest.length} longest queued came during: ${[...during]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}`,
  );
}
