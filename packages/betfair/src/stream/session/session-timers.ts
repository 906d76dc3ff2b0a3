// The timers a stream session keeps, each cancelled as a whole on teardown: one-slot timers (a new
// start replaces the pending one — the silence watchdog, a subscription's reply timeout or retry
// delay) and a set of one-off delays (the 500 ms before subscribing, the reconnect backoff).

/** At most one pending callback; starting again replaces it. */
export class SlotTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;

  start(ms: number, callback: () => void): void {
    this.clear();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      callback();
    }, ms);
  }

  clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Independent one-off delays, all cancelled together. */
export class DelaySet {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  after(ms: number, callback: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      callback();
    }, ms);
    this.timers.add(timer);
  }

  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
