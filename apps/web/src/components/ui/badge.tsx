// A small status label (counters, market status, SUPER): text in a tone, figures tabular.
import type { ComponentProps } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'win' | 'lose' | 'warning' | 'back' | 'lay';

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { readonly tone?: BadgeTone }) {
  return (
    <span
      className={[styles.badge, tone === 'neutral' ? '' : styles[tone], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
