// How the ladder painter draws a row's figures and a lone figure box: the same look as the DOM
// cells (ladder.module.css), where the page measured them. Pure drawing, no state.
import type { FigureLook, LadderLook, RowFigures } from './paint-messages';

type Context = OffscreenCanvasRenderingContext2D;

/** The Chart bar: the accent at 60 %, half the cell high (ladder.module.css .bar). */
const BAR_ALPHA = 0.6;
/** The in-play delay hatching: 2 px stripes every 6 px at 135°, the text colour at 14 %. */
const HATCH_ALPHA = 0.14;
/** 6 px between stripes across them is 6√2 along a row. */
const HATCH_STEP = 6 * Math.SQRT2;
const HATCH_WIDTH = 2;
/** The last traded price's outline: 2 px inside the price cell. */
const OUTLINE = 2;

/** Prepares a context for a ladder look: device pixels, font and centred text. */
export function prepareRows(context: Context, look: LadderLook): void {
  context.setTransform(look.pixelRatio, 0, 0, look.pixelRatio, 0, 0);
  context.font = look.font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
}

/** Clears row `row` of a tile and draws its figures (none: the row is left empty). */
export function drawRow(
  context: Context,
  look: LadderLook,
  row: number,
  figures: RowFigures | undefined,
): void {
  const top = row * look.rowHeight;
  context.clearRect(0, top, look.width, look.rowHeight);
  if (figures === undefined) return;
  const [back, lay, traded, tradedShare, isLastTraded, backDelay, layDelay] = figures;
  const { chart, price } = look.columns;
  const cellTop = top + look.cellTop;
  const cellHeight = look.cellHeight;
  const middle = cellTop + cellHeight / 2;
  if (tradedShare > 0) {
    context.globalAlpha = BAR_ALPHA;
    context.fillStyle = look.accent;
    context.fillRect(chart.x, cellTop + cellHeight / 4, (chart.width * tradedShare) / 100, cellHeight / 2);
    context.globalAlpha = 1;
  }
  if (backDelay === 'wait') hatch(context, look, look.columns.back.x, look.columns.back.width, cellTop);
  if (layDelay === 'wait') hatch(context, look, look.columns.lay.x, look.columns.lay.width, cellTop);
  if (isLastTraded) {
    context.strokeStyle = look.accent;
    context.lineWidth = OUTLINE;
    context.strokeRect(
      price.x + OUTLINE / 2,
      cellTop + OUTLINE / 2,
      price.width - OUTLINE,
      cellHeight - OUTLINE,
    );
  }
  context.fillStyle = look.text;
  if (back !== '') context.fillText(back, centre(look.columns.back), middle);
  if (lay !== '') context.fillText(lay, centre(look.columns.lay), middle);
  if (traded !== '') {
    context.fillStyle = look.muted;
    context.fillText(traded, centre(look.columns.traded), middle);
  }
}

const centre = (column: { x: number; width: number }) => column.x + column.width / 2;

function hatch(context: Context, look: LadderLook, x: number, width: number, top: number): void {
  const height = look.cellHeight;
  context.save();
  context.beginPath();
  context.rect(x, top, width, height);
  context.clip();
  context.globalAlpha = HATCH_ALPHA;
  context.strokeStyle = look.text;
  context.lineWidth = HATCH_WIDTH;
  context.beginPath();
  // Lines from bottom-left to top-right, HATCH_STEP apart along the cell's width.
  for (let offset = -height; offset < width + height; offset += HATCH_STEP) {
    context.moveTo(x + offset, top + height);
    context.lineTo(x + offset + height, top);
  }
  context.stroke();
  context.restore();
}

/** Draws a lone figure box's text, right-aligned (weight-of-money-figure.module.css). */
export function drawFigure(context: Context, look: FigureLook, text: string, tone: 'green' | 'plain'): void {
  context.setTransform(look.pixelRatio, 0, 0, look.pixelRatio, 0, 0);
  context.clearRect(0, 0, look.width, look.height);
  context.font = look.font;
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  context.fillStyle = tone === 'green' ? look.green : look.plain;
  context.fillText(text, look.width, look.height / 2);
}
