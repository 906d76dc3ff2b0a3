// trading-core §3 sidebarActiveRunnerId: the runner a market shows in the sidebar (chart, This
// Market header). The ladder's chart button selects it, the This Market tab shows and closes it;
// the two features never import each other, so the store lives here.
import { toggleSidebarRunner } from '@greenbook/trading';
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';

interface SidebarRunnerState {
  /** Runner key (selectionId_handicap) by market id. */
  readonly byMarket: Readonly<Record<string, string | undefined>>;
  /** trading-core §4: selecting the shown runner again toggles it off. */
  readonly toggle: (marketId: string, runnerKey: string) => void;
  readonly clear: (marketId: string) => void;
}

export const useSidebarRunnerStore = create<SidebarRunnerState>()((set) => ({
  byMarket: {},
  toggle: (marketId, runnerKey) =>
    set((state) => ({
      byMarket: { ...state.byMarket, [marketId]: toggleSidebarRunner(state.byMarket[marketId], runnerKey) },
    })),
  clear: (marketId) => set((state) => ({ byMarket: { ...state.byMarket, [marketId]: undefined } })),
}));

resetOnSignOut(useSidebarRunnerStore);

/** The runner key selected for the sidebar on this market, if any. */
export function useSidebarRunner(marketId: string): string | undefined {
  return useSidebarRunnerStore((state) => state.byMarket[marketId]);
}
