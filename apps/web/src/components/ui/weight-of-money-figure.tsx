// trading-core §5 "Weight of money display": the figure the grid and the ladder show for a runner
// (packages/trading computes it): a percentage, green above 50 %, or a dash when there is nothing to
// weigh. Fixed width and tabular figures, so '-' turning into '100%' moves nothing beside it.
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
    <span className={styles['figure']} data-tone={green ? 'green' : 'plain'} title={label}>
      {weight.text}
    </span>
  );
}
