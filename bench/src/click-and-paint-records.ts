// What bench:web records in the page besides frames (window.__bench), installed before the app's
// first script: each click, each placeOrders request, the market-change messages each frame drew
// with the end of that frame and the ladder rows it sent the ladder painter (a worker, whose own
// frames recordPainterFrames records), and the app's stream handler per message. The functions run
// in the page or the worker (Playwright sends their source), so each is whole on its own.

/** A page frame after market-change messages: when they arrived, its start and when it was painted. */
export interface DrawnBatch {
  arrivals: number[];
  frameStart: number;
  painted: number;
  /** When the frame's flush sent the ladder painter rows to draw (the last such message), if it did. */
  rowsPosted: number | undefined;
}

/** A click on a price cell: its timestamp (the release) and when its events reached the page. */
export interface ClickRecord {
  /** event.timeStamp: when Chromium took the button's release (pointerup, mouseup, click share it). */
  released: number;
  /** When the release's pointerup reached the page's first listener: Chromium's delivery and hit test. */
  pointerUp: number | undefined;
  /** When the click reached the page's first listener, after pointerup's and mouseup's handlers. */
  clickDispatched: number;
  /** The clicked button's accessible label: the pointer rests at one place, so every click's should match. */
  on: string | null;
}

export interface BenchRecords {
  clicks: ClickRecord[];
  placements: number[];
  batches: DrawnBatch[];
  /** The page's performance.timeOrigin, to read the worker's frames (epoch times) in page time. */
  timeOrigin: number;
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
    batches: [],
    timeOrigin: performance.timeOrigin,
    drawingFrames: [],
    handlerMs: [],
  };
  (window as unknown as { __bench: BenchRecords }).__bench = records;
  // update → painted: each market-change message is stamped as it reaches the page (this
  // listener is added before the app sets onmessage, so it runs first), and the frame after it is
  // awaited with a frame callback requested now, i.e. ahead of the app's once-a-frame flush in
  // the same frame. That callback posts a message, which runs once the frame's rendering step
  // (the flush's React commit, style, layout, paint) is over: "painted" is that moment. The rows
  // the flush sends the ladder painter are drawn by its worker after that (paintedTimes).
  const arrived: number[] = [];
  const rowsPosted: number[] = [];
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    override postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions): void {
      if ((message as { type?: unknown } | null)?.type === 'rows') rowsPosted.push(performance.now());
      super.postMessage(message, transfer as StructuredSerializeOptions);
    }
  };
  const stampUpdate = (at: number) => {
    arrived.push(at);
    if (arrived.length > 1) return;
    requestAnimationFrame((frameStart) => {
      const drawn = arrived.splice(0);
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => {
        const painted = performance.now();
        const posted = rowsPosted.filter((at) => at >= frameStart && at <= painted);
        rowsPosted.length = 0;
        records.batches.push({ arrivals: drawn, frameStart, painted, rowsPosted: posted.at(-1) });
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
  // The release's pointerup, stamped the same way, splits the time into Chromium's and the page's.
  let pointerUp: { released: number; at: number } | undefined;
  addEventListener(
    'pointerup',
    (event) => (pointerUp = { released: event.timeStamp, at: performance.now() }),
    {
      capture: true,
    },
  );
  addEventListener(
    'click',
    (event) =>
      records.clicks.push({
        released: event.timeStamp,
        pointerUp: pointerUp?.released === event.timeStamp ? pointerUp.at : undefined,
        clickDispatched: performance.now(),
        on: (event.target as Element | null)?.closest('button')?.getAttribute('aria-label') ?? null,
      }),
    { capture: true },
  );
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
  records.batches.length = 0;
  records.drawingFrames.length = 0;
  records.handlerMs.length = 0;
}

export function readClickAndPaintRecords(): BenchRecords {
  return (window as unknown as { __bench: BenchRecords }).__bench;
}

/** Installs, in the ladder painter's worker, the record of its animation frames: start and end, epoch ms. */
export function recordPainterFrames(): void {
  const scope = self as unknown as {
    __painterFrames: Array<[start: number, end: number]>;
    requestAnimationFrame: (callback: FrameRequestCallback) => number;
  };
  scope.__painterFrames = [];
  const request = scope.requestAnimationFrame.bind(self);
  scope.requestAnimationFrame = (callback) =>
    request((time) => {
      const start = performance.timeOrigin + performance.now();
      callback(time);
      scope.__painterFrames.push([start, performance.timeOrigin + performance.now()]);
    });
}

export function readPainterFrames(): Array<[start: number, end: number]> {
  return (self as unknown as { __painterFrames?: Array<[number, number]> }).__painterFrames ?? [];
}

/** Each of the last `count` clicks' times to the first placeOrders after it, whole and by step. */
export interface ClickLatencies {
  /** The labels of the buttons the clicks landed on (one, unless the cell moved under the pointer). */
  readonly on: ReadonlySet<string | null>;
  /** How many of the clicks sent a placeOrders (a refused bet sends none, and is left out). */
  readonly sent: number;
  readonly counted: number;
  readonly toPlaceOrders: number[];
  /** Release → pointerup at the page: Chromium's browser, compositor and main thread, the hit test. */
  readonly toPointerUp: number[];
  /** pointerup → click at the page: the release's pointerup and mouseup handlers. */
  readonly toClick: number[];
  /** click → placeOrders: the app's own path, ending in fetch. */
  readonly clickToPlaceOrders: number[];
}

export function clickLatencies(records: BenchRecords, count: number): ClickLatencies {
  const clicks = records.clicks.slice(-count);
  const latencies = { toPlaceOrders: [] as number[], toPointerUp: [] as number[], toClick: [] as number[] };
  const clickToPlaceOrders: number[] = [];
  clicks.forEach((click, index) => {
    const next = clicks[index + 1]?.released ?? Infinity;
    const placed = records.placements.find((at) => at >= click.released && at < next);
    if (placed === undefined) return;
    latencies.toPlaceOrders.push(placed - click.released);
    clickToPlaceOrders.push(placed - click.clickDispatched);
    if (click.pointerUp === undefined) return;
    latencies.toPointerUp.push(click.pointerUp - click.released);
    latencies.toClick.push(click.clickDispatched - click.pointerUp);
  });
  return {
    on: new Set(clicks.map((click) => click.on)),
    sent: latencies.toPlaceOrders.length,
    counted: clicks.length,
    ...latencies,
    clickToPlaceOrders,
  };
}

/**
 * Each message's time from arrival to painted, and each drawing frame's from its start: the page's
 * frame, or when it sent the ladder painter rows, the end of the painter's first frame after them
 * if that is later (the worker's canvas frames reach the compositor without the page).
 */
export function paintedTimes(
  records: BenchRecords,
  painterFrames: ReadonlyArray<readonly [start: number, end: number]>,
): { updateToPainted: number[]; frameToPainted: number[]; painterLater: number } {
  const frames = painterFrames.map(
    ([start, end]) => [start - records.timeOrigin, end - records.timeOrigin] as const,
  );
  const updateToPainted: number[] = [];
  const frameToPainted: number[] = [];
  let painterLater = 0;
  let next = 0;
  for (const batch of records.batches) {
    let painted = batch.painted;
    if (batch.rowsPosted !== undefined) {
      const posted = batch.rowsPosted;
      while (next < frames.length && frames[next]![0] < posted) next += 1;
      const frame = frames[next];
      if (frame !== undefined && frame[1] > painted) {
        painted = frame[1];
        painterLater += 1;
      }
    }
    for (const at of batch.arrivals) updateToPainted.push(painted - at);
    frameToPainted.push(painted - batch.frameStart);
  }
  return { updateToPainted, frameToPainted, painterLater };
}
