// At most one resync per window (issue 14 §3): a flood of malformed lines costs one fresh image
// per window, not one per line; a resync asked for while the window is open runs when it ends.
import { SlotTimer } from './session-timers.js';

/** The least time between two resyncs of a stream session (its `resyncIntervalMs` default). */
export const RESYNC_INTERVAL_MS = 30_000;

export class ResyncWindow {
  private readonly timer = new SlotTimer();
  private open = false;
  private wanted = false;

  constructor(
    private readonly intervalMs: number,
    private readonly resync: () => void,
  ) {}

  request(): void {
    if (this.open) {
      this.wanted = true;
      return;
    }
    this.wanted = false;
    this.open = true;
    this.resync();
    this.timer.start(this.intervalMs, () => {
      this.open = false;
      if (this.wanted) this.request();
    });
  }

  /** Closes the window and forgets a waiting request (the session stopped). */
  clear(): void {
    this.timer.clear();
    this.open = false;
    this.wanted = false;
  }
}
