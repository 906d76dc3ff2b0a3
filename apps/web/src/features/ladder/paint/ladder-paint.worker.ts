// The ladder painter (issue 21 §6): a dedicated worker that owns the canvases the ladders' changing
// figures are drawn into (transferControlToOffscreen). Its frames reach the compositor without the
// page's main thread, so a busy market's figures never give the page a rendering step for a click
// to queue behind (bench/README "28 November, late"). It keeps each tile's rows' latest figures,
// marks the rows a message changes and draws them once per animation frame.
import { drawFigure, drawRow, prepareRows } from './draw-rows';
import {
  TILE_ROWS,
  type FigureLook,
  type LadderLook,
  type PainterMessage,
  type RowFigures,
} from './paint-messages';

interface Tile {
  readonly context: OffscreenCanvasRenderingContext2D;
  readonly rows: Array<RowFigures | undefined>;
  /** Rows to draw in the next frame; `all` after a resize or a new look. */
  dirty: Set<number> | 'all';
}

interface Ladder {
  look: LadderLook | undefined;
  /** The ladder's number of prices: tick t is row (size - 1 - t) % TILE_ROWS of its tile. */
  size: number;
  readonly tiles: Map<number, Tile>;
}

interface Figure {
  readonly context: OffscreenCanvasRenderingContext2D;
  look: FigureLook | undefined;
  text: string;
  tone: 'green' | 'plain';
  dirty: boolean;
}

const ladders = new Map<number, Ladder>();
const figures = new Map<number, Figure>();
let frameRequested = false;

function ladderOf(id: number): Ladder {
  let ladder = ladders.get(id);
  if (ladder === undefined) {
    ladder = { look: undefined, size: 0, tiles: new Map() };
    ladders.set(id, ladder);
  }
  return ladder;
}

/** Sizes a canvas's bitmap in device pixels (which clears it). */
function fit(context: OffscreenCanvasRenderingContext2D, width: number, height: number, ratio: number): void {
  const canvas = context.canvas;
  const pixelWidth = Math.max(1, Math.round(width * ratio));
  const pixelHeight = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
}

function fitTile(tile: Tile, look: LadderLook): void {
  fit(tile.context, look.width, TILE_ROWS * look.rowHeight, look.pixelRatio);
  tile.dirty = 'all';
}

function requestFrame(): void {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(drawFrame);
}

function drawFrame(): void {
  frameRequested = false;
  for (const ladder of ladders.values()) {
    const look = ladder.look;
    if (look === undefined) continue;
    for (const tile of ladder.tiles.values()) {
      if (tile.dirty !== 'all' && tile.dirty.size === 0) continue;
      prepareRows(tile.context, look);
      const rows = tile.dirty === 'all' ? tile.rows.keys() : tile.dirty.values();
      for (const row of rows) drawRow(tile.context, look, row, tile.rows[row]);
      tile.dirty = new Set();
    }
  }
  for (const figure of figures.values()) {
    if (!figure.dirty || figure.look === undefined) continue;
    drawFigure(figure.context, figure.look, figure.text, figure.tone);
    figure.dirty = false;
  }
}

function receive(message: PainterMessage): void {
  switch (message.type) {
    case 'font': {
      // The page's own font (bundled, same origin); the figures are drawn again once it is here,
      // and stay in the font stack's next family if it cannot load.
      const face = new FontFace(message.family, `url(${JSON.stringify(message.url)})`, { weight: '100 900' });
      (self as unknown as { fonts: FontFaceSet }).fonts.add(face);
      face.load().then(
        () => {
          for (const ladder of ladders.values()) for (const tile of ladder.tiles.values()) tile.dirty = 'all';
          for (const figure of figures.values()) figure.dirty = true;
          requestFrame();
        },
        () => undefined,
      );
      return;
    }
    case 'look': {
      const ladder = ladderOf(message.ladder);
      ladder.look = message.look;
      for (const tile of ladder.tiles.values()) fitTile(tile, message.look);
      break;
    }
    case 'tile': {
      const context = message.canvas.getContext('2d');
      if (context === null) return;
      const ladder = ladderOf(message.ladder);
      ladder.size = message.size;
      const tile: Tile = { context, rows: new Array<RowFigures | undefined>(TILE_ROWS), dirty: 'all' };
      ladder.tiles.set(message.tile, tile);
      if (ladder.look !== undefined) fitTile(tile, ladder.look);
      break;
    }
    case 'dropTile': {
      ladders.get(message.ladder)?.tiles.delete(message.tile);
      return;
    }
    case 'dropLadder':
      ladders.delete(message.ladder);
      return;
    case 'rows': {
      const ladder = ladders.get(message.ladder);
      if (ladder === undefined) return;
      message.ticks.forEach((tick, at) => {
        const index = ladder.size - 1 - tick;
        // Rows of a tile the page has dropped since are left out.
        const tile = ladder.tiles.get(Math.floor(index / TILE_ROWS));
        if (tile === undefined) return;
        const row = index % TILE_ROWS;
        tile.rows[row] = message.rows[at];
        if (tile.dirty !== 'all') tile.dirty.add(row);
      });
      break;
    }
    case 'figure': {
      const context = message.canvas.getContext('2d');
      if (context === null) return;
      figures.set(message.figure, { context, look: undefined, text: '', tone: 'plain', dirty: false });
      return;
    }
    case 'figureLook': {
      const figure = figures.get(message.figure);
      if (figure === undefined) return;
      figure.look = message.look;
      fit(figure.context, message.look.width, message.look.height, message.look.pixelRatio);
      figure.dirty = true;
      break;
    }
    case 'figureText': {
      const figure = figures.get(message.figure);
      if (figure === undefined) return;
      figure.text = message.text;
      figure.tone = message.tone;
      figure.dirty = true;
      break;
    }
    case 'dropFigure':
      figures.delete(message.figure);
      return;
  }
  requestFrame();
}

self.addEventListener('message', (event: MessageEvent<PainterMessage>) => receive(event.data));
