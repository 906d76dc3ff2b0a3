// The bulk-selection checkbox of the sidebar's bet lists (trading-core 'Bet selection'): it
// selects every bet of a group — the whole list, or one market's — or clears them all.
import type { ReactNode } from 'react';
import type { BetSelection } from '../hooks/use-bet-selection';
import styles from './this-market.module.css';

export function SelectGroupCheckbox({
  selection,
  ids,
  label,
  accessibleName,
}: {
  readonly selection: BetSelection;
  readonly ids: readonly string[];
  readonly label: ReactNode;
  /** A fuller name than the visible label, when the label alone is ambiguous. */
  readonly accessibleName?: string;
}) {
  return (
    <label className={styles['selectListed']}>
      <input
        type="checkbox"
        checked={selection.allSelected(ids)}
        onChange={() => selection.toggleAll(ids)}
        aria-label={accessibleName}
      />
      {label}
    </label>
  );
}
