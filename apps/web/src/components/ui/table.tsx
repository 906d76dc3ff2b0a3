// A data table: captioned for screen readers, scrolls sideways inside its own box on a narrow
// screen instead of widening the page, numbers right-aligned in tabular figures.
import type { ComponentProps } from 'react';
import hiddenStyles from './visually-hidden.module.css';
import styles from './table.module.css';

export function Table({
  caption,
  hideCaption,
  children,
  ...props
}: ComponentProps<'table'> & { readonly caption: string; readonly hideCaption?: boolean }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table} {...props}>
        <caption className={hideCaption === true ? hiddenStyles.hidden : undefined}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A cell holding a number: right-aligned, every figure the same width. */
export function NumericCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={[styles.numeric, className].filter(Boolean).join(' ')} {...props} />;
}
