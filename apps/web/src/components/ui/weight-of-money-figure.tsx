// trading-core §5 "Weight of money display": the figure the grid and the ladder show for a runner
// (packages/trading computes it): a percentage, green above 50 %, or a dash when there is nothing to
// weigh. A fixed box, so '-' turning into '100%' moves nothing beside it, and the figure inside it
// is laid out on its own: on a busy market it changes most frames, and a text change in a flex
// header or a grid row (which Chromium cannot lay out apart from their container) laid the whole
// page out from its root each time. Its text sits in a positioned, size-contained box instead.
import type { Ref } from 'react';
import type { WeightOfMoney } from '@greenbook/trading';
import { setAttribute, setText } from '@/lib/dom/write-in-place';
import styles from './weight-of-money-figure.module.css';

export const toneOf = (weight: WeightOfMoney): 'green' | 'plain' =>
  weight.kind === 'percent' && weight.tone === 'green' ? 'green' : 'plain';

export function WeightOfMoneyFigure({
  weight,
  label,
}: {
  readonly weight: WeightOfMoney;
  /** The tooltip naming the figure, e.g. 'Weight of money (back): 63%'. */
  readonly label: string;
}) {
  return (
    <span className={styles['box']} data-tone={toneOf(weight)} title={label}>
      <span className={styles['figure']}>{weight.text}</span>
    </span>
  );
}

/**
 * The same box, empty, for a caller that draws the figure itself with drawWeightOfMoney on every
 * change (a ladder header, redrawn from the stream without a React render).
 */
export function WeightOfMoneySlot({ ref }: { readonly ref: Ref<HTMLSpanElement> }) {
  return (
    <span ref={ref} className={styles['box']} data-tone="plain">
      <span className={styles['figure']} />
    </span>
  );
}

/** Draws a figure into a WeightOfMoneySlot, writing only what changed. */
export function drawWeightOfMoney(slot: HTMLSpanElement, weight: WeightOfMoney, label: string): void {
  setAttribute(slot, 'data-tone', toneOf(weight));
  setAttribute(slot, 'title', label);
  const figure = slot.firstElementChild;
  if (figure !== null) setText(figure, weight.text);
}
