// trading-core §4 special confirmation, the decision shared by cash out, hedge and unlevel: open
// the dialog (confirmation on, or a profit-ratio warning to answer) or place the closing bets at
// once. The closing button renders `pending` with ClosingConfirmationDialog.
import { useCallback, useState } from 'react';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { closesAtOnce, type ClosingOrder } from '../model/closing-order';
import { usePlaceClosingBets } from './use-place-closing-bets';

export interface PendingClosing {
  readonly order: ClosingOrder;
  readonly unmatchedBetIds: readonly string[];
}

export function useClosingFlow() {
  const placeClosingBets = usePlaceClosingBets();
  const [pending, setPending] = useState<PendingClosing | undefined>(undefined);
  const start = useCallback(
    (next: PendingClosing) => {
      if (closesAtOnce(next.order, useSettingsStore.getState().settings))
        void placeClosingBets(next.order, []);
      else setPending(next);
    },
    [placeClosingBets],
  );
  const close = useCallback(() => setPending(undefined), []);
  return { pending, start, close };
}
