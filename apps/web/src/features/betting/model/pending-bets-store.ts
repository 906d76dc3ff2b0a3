// trading-core §4 step 5: bets waiting for the exchange, each shown with the unmatched-bet
// animation for its length (bet delay, doubled for the small-stake plan, capped at 30 s).
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';
import type { Side } from '@greenbook/trading';

export interface PendingBet {
  readonly id: number;
  readonly marketId: string;
  readonly side: Side;
  readonly runnerName: string;
  readonly odd: number;
  readonly seconds: number;
}

interface PendingBetsState {
  readonly bets: readonly PendingBet[];
  add(bet: Omit<PendingBet, 'id'>): number;
  remove(id: number): void;
}

let nextId = 0;

export const usePendingBetsStore = create<PendingBetsState>()((set) => ({
  bets: [],
  add: (bet) => {
    nextId += 1;
    const id = nextId;
    set((state) => ({ bets: [...state.bets, { ...bet, id }] }));
    return id;
  },
  remove: (id) => set((state) => ({ bets: state.bets.filter((bet) => bet.id !== id) })),
}));

resetOnSignOut(usePendingBetsStore);
