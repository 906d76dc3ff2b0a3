// A service's own timetable on the simulated clock: any number of pending jobs, but only one
// clock timer at a time (for the earliest), so thousands of markets cost one setTimeout and a
// ManualClock stays fast. Jobs due at the same time run in the order they were added.
import type { Clock } from '../core/clock.js';

interface Job {
  readonly at: number;
  readonly seq: number;
  readonly run: () => void;
  cancelled: boolean;
}

export class Agenda {
  private readonly heap: Job[] = [];
  private seq = 0;
  private timer: { at: number; cancel: () => void } | undefined;
  private stopped = true;

  constructor(private readonly clock: Clock) {}

  /** Runs the jobs already due at once (a world starting mid-day catches up before it serves), then waits. */
  start(): void {
    this.stopped = false;
    this.runDue();
  }

  stop(): void {
    this.stopped = true;
    this.timer?.cancel();
    this.timer = undefined;
  }

  /** Runs `run` at simulated time `at` (at once if it is past); returns a cancel function. */
  at(at: number, run: () => void): () => void {
    const job: Job = { at, seq: (this.seq += 1), run, cancelled: false };
    this.push(job);
    this.arm();
    return () => {
      job.cancelled = true;
    };
  }

  after(ms: number, run: () => void): () => void {
    return this.at(this.clock.now() + ms, run);
  }

  get size(): number {
    return this.heap.length;
  }

  private arm(): void {
    if (this.stopped) return;
    const next = this.heap[0];
    if (next === undefined || (this.timer !== undefined && this.timer.at <= next.at)) return;
    this.timer?.cancel();
    const at = next.at;
    const cancel = this.clock.schedule(Math.max(0, at - this.clock.now()), () => {
      this.timer = undefined;
      this.runDue();
    });
    this.timer = { at, cancel };
  }

  private runDue(): void {
    const now = this.clock.now();
    for (let job = this.heap[0]; job !== undefined && job.at <= now && !this.stopped; job = this.heap[0]) {
      this.pop();
      if (job.cancelled) continue;
      try {
        job.run();
      } catch (error) {
        // One market's failure must not stop the world (style: never crash the process).
        console.error('exchange-sim agenda job failed', error);
      }
    }
    this.arm();
  }

  private before(a: Job, b: Job): boolean {
    return a.at < b.at || (a.at === b.at && a.seq < b.seq);
  }

  private push(job: Job): void {
    const heap = this.heap;
    heap.push(job);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop()!;
    if (heap.length === 0) return;
    heap[0] = last;
    for (let i = 0; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let best = i;
      if (left < heap.length && this.before(heap[left]!, heap[best]!)) best = left;
      if (right < heap.length && this.before(heap[right]!, heap[best]!)) best = right;
      if (best === i) break;
      [heap[i], heap[best]] = [heap[best]!, heap[i]!];
      i = best;
    }
  }
}
