// One price of the grid: a button that bets the column's side at its odd (trading-core §2; an
// empty cell bets at 1000 back / 1.01 lay). React draws it once, empty; its price, size, label and
// keyboard mark are written by the row from the stream (grid-row-drawing.ts), and a click bets the
// price the cell shows at that moment.
import { memo } from 'react';
import type { Side } from '@greenbook/trading';
import type { PriceCellParts } from './grid-row-drawing';
import styles from './grid.module.css';

export interface PriceCellProps {
  readonly side: Side;
  readonly best: boolean;
  /** `at`: the click event's timestamp (a double-click's second click is dropped, lib/market/bet-request). */
  readonly onBet: ((at: number) => void) | undefined;
}

export const PriceCell = memo(function PriceCell({ side, best, onBet }: PriceCellProps) {
  return (
    <td className={styles.priceCell} data-side={side} data-best={best}>
      <button type="button" disabled={onBet === undefined} onClick={(event) => onBet?.(event.timeStamp)}>
        <span className={styles.price} />
        <span className={styles.size} />
      </button>
    </td>
  );
});

/** The parts of a drawn PriceCell the row writes to. */
export function priceCellParts(cell: HTMLTableCellElement): PriceCellParts {
  const button = cell.firstElementChild as HTMLButtonElement;
  const [price, size] = Array.from(button.children) as [HTMLSpanElement, HTMLSpanElement];
  return { cell, button, price, size };
}
