// A small status label (counters, market status, SUPER): text in a tone, figures tabular.
import type { ComponentProps } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'win' | 'lose' | 'warning' | 'back' | 'lay';

/**
 * `label` names a badge whose visible text is an abbreviation (U 3 = 'Unmatched bets: 3'): it is
 * then one labelled image to assistive technology, as a bare span may not carry a name (ARIA), and
 * shows the label as its tooltip.
 */
export function Badge({
  tone = 'neutral',
  label,
  className,
  ...props
}: Omit<ComponentProps<'span'>, 'aria-label' | 'title' | 'role'> & {
  readonly tone?: BadgeTone;
  readonly label?: string;
}) {
  return (
    <span
      className={[styles.badge, tone === 'neutral' ? '' : styles[tone], className].filter(Boolean).join(' ')}
      {...(label === undefined ? {} : { role: 'img', 'aria-label': label, title: label })}
      {...props}
    />
  );
}
