// Issue 21 §5: the cancel-all shortcut (Shift+C) cancels every unmatched bet of the market on
// screen, as the This Market tab's 'CANCEL [n] UNMATCHED BETS' does, with the bets the order
// stream has at the moment of the key (none: nothing is asked).
import { useCommand } from '@/lib/commands/command-registry';
import { useLiveExchange } from '@/lib/stream/use-live';
import { useCancelBets } from '@/lib/unmatched-bets/use-cancel-bets';
import { unmatchedIds } from '../model/unmatched-ids';

export function useCancelAllCommand(marketId: string): void {
  const live = useLiveExchange();
  const cancelBets = useCancelBets();
  useCommand('cancelAll', () => void cancelBets(marketId, unmatchedIds(live.orders.markets.get(marketId))));
}
