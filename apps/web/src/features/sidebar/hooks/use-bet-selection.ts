// trading-core §2 "Bet selection": checkboxes select single bets or groups of them. Only the bets
// still available (unmatched and listed) count: a bet that matched or was cancelled drops out by
// itself, and one hidden by a runner filter is not counted while it is hidden.
import { useCallback, useMemo, useState } from 'react';

export interface BetSelection {
  /** Selected bet ids that are still listed. */
  readonly selected: ReadonlySet<string>;
  readonly isSelected: (betId: string) => boolean;
  /** True when every one of these bets is selected. */
  readonly allSelected: (betIds: readonly string[]) => boolean;
  readonly toggle: (betId: string) => void;
  /** Selects all of these, or clears them when all were selected. */
  readonly toggleAll: (betIds: readonly string[]) => void;
  readonly clear: () => void;
}

export function useBetSelection(available: readonly string[]): BetSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => new Set(available.filter((id) => chosen.has(id))), [available, chosen]);
  const allSelected = useCallback(
    (betIds: readonly string[]) => betIds.length > 0 && betIds.every((id) => selected.has(id)),
    [selected],
  );
  const toggle = useCallback(
    (betId: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(betId)) next.delete(betId);
        else next.add(betId);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    (betIds: readonly string[]) =>
      setChosen((current) => {
        const next = new Set(current);
        const every = betIds.every((id) => current.has(id));
        for (const id of betIds) {
          if (every) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setChosen(new Set()), []);
  return { selected, isSelected: (betId) => selected.has(betId), allSelected, toggle, toggleAll, clear };
}
