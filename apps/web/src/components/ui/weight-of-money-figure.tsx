// trading-core §5 "Weight of money display": the figure the grid and the ladder show for a runner
// (packages/trading computes it): a percentage, green above 50 %, or a dash when there is nothing to
// weigh. A fixed box, so '-' turning into '100%' moves nothing beside it, and the figure inside it
// is laid out on its own: on a busy market it changes most frames, and a text change in a flex
// header or a grid row (which Chromium cannot lay out apart from their container) laid the whole
// page out from its root each time. Its text sits in a positioned, size-contained box instead.
import type { WeightOfMoney } from '@greenbook/trading';
import styles from './weight-of-money-figure.module.css';

export function WeightOfMoneyFigure({
  weight,
  label,
}: {
  readonly weight: WeightOfMoney;
  /** The tooltip naming the figure, e.g. 'Weight of money (back): 63%'. */
  readonly label: string;
}) {
  const green = weight.kind === 'percent' && weight.tone === 'green';
  return (
    <span className={styles['box']} data-tone={green ? 'green' : 'plain'} title={label}>
      <span className={styles['figure']}>{weight.text}</span>
    </span>
  );
}
