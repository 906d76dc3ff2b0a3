// One price of the grid: a button that bets the column's side at its odd (trading-core §2; an
// empty cell bets at 1000 back / 1.01 lay).
import { memo } from 'react';
import { convertVolume, formatTradedVolume, type Side } from '@greenbook/trading';
import { useCachedTranslation } from '@/lib/i18n/cached-translation';
import styles from './grid.module.css';

export interface PriceCellProps {
  readonly side: Side;
  readonly runnerName: string;
  readonly price: number | undefined;
  readonly size: number | undefined;
  readonly best: boolean;
  /** The price the keyboard's Back or Lay key would bet (issue 21 §5). */
  readonly keyboardTarget: boolean;
  readonly conversionRate: number;
  /** `at`: the click event's timestamp (a double-click's second click is dropped, lib/market/bet-request). */
  readonly onBet: ((side: Side, price: number | undefined, at: number) => void) | undefined;
}

export const PriceCell = memo(function PriceCell({
  side,
  runnerName,
  price,
  size,
  best,
  keyboardTarget,
  conversionRate,
  onBet,
}: PriceCellProps) {
  const { t } = useCachedTranslation();
  const shownSize =
    size === undefined ? undefined : formatTradedVolume(convertVolume(size, conversionRate) ?? 0);
  const sideText = t(side === 'BACK' ? 'grid.back' : 'grid.lay');
  const label =
    price === undefined
      ? t('grid.emptyPriceButton', { side: sideText, runner: runnerName })
      : t('grid.priceButton', { side: sideText, runner: runnerName, price, size: shownSize ?? '' });
  return (
    <td className={styles.priceCell} data-side={side} data-best={best} data-keyboard-target={keyboardTarget}>
      <button
        type="button"
        aria-label={label}
        disabled={onBet === undefined}
        onClick={(event) => onBet?.(side, price, event.timeStamp)}
      >
        <span className={styles.price}>{price ?? ''}</span>
        <span className={styles.size}>{shownSize ?? ''}</span>
      </button>
    </td>
  );
});
