// The practice exchange's clock (issue 21 §1): simulated time the trader controls — paused,
// playing at 1×, 2×, 5× or 10× real time, or as fast as possible ('max'). Everything of the
// practice exchange reads time from it (the replayed file, bet delays, order times), so a 10×
// replay is the recorded market ten times faster, bets included. At 'max' due timers run
// back to back in slices of a few milliseconds, with the event loop free between slices, so the
// trader's bets, the stream and other users are served while the file races through.
import type { Clock } from '@greenbook/exchange-sim';

export const PRACTICE_SPEEDS = [1, 2, 5, 10, 'max'] as const;
export type PracticeSpeed = (typeof PRACTICE_SPEEDS)[number];

interface Timer {
  readonly at: number;
  readonly seq: number;
  readonly callback: () => void;
}

/** Real time a 'max' slice may take before it yields to other work. */
const MAX_SLICE_MS = 8;

export class PracticeClock implements Clock {
  private timers: Timer[] = [];
  private seq = 0;
  private current: number;
  private playing = false;
  private speed: PracticeSpeed = 1;
  /** Real and simulated time at the last play or speed change (finite speeds). */
  private anchor = { real: 0, sim: 0 };
  private pending: { cancel: () => void } | undefined;
  private stopped = false;

  /** Called after every timer run, e.g. to sample the trader's position. */
  private afterStep: () => void = () => undefined;

  constructor(
    start: number,
    private readonly realNow: () => number = Date.now,
  ) {
    this.current = start;
  }

  onStep(listener: () => void): void {
    this.afterStep = listener;
  }

  now(): number {
    if (!this.playing || this.speed === 'max') return this.current;
    const running = this.anchor.sim + (this.realNow() - this.anchor.real) * this.speed;
    // Never past a timer not yet run: time reaches it only when it fires.
    const nextDue = this.timers[0]?.at ?? Infinity;
    return Math.max(this.current, Math.floor(Math.min(running, nextDue)));
  }

  schedule(ms: number, callback: () => void): () => void {
    const timer: Timer = { at: this.now() + Math.max(0, ms), seq: (this.seq += 1), callback };
    const index = this.timers.findIndex((t) => t.at > timer.at);
    if (index === -1) this.timers.push(timer);
    else this.timers.splice(index, 0, timer);
    this.drive();
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  get state(): { readonly playing: boolean; readonly speed: PracticeSpeed } {
    return { playing: this.playing, speed: this.speed };
  }

  play(): void {
    if (this.playing) return;
    this.anchor = { real: this.realNow(), sim: this.current };
    this.playing = true;
    this.drive();
  }

  pause(): void {
    if (!this.playing) return;
    this.current = this.now();
    this.playing = false;
    this.cancelPending();
  }

  setSpeed(speed: PracticeSpeed): void {
    this.current = this.now();
    this.anchor = { real: this.realNow(), sim: this.current };
    this.speed = speed;
    this.cancelPending();
    this.drive();
  }

  /** Stops for good: no timer runs after this. */
  dispose(): void {
    this.stopped = true;
    this.playing = false;
    this.cancelPending();
    this.timers = [];
  }

  private cancelPending(): void {
    this.pending?.cancel();
    this.pending = undefined;
  }

  /** Arranges the next wake-up for the earliest timer, replacing any earlier arrangement. */
  private drive(): void {
    this.cancelPending();
    if (!this.playing || this.stopped || this.timers.length === 0) return;
    if (this.speed === 'max') {
      const handle = setImmediate(() => this.runSlice());
      this.pending = { cancel: () => clearImmediate(handle) };
      return;
    }
    const wait = (this.timers[0]!.at - this.now()) / this.speed;
    const handle = setTimeout(() => this.runDue(), Math.max(0, wait));
    this.pending = { cancel: () => clearTimeout(handle) };
  }

  private runTimer(timer: Timer): void {
    this.timers.shift();
    this.current = Math.max(this.current, timer.at);
    timer.callback();
    this.afterStep();
  }

  private runSlice(): void {
    this.pending = undefined;
    const started = this.realNow();
    while (this.playing && this.speed === 'max' && this.timers.length > 0) {
      this.runTimer(this.timers[0]!);
      if (this.realNow() - started >= MAX_SLICE_MS) break;
    }
    this.drive();
  }

  private runDue(): void {
    this.pending = undefined;
    const reached = this.anchor.sim + (this.realNow() - this.anchor.real) * (this.speed as number);
    while (this.playing && this.timers.length > 0 && this.timers[0]!.at <= reached) {
      this.runTimer(this.timers[0]!);
    }
    this.drive();
  }
}
