// What the page tells the ladder painter (ladder-paint.worker.ts), the worker that draws the
// ladders' changing figures into canvases it owns (issue 21 §6). The page keeps the figures'
// meaning (levels, formats, the account's currency); the worker only draws the strings it is sent,
// where the page measured the cells to be.
import type { CellDelay } from '../model/ladder-levels';

/** Rows per canvas tile. A tile scrolls with its rows, so a figure can never sit on another price. */
export const TILE_ROWS = 16;

/** A column of a ladder row, in CSS pixels from the row's left edge. */
export interface ColumnBox {
  readonly x: number;
  readonly width: number;
}

/** How a ladder's rows look, read from a drawn row (measure-ladder.ts). */
export interface LadderLook {
  /** The row's width and height in CSS pixels, and the screen's device pixels per CSS pixel. */
  readonly width: number;
  readonly rowHeight: number;
  readonly pixelRatio: number;
  /** The cells' box inside a row (rows have padding and a bottom border). */
  readonly cellTop: number;
  readonly cellHeight: number;
  readonly columns: {
    readonly chart: ColumnBox;
    readonly back: ColumnBox;
    readonly price: ColumnBox;
    readonly lay: ColumnBox;
    readonly traded: ColumnBox;
  };
  /** A CSS font shorthand and CSS colours, as computed on the page. */
  readonly font: string;
  readonly text: string;
  readonly muted: string;
  readonly accent: string;
}

/**
 * One row's figures, formatted on the page: available to back and to lay, traded, the traded
 * share in whole percent (the Chart bar), whether it is the last traded price, and whether a bet
 * from the BACK or LAY cell waits the in-play delay.
 */
export type RowFigures = readonly [
  back: string,
  lay: string,
  traded: string,
  tradedShare: number,
  isLastTraded: boolean,
  backDelay: CellDelay,
  layDelay: CellDelay,
];

/** A figure box drawn alone (a ladder header's weight of money): its size, font and colours. */
export interface FigureLook {
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
  readonly font: string;
  readonly plain: string;
  readonly green: string;
}

export type PainterMessage =
  | { readonly type: 'font'; readonly family: string; readonly url: string }
  | { readonly type: 'look'; readonly ladder: number; readonly look: LadderLook }
  | {
      readonly type: 'tile';
      readonly ladder: number;
      readonly tile: number;
      /** The ladder's number of prices: row r of tile t shows tick size - 1 - (t × TILE_ROWS + r). */
      readonly size: number;
      readonly canvas: OffscreenCanvas;
    }
  | { readonly type: 'dropTile'; readonly ladder: number; readonly tile: number }
  | { readonly type: 'dropLadder'; readonly ladder: number }
  | { readonly type: 'rows'; readonly ladder: number; readonly ticks: number[]; readonly rows: RowFigures[] }
  | { readonly type: 'figure'; readonly figure: number; readonly canvas: OffscreenCanvas }
  | { readonly type: 'figureLook'; readonly figure: number; readonly look: FigureLook }
  | {
      readonly type: 'figureText';
      readonly figure: number;
      readonly text: string;
      readonly tone: 'green' | 'plain';
    }
  | { readonly type: 'dropFigure'; readonly figure: number };
