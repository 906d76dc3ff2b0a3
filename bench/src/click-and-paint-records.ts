// What bench:web records in the page besides frames (window.__bench), installed before the app's
// first script: each click, each placeOrders request, each market-change message's time from arrival
// to the end of the frame that drew it, and the app's stream handler per message. The functions run
// in the page (Playwright sends their source), so each is whole on its own.

export interface BenchRecords {
  clicks: number[];
  placements: number[];
  updateToPainted: number[];
  /**
   * The drawing frame's own part of it: from the frame's start (its animation frame timestamp) to
   * painted. The rest is the wait for the display's next frame, up to a whole frame interval
   * whatever the page does, so a message's time to paint can only stay under one frame at p95
   * when drawing takes almost nothing; this says what the page's drawing itself costs.
   */
  frameToPainted: number[];
  /**
   * Per drawing frame: how many market-change messages it drew, and the time from its start to the
   * next frame's start. A frame whose rendering overruns makes the display skip a frame, so the
   * next one starts two intervals (33.3 ms) later; one on time is followed a frame interval later.
   */
  drawingFrames: { messages: number; toNextFrame: number }[];
  /** Time in the app's WebSocket message handler, per message of either stream. */
  handlerMs: number[];
}

/** Installs the recording (page.addInitScript). */
export function recordClicksAndPaints(): void {
  const records: BenchRecords = {
    clicks: [],
    placements: [],
    updateToPainted: [],
    frameToPainted: [],
    drawingFrames: [],
    handlerMs: [],
  };
  (window as unknown as { __bench: BenchRecords }).__bench = records;
  // update → painted: each market-change message is stamped as it reaches the page (this
  // listener is added before the app sets onmessage, so it runs first), and the frame after it is
  // awaited with a frame callback requested now, i.e. ahead of the app's once-a-frame flush in
  // the same frame. That callback posts a message, which runs once the frame's rendering step
  // (the flush's React commit, style, layout, paint) is over: "painted" is that moment.
  const arrived: number[] = [];
  const stampUpdate = (at: number) => {
    arrived.push(at);
    if (arrived.length > 1) return;
    requestAnimationFrame((frameStart) => {
      const drawn = arrived.splice(0);
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => {
        const painted = performance.now();
        for (const at of drawn) records.updateToPainted.push(painted - at);
        records.frameToPainted.push(painted - frameStart);
      };
      afterPaint.port2.postMessage(null);
      requestAnimationFrame((nextFrameStart) =>
        records.drawingFrames.push({ messages: drawn.length, toNextFrame: nextFrameStart - frameStart }),
      );
    });
  };
  const PageWebSocket = window.WebSocket;
  window.WebSocket = class extends PageWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        const data: unknown = event.data;
        if (typeof data === 'string' && data.includes('"op":"mcm"') && data.includes('"mc":'))
          stampUpdate(performance.now());
      });
      // The app's handler (read, validate, apply to the cache) timed: what a worker owning the
      // stream would take off the main thread.
      const handler = Object.getOwnPropertyDescriptor(PageWebSocket.prototype, 'onmessage')!;
      Object.defineProperty(this, 'onmessage', {
        get: () => handler.get!.call(this) as unknown,
        set: (app: ((event: MessageEvent) => void) | null) => {
          handler.set!.call(
            this,
            app === null
              ? null
              : (event: MessageEvent) => {
                  const started = performance.now();
                  app.call(this, event);
                  records.handlerMs.push(performance.now() - started);
                },
          );
        },
      });
    }
  };
  // The click event itself (capture phase, before React sees it): pointerdown would also count the
  // time the automation takes between pressing and releasing the button, which is not the app's.
  addEventListener('click', (event) => records.clicks.push(event.timeStamp), { capture: true });
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('placeOrders'))
      records.placements.push(performance.now());
    return originalFetch(input, init);
  };
}

/** Forgets the stream's records so far (the page's warm-up), keeping the clicks'. */
export function forgetStreamRecords(): void {
  const records = (window as unknown as { __bench: BenchRecords }).__bench;
  records.updateToPainted.length = 0;
  records.frameToPainted.length = 0;
  records.drawingFrames.length = 0;
  records.handlerMs.length = 0;
}

export function readClickAndPaintRecords(): BenchRecords {
  return (window as unknown as { __bench: BenchRecords }).__bench;
}
