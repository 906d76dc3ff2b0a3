// One price row of a ladder: Chart, Hedge, BACK, Last Traded Price, LAY, Unmatched, Traded
// (trading-core §2). React draws a row once, when it comes into view; after that the changes of
// its price level are written straight into its cells when the level store tells it (in the
// frame's flush), without a React render: on a busy market each frame changes a few cells, and
// React's render and commit of their rows were the largest share of a frame's script (bench:web,
// issue 21 §6). A click never depends on these writes: a row's price is fixed from its first draw,
// and what its cells show is display only. A painted row (a worker draws the market's figures over
// it, ladder-paint-tile.tsx) writes only the account's figures (hedge, unmatched) and the delay
// marks' attribute and tooltip, none of which any style reads.
import { memo, useContext, useLayoutEffect, useRef } from 'react';
import type { Side } from '@greenbook/trading';
import type { LadderLevel, LadderLevelStore } from '../model/ladder-levels';
import { setAttribute, setClass, setHidden, setText } from '@/lib/dom/write-in-place';
import { formatAvailable, formatMoney, formatTraded } from '../model/format';
import { RowRenderProbeContext } from '../model/row-render-probe';
import styles from './ladder.module.css';

export interface RowTexts {
  readonly backAt: (price: number) => string;
  readonly layAt: (price: number) => string;
  readonly cancelAt: (price: number) => string;
  /** Issue 21 §4: the tooltip of a cell whose bet waits the in-play delay, and of a passive one. */
  readonly delayTitles: { readonly wait: string; readonly passive: string };
  /** Converts stream sizes (GBP) to the account's currency. */
  readonly conversionRate: number;
}

interface LadderRowProps {
  readonly store: LadderLevelStore;
  readonly tick: number;
  readonly price: number;
  readonly top: number;
  readonly height: number;
  readonly texts: RowTexts;
  /** The market's figures are drawn by the ladder painter, not written into the cells. */
  readonly painted: boolean;
  /** `at`: the click event's timestamp (a double-click's second click is dropped, lib/market/bet-request). */
  readonly onBet: (side: Side, price: number, at: number) => void;
  readonly onCancel: (tick: number) => void;
}

/** The cells a level change writes to. */
interface RowCells {
  readonly bar: HTMLSpanElement;
  readonly hedge: HTMLDivElement;
  readonly back: HTMLButtonElement;
  readonly price: HTMLDivElement;
  readonly lay: HTMLButtonElement;
  readonly unmatched: HTMLButtonElement;
  readonly traded: HTMLDivElement;
}

/** The row's cells once React has drawn them (all are, by the time its layout effect runs). */
function drawnCells(
  ...refs: [
    { current: HTMLSpanElement | null },
    { current: HTMLDivElement | null },
    { current: HTMLButtonElement | null },
    { current: HTMLDivElement | null },
    { current: HTMLButtonElement | null },
    { current: HTMLButtonElement | null },
    { current: HTMLDivElement | null },
  ]
): RowCells | undefined {
  const [bar, hedge, back, price, lay, unmatched, traded] = refs.map((ref) => ref.current);
  if (!bar || !hedge || !back || !price || !lay || !unmatched || !traded) return undefined;
  return { bar, hedge, back, price, lay, unmatched, traded } as RowCells;
}

const CELL = styles['cell'] ?? '';
const classes = {
  hedge: { none: CELL, win: `${CELL} ${styles['win']}`, lose: `${CELL} ${styles['lose']}` },
  price: { plain: `${CELL} ${styles['price']}`, ltp: `${CELL} ${styles['price']} ${styles['ltp']}` },
  unmatched: {
    back: `${styles['unmatched']} ${styles['back']}`,
    lay: `${styles['unmatched']} ${styles['lay']}`,
  },
} as const;

function drawLevel(cells: RowCells, level: LadderLevel, texts: RowTexts, painted: boolean): void {
  const { bar, hedge, back, price, lay, unmatched, traded } = cells;
  setClass(hedge, classes.hedge[level.hedge === undefined ? 'none' : level.hedge >= 0 ? 'win' : 'lose']);
  setText(hedge, level.hedge === undefined ? '' : formatMoney(level.hedge));
  setAttribute(back, 'data-delay', level.backDelay);
  setAttribute(back, 'title', level.backDelay === undefined ? undefined : texts.delayTitles[level.backDelay]);
  setAttribute(lay, 'data-delay', level.layDelay);
  setAttribute(lay, 'title', level.layDelay === undefined ? undefined : texts.delayTitles[level.layDelay]);
  setHidden(unmatched, !(level.unmatched > 0));
  setClass(unmatched, classes.unmatched[level.unmatchedSide === 'L' ? 'lay' : 'back']);
  setText(unmatched, level.unmatched > 0 ? formatMoney(level.unmatched) : '');
  if (painted) return;
  setHidden(bar, !(level.tradedShare > 0));
  const width = `${level.tradedShare}%`;
  if (bar.style.width !== width) bar.style.width = width;
  setText(back, formatAvailable(level.back, texts.conversionRate));
  setClass(price, classes.price[level.isLastTraded ? 'ltp' : 'plain']);
  setText(lay, formatAvailable(level.lay, texts.conversionRate));
  setText(traded, formatTraded(level.traded, texts.conversionRate));
}

export const LadderRow = memo(function LadderRow(props: LadderRowProps) {
  const { store, tick, price, top, height, texts, painted, onBet, onCancel } = props;
  const probe = useContext(RowRenderProbeContext);
  const bar = useRef<HTMLSpanElement>(null);
  const hedge = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const priceCell = useRef<HTMLDivElement>(null);
  const lay = useRef<HTMLButtonElement>(null);
  const unmatched = useRef<HTMLButtonElement>(null);
  const traded = useRef<HTMLDivElement>(null);
  // Draws the level before the row is first painted, then again each time the store says it
  // changed (the store tells only the rows whose level differs).
  useLayoutEffect(() => {
    const cells = drawnCells(bar, hedge, back, priceCell, lay, unmatched, traded);
    if (cells === undefined) return undefined;
    drawLevel(cells, store.level(tick), texts, painted);
    return store.subscribe(tick, () => {
      probe?.(store.runnerKey, tick);
      drawLevel(cells, store.level(tick), texts, painted);
    });
  }, [store, tick, texts, painted, probe]);
  return (
    <div className={styles['row']} style={{ top, height }} data-tick={tick}>
      <div className={styles['chartCell']}>
        <span ref={bar} className={styles['bar']} hidden />
      </div>
      <div ref={hedge} className={CELL} />
      <button
        ref={back}
        type="button"
        className={`${CELL} ${styles['back']}`}
        aria-label={texts.backAt(price)}
        onClick={(event) => onBet('BACK', price, event.timeStamp)}
      />
      <div ref={priceCell} className={classes.price.plain}>
        {price}
      </div>
      <button
        ref={lay}
        type="button"
        className={`${CELL} ${styles['lay']}`}
        aria-label={texts.layAt(price)}
        onClick={(event) => onBet('LAY', price, event.timeStamp)}
      />
      <div className={CELL}>
        <button
          ref={unmatched}
          type="button"
          className={classes.unmatched.back}
          aria-label={texts.cancelAt(price)}
          hidden
          onClick={() => onCancel(tick)}
        />
      </div>
      <div ref={traded} className={`${CELL} ${styles['traded']}`} />
    </div>
  );
});
