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
  private waiting = 0;

  constructor(
    private readonly callsPerSecond = 5,
    private readonly timer: Timer = REAL_TIMER,
  ) {}

  /**
   * Takes a slot now when nobody is waiting and the last second has room, so the call can start in
   * the same task (a one-click bet leaves before the page redraws); false means acquire() instead.
   */
  tryAcquireNow(): boolean {
    if (this.waiting > 0 || this.msUntilSlot() > 0) return false;
    this.recordStart();
    return true;
  }

  /** Resolves when the caller may start its call; callers are served in arrival order. */
  acquire(): Promise<void> {
    this.waiting += 1;
    const turn = this.tail
      .then(() => this.waitForSlot())
      .finally(() => {
        this.waiting -= 1;
      });
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  private msUntilSlot(): number {
    if (this.starts.length < this.callsPerSecond) return 0;
    const oldest = this.starts[this.starts.length - this.callsPerSecond]!;
    return oldest + 1000 - this.timer.now();
  }

  private async waitForSlot(): Promise<void> {
    const wait = this.msUntilSlot();
    if (wait > 0) await this.timer.sleep(wait);
    this.recordStart();
  }

  private recordStart(): void {
    this.starts.push(this.timer.now());
    if (this.starts.length > this.callsPerSecond)
      this.starts.splice(0, this.starts.length - this.callsPerSecond);
  }
}
