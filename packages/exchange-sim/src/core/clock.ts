// Simulated time. The exchange reads time only from a Clock, so the world can run faster than
// real time (`SIM_SPEED`) and tests can step it by hand.

export interface Clock {
  /** Simulated epoch milliseconds. */
  now(): number;
  /** Runs `callback` after `ms` of simulated time; returns a cancel function. */
  schedule(ms: number, callback: () => void): () => void;
}

/**
 * Real (wall-clock) epoch milliseconds, whatever the simulated clock's speed: for windows Betfair
 * measures in real seconds, which a client times with its own clock (customerRef de-duplication).
 * Injected so tests move it by hand or with fake timers.
 */
export type RealTime = () => number;

export const systemTime: RealTime = () => Date.now();

/** Real time sped up by `speed`, starting from the real current time. */
export class ScaledClock implements Clock {
  private readonly realStart = Date.now();

  constructor(
    private readonly speed = 1,
    private readonly simStart = Date.now(),
  ) {
    if (!(speed > 0)) throw new RangeError(`SIM_SPEED must be positive, got ${speed}`);
  }

  now(): number {
    return Math.floor(this.simStart + (Date.now() - this.realStart) * this.speed);
  }

  schedule(ms: number, callback: () => void): () => void {
    const timer = setTimeout(callback, Math.max(0, ms / this.speed));
    timer.unref();
    return () => {
      clearTimeout(timer);
    };
  }
}

/** A clock that only moves when told to: deterministic tests. */
export class ManualClock implements Clock {
  private timers: Array<{ at: number; seq: number; callback: () => void }> = [];
  private seq = 0;

  constructor(private current = Date.UTC(2026, 0, 1, 12)) {}

  now(): number {
    return this.current;
  }

  schedule(ms: number, callback: () => void): () => void {
    const timer = { at: this.current + Math.max(0, ms), seq: (this.seq += 1), callback };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (due === undefined) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = due.at;
      due.callback();
    }
    this.current = target;
  }
}
