// A chip: a rounded label for a chosen thing (a market, a filter) with an optional remove button,
// whose label is required so it has an accessible name.
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './badge.module.css';

export interface ChipProps {
  readonly children: ReactNode;
  readonly onRemove?: () => void;
  readonly removeLabel?: string;
}

export function Chip({ children, onRemove, removeLabel }: ChipProps) {
  return (
    <span className={styles.chip}>
      {children}
      {onRemove !== undefined && removeLabel !== undefined && (
        <button
          type="button"
          className={styles.chipRemove}
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
        >
          <X aria-hidden="true" size={14} />
        </button>
      )}
    </span>
  );
}
