// The live figures of a grid row written straight into its cells from the stream (in the frame's
// flush), without a React render: its runner's traded volume and last traded price (highlighted
// 1 s on change, trading-core §2/§9), weight of money and the 3 back and 3 lay prices. On a busy
// market every runner changes most frames, and rendering each changed row through React was most
// of the grid's frame (bench:web with BENCH_WEB_VIEW=grid, issue 21 §6), as it was the ladder's.
import type { TFunction } from 'i18next';
import type { RunnerCache } from '@greenbook/betfair';
import {
  convertVolume,
  formatTradedVolume,
  weightOfMoney,
  type MoneyWeight,
  type OddsView,
  type PriceLadder,
  type Side,
} from '@greenbook/trading';
import { drawWeightOfMoney } from '@/components/ui/weight-of-money-figure';
import { keyboardPrice } from '@/lib/commands/keyboard-price';
import { setAttribute, setText } from '@/lib/dom/write-in-place';
import { GRID_LEVELS, gridPrices, type PriceLevel } from '../model/grid-prices';
import styles from './grid.module.css';

/** One price cell: its td (keyboard mark), its button (label) and the button's two lines. */
export interface PriceCellParts {
  readonly cell: HTMLTableCellElement;
  readonly button: HTMLButtonElement;
  readonly price: HTMLSpanElement;
  readonly size: HTMLSpanElement;
}

/** Where a row's live figures go; the cells under Back run worst to best, those under Lay best first. */
export interface GridRowParts {
  readonly weight: HTMLSpanElement;
  readonly traded: HTMLSpanElement;
  readonly lastTraded: HTMLSpanElement;
  readonly back: readonly PriceCellParts[];
  readonly lay: readonly PriceCellParts[];
}

export interface GridRowDrawOptions {
  readonly runnerName: string;
  readonly oddsView: OddsView;
  readonly moneyWeight: MoneyWeight;
  readonly conversionRate: number;
  readonly ladder: PriceLadder;
  /** The keyboard's ticks from the best price when this row is its runner (issue 21 §5). */
  readonly keyboardTicks: number | undefined;
  readonly t: TFunction;
}

/**
 * What the row last drew, kept across redraws: the prices a click bets (the ones on screen, in the
 * cells' order), and the traded and last traded values whose change starts a highlight.
 */
export interface DrawnGridRow {
  readonly back: Array<number | undefined>;
  readonly lay: Array<number | undefined>;
  traded: string | undefined;
  lastTraded: string | undefined;
}

export const emptyDrawnGridRow = (): DrawnGridRow => ({
  back: Array.from({ length: GRID_LEVELS }, () => undefined),
  lay: Array.from({ length: GRID_LEVELS }, () => undefined),
  traded: undefined,
  lastTraded: undefined,
});

/**
 * The figure inside `holder`, with a highlight when its value changed since the last draw (also
 * back to an earlier one): a fresh element restarts the 1 s CSS animation; no timer. The first
 * draw, and a redraw of the same value in another language, do not highlight.
 */
function drawChangeFlash(holder: HTMLElement, before: string | undefined, value: string, text: string): void {
  const shown = holder.firstElementChild;
  if (shown !== null && before === value) {
    setText(shown, text);
    return;
  }
  const changed = shown !== null;
  const fresh = document.createElement('span');
  if (changed) fresh.className = styles.flash ?? '';
  fresh.setAttribute('data-changed', String(changed));
  fresh.textContent = text;
  if (shown === null) holder.append(fresh);
  else shown.replaceWith(fresh);
}

function drawPriceCell(
  parts: PriceCellParts,
  side: Side,
  level: PriceLevel | undefined,
  keyboardTarget: boolean,
  options: GridRowDrawOptions,
): void {
  const { t, runnerName, conversionRate } = options;
  const [price, size] = level ?? [undefined, undefined];
  const shownSize =
    size === undefined ? undefined : formatTradedVolume(convertVolume(size, conversionRate) ?? 0);
  const sideText = t(side === 'BACK' ? 'grid.back' : 'grid.lay');
  setAttribute(
    parts.button,
    'aria-label',
    price === undefined
      ? t('grid.emptyPriceButton', { side: sideText, runner: runnerName })
      : t('grid.priceButton', { side: sideText, runner: runnerName, price, size: shownSize ?? '' }),
  );
  setText(parts.price, price === undefined ? '' : String(price));
  setText(parts.size, shownSize ?? '');
  setAttribute(parts.cell, 'data-keyboard-target', String(keyboardTarget));
}

/** Draws the runner's figures into the row's parts, writing only what changed; updates `drawn`. */
export function drawGridRow(
  parts: GridRowParts,
  drawn: DrawnGridRow,
  runner: RunnerCache | undefined,
  options: GridRowDrawOptions,
): void {
  const { t, ladder, keyboardTicks } = options;
  const prices = gridPrices(runner, options.oddsView);
  const weight = weightOfMoney(
    prices.back.map(([, size]) => size),
    prices.lay.map(([, size]) => size),
    options.moneyWeight,
  );
  drawWeightOfMoney(parts.weight, weight, t('grid.weightOfMoney', { value: weight.text }));

  const traded = runner === undefined ? 0 : runner.totalMatched || runner.traded.total();
  const tradedValue = String(traded);
  const tradedText = formatTradedVolume(convertVolume(traded, options.conversionRate) ?? 0) ?? '';
  drawChangeFlash(parts.traded, drawn.traded, tradedValue, t('grid.traded', { volume: tradedText }));
  drawn.traded = tradedValue;
  const lastTraded = runner?.lastPriceTraded;
  const lastTradedValue = String(lastTraded ?? '');
  drawChangeFlash(
    parts.lastTraded,
    drawn.lastTraded,
    lastTradedValue,
    lastTraded === undefined ? '' : t('grid.lastTraded', { price: lastTraded }),
  );
  drawn.lastTraded = lastTradedValue;

  // Issue 21 §5: the prices the keyboard's Back and Lay keys would bet are marked (an outline, so
  // nothing moves); with the price stepped past the three levels, no cell is.
  const keyboardTarget = (book: readonly PriceLevel[]) =>
    keyboardTicks === undefined ? undefined : keyboardPrice(ladder, book[0]?.[0], keyboardTicks);
  const sides = [
    ['BACK', prices.back, parts.back, drawn.back, keyboardTarget(prices.back)],
    ['LAY', prices.lay, parts.lay, drawn.lay, keyboardTarget(prices.lay)],
  ] as const;
  for (const [side, book, cells, drawnPrices, target] of sides) {
    for (let depth = 0; depth < GRID_LEVELS; depth += 1) {
      const level = book[depth];
      // Under Back the best price is the rightmost cell, beside Lay's best.
      const position = side === 'BACK' ? GRID_LEVELS - 1 - depth : depth;
      drawPriceCell(cells[position]!, side, level, level !== undefined && level[0] === target, options);
      drawnPrices[position] = level?.[0];
    }
  }
}
