// Stream messages change the caches as they arrive, but the screen is told at most once a frame
// (issue 12 item 15): under a busy in-play market the stream delivers many messages between two
// frames, and telling React after each of them rendered the same ladders again and again inside
// the WebSocket's message task (up to ~290 ms on a loaded 2-core machine). One flush a frame
// draws all of them in one commit, so the message task stays short and only the last state of
// each market is drawn.

/** Runs `flush` once: at the next frame in the browser (the component test kit runs it at once). */
export type FlushScheduler = (flush: () => void) => void;

/**
 * How often a hidden page flushes. A hidden tab draws no frames, but what listens to the stream
 * beyond the screen (the cash-out totals, freshness, the order lists) must still move (Chromium
 * runs a hidden tab's timers about once a second, so that is how often they do).
 */
export const NO_FRAME_FLUSH_MS = 100;

const pageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * The next animation frame; a hidden page (or one without frames) flushes after
 * NO_FRAME_FLUSH_MS instead. A visible page waits for its frame however late it comes: the flush's
 * render and its paint then share the frame's rendering step, which no click can fall between.
 */
export const nextFrame: FlushScheduler = (flush) => {
  let done = false;
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => once()) : undefined;
  let timer: ReturnType<typeof setTimeout>;
  const once = () => {
    if (done) return;
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    flush();
  };
  const withoutFrame = () => {
    if (frame === undefined || pageHidden()) once();
    else timer = setTimeout(withoutFrame, NO_FRAME_FLUSH_MS);
  };
  timer = setTimeout(withoutFrame, NO_FRAME_FLUSH_MS);
};

/** The markets changed since the last flush, by stream. */
export interface ChangedMarkets {
  readonly market: readonly string[];
  readonly order: readonly string[];
}

/**
 * Collects the markets each stream message changed and hands them over in one flush: each market
 * once, in the order first changed. The caches already hold every message, applied in order
 * (their clocks and publish times untouched), so nothing is lost by telling later.
 */
export class ChangeBatch {
  private readonly market = new Set<string>();
  private readonly order = new Set<string>();
  private scheduled = false;

  constructor(
    private readonly schedule: FlushScheduler,
    private readonly flush: (changed: ChangedMarkets) => void,
  ) {}

  add(stream: 'market' | 'order', marketIds: readonly string[]): void {
    const pending = stream === 'market' ? this.market : this.order;
    for (const marketId of marketIds) pending.add(marketId);
    if (this.scheduled || pending.size === 0) return;
    this.scheduled = true;
    this.schedule(() => this.run());
  }

  private run(): void {
    this.scheduled = false;
    const changed = { market: [...this.market], order: [...this.order] };
    this.market.clear();
    this.order.clear();
    this.flush(changed);
  }
}
