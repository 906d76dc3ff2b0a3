// What the page's main thread did during a bench:web trace (BENCH_WEB_TRACE): its tasks' spread
// (a click waits for the task running when it comes) and each rendering step's time per frame,
// the figures that say where a frame's main-thread time goes before opening the trace itself.
import { closeSync, openSync, writeSync } from 'node:fs';
import { percentile } from './page-timing.js';

/** A Chromium trace event, with the fields bench:web's readings use. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly type?: string;
      readonly url?: string;
      readonly timeStamp?: number;
      readonly enqueuedToMainThreadTime?: number;
      readonly processingStart?: number;
    };
  };
}

/** The page's main threads ("pid:tid"): the renderers' CrRendererMain. */
export function mainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
}

/**
 * The steps of a frame's rendering on the main thread, by the trace events that time each step once
 * (the devtools 'Paint' events nest, one per painted layer, and would count some time twice).
 */
const FRAME_STEPS: ReadonlyArray<readonly [label: string, event: string]> = [
  ['frame callbacks and animations', 'Blink.Animate.UpdateTime'],
  ['style', 'Blink.Style.UpdateTime'],
  ['layout', 'Blink.Layout.UpdateTime'],
  ['pre-paint', 'Blink.PrePaint.UpdateTime'],
  ['paint', 'Blink.Paint.UpdateTime'],
  ['layerize', 'Blink.CompositingCommit.UpdateTime'],
  ['commit', 'Commit'],
];

export function printTraceSummary(events: readonly unknown[]): void {
  const traced = events as readonly TraceEvent[];
  const main = mainThreads(traced);
  const totals = new Map<string, number>();
  const tasks: number[] = [];
  for (const event of traced) {
    if (event.ph !== 'X' || event.dur === undefined || !main.has(`${event.pid}:${event.tid}`)) continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
    if (event.name === 'ThreadControllerImpl::RunTask') tasks.push(event.dur / 1000);
  }
  const frames = traced.filter(
    (event) =>
      event.name === 'ProxyMain::BeginMainFrame' && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`),
  ).length;
  const at = (fraction: number) => percentile(tasks, fraction).toFixed(2);
  const busy = tasks.reduce((sum, ms) => sum + ms, 0);
  console.log(
    `trace, main thread: ${tasks.length.toLocaleString('en-GB')} tasks, ${busy.toFixed(0)} ms in all; task median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, longest ${Math.max(0, ...tasks).toFixed(1)} ms`,
  );
  if (frames === 0) return;
  const perFrame = (event: string) => ((totals.get(event) ?? 0) / frames).toFixed(2);
  console.log(
    `  per frame (${frames.toLocaleString('en-GB')} frames): rendering step ${perFrame('ProxyMain::BeginMainFrame')} ms, of which ` +
      FRAME_STEPS.map(([label, event]) => `${label} ${perFrame(event)}`).join(', '),
  );
}

/**
 * Writes the trace as Chromium's JSON trace format an event at a time: a trace of 100 clicks is
 * larger than the longest string V8 can make, so it cannot be stringified whole.
 */
export function writeTraceFile(file: string, events: readonly unknown[]): void {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, '{"traceEvents":[');
    events.forEach((event, index) => writeSync(fd, (index === 0 ? '' : ',\n') + JSON.stringify(event)));
    writeSync(fd, ']}');
  } finally {
    closeSync(fd);
  }
}
