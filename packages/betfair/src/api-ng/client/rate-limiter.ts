// trading-core §9 "The exchange call limit is 5 per second": calls beyond the limit wait their
// turn in order; none is dropped. A sliding window over the start times of the last calls.

export interface Timer {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const REAL_TIMER: Timer = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class RateLimiter {
  private readonly starts: number[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly callsPerSecond = 5,
    private readonly timer: Timer = REAL_TIMER,
  ) {}

  /** Resolves when the caller may start its call; callers are served in arrival order. */
  acquire(): Promise<void> {
    const turn = this.tail.then(() => this.waitForSlot());
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  private async waitForSlot(): Promise<void> {
    if (this.starts.length >= this.callsPerSecond) {
      const oldest = this.starts[this.starts.length - this.callsPerSecond]!;
      const wait = oldest + 1000 - this.timer.now();
      if (wait > 0) await this.timer.sleep(wait);
    }
    this.starts.push(this.timer.now());
    if (this.starts.length > this.callsPerSecond)
      this.starts.splice(0, this.starts.length - this.callsPerSecond);
  }
}
