// Grey placeholder rows while a page or list loads: one status for screen readers (the label),
// the rows themselves hidden from them.
import styles from './skeleton.module.css';

export function SkeletonRows({ label, rows = 6 }: { readonly label: string; readonly rows?: number }) {
  return (
    <div role="status" aria-label={label} className={styles.rows}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className={styles.row} />
      ))}
    </div>
  );
}
