// Reads how a ladder's rows and a figure box look on the page (their layout and computed style), for
// the painter to draw its figures exactly over the DOM cells: the columns from the sliders, the
// theme's colours, the text size, the screen's pixel ratio. Read once, and again when any of them
// changes (use-paint-look.ts), never per frame.
import type { ColumnBox, FigureLook, LadderLook } from './paint-messages';

/** The columns of a row (ladder-row.tsx): Chart, Hedge, BACK, price, LAY, Unmatched, Traded. */
const COLUMN = { chart: 0, back: 2, price: 3, lay: 4, traded: 6 } as const;

/** A cell's box from its row's left edge, unrounded (grid columns fall between pixels). */
function box(cell: HTMLElement, rowLeft: number): ColumnBox {
  const rect = cell.getBoundingClientRect();
  return { x: rect.left - rowLeft, width: rect.width };
}

/** The look of a drawn row, or undefined when it has no room yet (not laid out). */
export function measureLadderRow(row: HTMLElement): LadderLook | undefined {
  const cells = row.children;
  const chart = cells[COLUMN.chart];
  const back = cells[COLUMN.back];
  const price = cells[COLUMN.price];
  const lay = cells[COLUMN.lay];
  const traded = cells[COLUMN.traded];
  if (
    !(chart instanceof HTMLElement) ||
    !(back instanceof HTMLElement) ||
    !(price instanceof HTMLElement) ||
    !(lay instanceof HTMLElement) ||
    !(traded instanceof HTMLElement) ||
    row.offsetWidth === 0
  )
    return undefined;
  const cellStyle = getComputedStyle(back);
  const rowRect = row.getBoundingClientRect();
  const backRect = back.getBoundingClientRect();
  const left = rowRect.left;
  return {
    width: rowRect.width,
    rowHeight: rowRect.height,
    pixelRatio: window.devicePixelRatio || 1,
    cellTop: backRect.top - rowRect.top,
    cellHeight: backRect.height,
    columns: {
      chart: box(chart, left),
      back: box(back, left),
      price: box(price, left),
      lay: box(lay, left),
      traded: box(traded, left),
    },
    font: fontOf(cellStyle),
    text: cellStyle.color,
    muted: getComputedStyle(traded).color,
    accent: getComputedStyle(row).getPropertyValue('--color-accent').trim() || cellStyle.color,
  };
}

/** The look of a figure box, its text drawn in the box's own font and its 'green' tone colour. */
export function measureFigureBox(boxElement: HTMLElement): FigureLook | undefined {
  if (boxElement.offsetWidth === 0) return undefined;
  const style = getComputedStyle(boxElement);
  return {
    width: boxElement.offsetWidth,
    height: boxElement.offsetHeight,
    pixelRatio: window.devicePixelRatio || 1,
    font: fontOf(style, '600'),
    plain: style.color,
    green: style.getPropertyValue('--color-win').trim() || style.color,
  };
}

/** A canvas font from computed style: weight, size and family (a canvas takes no line height). */
function fontOf(style: CSSStyleDeclaration, weight = style.fontWeight): string {
  return `${weight} ${style.fontSize} ${style.fontFamily}`;
}
