// trading-core §4 special confirmation, "Confirm": cancel the chosen unmatched bets first, then
// place every closing bet through the ordinary placement (toasts, animation, small-stake plan).
// If the cancel fails nothing is placed: the unmatched bets could still match on top of the
// closing bets and reopen the position the trader meant to close (the cancel failure toast shows).
// The dialog may have stayed open a while: a market that closed, stopped trading or lost its fresh
// prices since ends with the spec's 'Error when trying to Cash Out…' and no bet. Each closing bet
// gets an execution receipt (issue 21 §2) clocked from the Confirm click (or the button's, without
// confirmation), at the price it was worked out at: the cancel before it is part of its latency.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { closingBetsAutoOptionsWarning } from '@greenbook/trading';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { useLiveExchange } from '@/lib/stream/use-live';
import { notify } from '@/lib/toasts/notify';
import { useCancelBets } from '@/lib/unmatched-bets/use-cancel-bets';
import type { ClosingOrder } from '../model/closing-order';
import { useClosingLockStore } from '../model/closing-lock-store';
import { marketCashoutRecord } from '@/lib/stream/market-cashout-record';
import { usePlaceBet } from './use-place-bet';

/** Sends a closing order once; resolves false when the market was locked or the cancel failed. */
export type PlaceClosingBets = (order: ClosingOrder, cancelBetIds: readonly string[]) => Promise<boolean>;

export function usePlaceClosingBets(): PlaceClosingBets {
  const placeBet = usePlaceBet();
  const cancelBets = useCancelBets();
  const live = useLiveExchange();
  const { t } = useTranslation();
  return useCallback(
    async (order, cancelBetIds) => {
      const clickedAt = performance.now();
      if (marketCashoutRecord(live, order.marketId)?.isOpenForBetting !== true) {
        notify('error', t('closing.unavailable'), { bet: true });
        return false;
      }
      if (!useClosingLockStore.getState().lock(order.marketId, order.animationMs)) return false;
      // trading-core §5/§8: auto bets never attach to closing bets; say so when they are on.
      const { tickOffset, stopLoss } = useSettingsStore.getState().settings.autoOptions;
      const autoWarning = closingBetsAutoOptionsWarning({
        tickOffsetActive: tickOffset.active,
        stopLossActive: stopLoss.active,
      });
      if (autoWarning !== undefined) notify('warning', t('closing.autoBetsNotForClosing'));
      if (!(await cancelBets(order.marketId, cancelBetIds))) return false;
      await Promise.all(
        order.bets.map((bet) =>
          placeBet(bet, { closing: true, click: { at: clickedAt, price: bet.ticket.odd } }),
        ),
      );
      return true;
    },
    [cancelBets, live, placeBet, t],
  );
}
