// trading-core §2 Grid/Ladder view selector: which view the market page shows (kept for the
// session; the spec does not persist it).
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';

export type MarketView = 'grid' | 'ladder';

interface MarketViewState {
  readonly view: MarketView;
  readonly setView: (view: MarketView) => void;
}

export const useMarketViewStore = create<MarketViewState>()((set) => ({
  view: 'grid',
  setView: (view) => set({ view }),
}));

resetOnSignOut(useMarketViewStore);
