// trading-core §4 special confirmation: after closing bets are sent, the market's closing buttons
// (cash out, hedge, unlevel) stay disabled for the cash-out animation. The lock is taken before
// anything is sent, so a double click sends one set of closing bets.
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';

interface ClosingLockState {
  readonly locked: Readonly<Record<string, true>>;
  /** Locks the market's closing buttons for `ms`; false when they were locked already. */
  readonly lock: (marketId: string, ms: number) => boolean;
}

export const useClosingLockStore = create<ClosingLockState>()((set, get) => ({
  locked: {},
  lock: (marketId, ms) => {
    if (get().locked[marketId] === true) return false;
    set((state) => ({ locked: { ...state.locked, [marketId]: true } }));
    setTimeout(() => {
      set((state) => {
        const { [marketId]: _released, ...rest } = state.locked;
        return { locked: rest };
      });
    }, ms);
    return true;
  },
}));

resetOnSignOut(useClosingLockStore);
