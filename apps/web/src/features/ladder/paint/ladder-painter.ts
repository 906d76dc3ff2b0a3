// The page's side of the ladder painter (ladder-paint.worker.ts): one worker for the page, made on
// first use where the browser can hand a canvas to a worker (every current browser; not jsdom,
// where the ladder writes its cells into the DOM as before). Row changes are queued and sent once
// per task, so a frame's flush that changes forty rows of four ladders posts four messages.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { reportStaleWorker } from '@/lib/release/reload-on-stale-chunks';
import type { FigureLook, LadderLook, PainterMessage, RowFigures } from './paint-messages';

/** The family the figures are drawn in: the page's body font (app/theme.css --font-body). */
const FONT_FAMILY = 'Inter Variable';

/**
 * A new canvas in `holder`, its drawing handed over for the worker. Made here rather than by React:
 * a canvas can be handed to a worker only once, and a remount (a new row height, React's
 * development double effects) needs a new one.
 */
function workerCanvasIn(holder: HTMLElement): { offscreen: OffscreenCanvas; remove: () => void } {
  const canvas = document.createElement('canvas');
  holder.append(canvas);
  return { offscreen: canvas.transferControlToOffscreen(), remove: () => canvas.remove() };
}

export class LadderPainter {
  private readonly worker: Worker;
  private readonly queued = new Map<number, { ticks: number[]; rows: RowFigures[] }>();
  private flushQueued = false;
  private nextId = 1;

  constructor() {
    this.worker = new Worker(new URL('./ladder-paint.worker.ts', import.meta.url), { type: 'module' });
    // A page left open across a release would draw no figures at all: reloaded instead.
    reportStaleWorker(this.worker, window);
    this.post({ type: 'font', family: FONT_FAMILY, url: new URL(interLatin, location.href).href });
  }

  /** A new id for a ladder or a figure box. */
  id(): number {
    return this.nextId++;
  }

  look(ladder: number, look: LadderLook): void {
    this.post({ type: 'look', ladder, look });
  }

  /** Puts a tile's canvas in `holder` for the worker; the returned function drops it. */
  tile(ladder: number, tile: number, size: number, holder: HTMLElement): () => void {
    const { offscreen, remove } = workerCanvasIn(holder);
    this.post({ type: 'tile', ladder, tile, size, canvas: offscreen }, [offscreen]);
    return () => {
      this.post({ type: 'dropTile', ladder, tile });
      remove();
    };
  }

  /** A row's new figures, sent with the others of this task. */
  row(ladder: number, tick: number, figures: RowFigures): void {
    let batch = this.queued.get(ladder);
    if (batch === undefined) {
      batch = { ticks: [], rows: [] };
      this.queued.set(ladder, batch);
    }
    batch.ticks.push(tick);
    batch.rows.push(figures);
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => this.flush());
  }

  dropLadder(ladder: number): void {
    this.post({ type: 'dropLadder', ladder });
  }

  /** Hands a figure box's canvas to the worker; the returned function drops it. */
  figure(figure: number, holder: HTMLElement): () => void {
    const { offscreen, remove } = workerCanvasIn(holder);
    this.post({ type: 'figure', figure, canvas: offscreen }, [offscreen]);
    return () => {
      this.post({ type: 'dropFigure', figure });
      remove();
    };
  }

  figureLook(figure: number, look: FigureLook): void {
    this.post({ type: 'figureLook', figure, look });
  }

  figureText(figure: number, text: string, tone: 'green' | 'plain'): void {
    this.post({ type: 'figureText', figure, text, tone });
  }

  /** Sends a message after the rows queued before it, so the worker sees them in order. */
  private post(message: PainterMessage, transfer: Transferable[] = []): void {
    this.flush();
    this.worker.postMessage(message, transfer);
  }

  private flush(): void {
    this.flushQueued = false;
    for (const [ladder, { ticks, rows }] of this.queued)
      this.worker.postMessage({ type: 'rows', ladder, ticks, rows });
    this.queued.clear();
  }
}

let shared: LadderPainter | null | undefined;

/** The page's painter, or undefined where a canvas cannot be drawn by a worker. */
export function ladderPainter(): LadderPainter | undefined {
  if (shared === undefined) {
    const canPaint =
      typeof Worker !== 'undefined' &&
      typeof OffscreenCanvas !== 'undefined' &&
      typeof HTMLCanvasElement !== 'undefined' &&
      'transferControlToOffscreen' in HTMLCanvasElement.prototype;
    shared = canPaint ? new LadderPainter() : null;
  }
  return shared ?? undefined;
}
