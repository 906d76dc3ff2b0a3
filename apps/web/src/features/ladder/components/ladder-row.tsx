// One price row of a ladder: Chart, Hedge, BACK, Last Traded Price, LAY, Unmatched, Traded
// (trading-core §2). It subscribes to its own price level only, so it re-renders when that level
// changes and never because another price moved.
import { memo, useContext } from 'react';
import type { Side } from '@greenbook/trading';
import { useLadderLevel } from '../hooks/use-level-store';
import type { LadderLevelStore } from '../model/ladder-levels';
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
  /** `at`: the click event's timestamp (a double-click's second click is dropped, lib/market/bet-request). */
  readonly onBet: (side: Side, price: number, at: number) => void;
  readonly onCancel: (tick: number) => void;
}

export const LadderRow = memo(function LadderRow(props: LadderRowProps) {
  const { store, tick, price, top, height, texts, onBet, onCancel } = props;
  const level = useLadderLevel(store, tick);
  useContext(RowRenderProbeContext)?.(store.runnerKey, tick);
  const hedgeClass = level.hedge === undefined ? '' : level.hedge >= 0 ? styles['win'] : styles['lose'];
  return (
    <div className={styles['row']} style={{ top, height }} data-tick={tick}>
      <div className={styles['chartCell']}>
        {level.tradedShare > 0 && (
          <span className={styles['bar']} style={{ width: `${level.tradedShare}%` }} />
        )}
      </div>
      <div className={`${styles['cell']} ${hedgeClass}`}>
        {level.hedge === undefined ? '' : formatMoney(level.hedge)}
      </div>
      <button
        type="button"
        className={`${styles['cell']} ${styles['back']}`}
        aria-label={texts.backAt(price)}
        data-delay={level.backDelay}
        title={level.backDelay === undefined ? undefined : texts.delayTitles[level.backDelay]}
        onClick={(event) => onBet('BACK', price, event.timeStamp)}
      >
        {formatAvailable(level.back, texts.conversionRate)}
      </button>
      <div className={`${styles['cell']} ${styles['price']} ${level.isLastTraded ? styles['ltp'] : ''}`}>
        {price}
      </div>
      <button
        type="button"
        className={`${styles['cell']} ${styles['lay']}`}
        aria-label={texts.layAt(price)}
        data-delay={level.layDelay}
        title={level.layDelay === undefined ? undefined : texts.delayTitles[level.layDelay]}
        onClick={(event) => onBet('LAY', price, event.timeStamp)}
      >
        {formatAvailable(level.lay, texts.conversionRate)}
      </button>
      <div className={styles['cell']}>
        {level.unmatched > 0 && (
          <button
            type="button"
            className={`${styles['unmatched']} ${level.unmatchedSide === 'L' ? styles['lay'] : styles['back']}`}
            aria-label={texts.cancelAt(price)}
            onClick={() => onCancel(tick)}
          >
            {formatMoney(level.unmatched)}
          </button>
        )}
      </div>
      <div className={`${styles['cell']} ${styles['traded']}`}>
        {formatTraded(level.traded, texts.conversionRate)}
      </div>
    </div>
  );
});
