// trading-core §4 special confirmation, the decision shared by cash out, hedge and unlevel: open
// the dialog (confirmation on, or a profit-ratio warning to answer) or place the closing bets at
// once (each market's bets under its own lock). The closing button renders `pending` with ClosingConfirmationDialog.
import { useCallback, useState } from 'react';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { closesAtOnce, type ClosingOrder } from '../model/closing-order';
import { usePlaceClosingBets } from './use-place-closing-bets';

export interface PendingClosing {
  /** One market's closing bets; a global cash out has one order per market. */
  readonly orders: readonly ClosingOrder[];
  readonly unmatchedBetIds: readonly string[];
}

export function useClosingFlow() {
  const placeClosingBets = usePlaceClosingBets();
  const [pending, setPending] = useState<PendingClosing | undefined>(undefined);
  const start = useCallback(
    (next: PendingClosing) => {
      if (!closesAtOnce(next.orders, useSettingsStore.getState().settings)) setPending(next);
      else for (const order of next.orders) void placeClosingBets(order, []);
    },
    [placeClosingBets],
  );
  const close = useCallback(() => setPending(undefined), []);
  return { pending, start, close };
}
