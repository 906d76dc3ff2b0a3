// Where the trader is in the Sports List (trading-core §2): the trail of nodes from 'See all
// sports' down to the level shown. Kept in memory for the session, not persisted (the spec lists
// no such setting), so the place survives moving between pages, whose sidebars are separate
// mounts; sign-out resets it.
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';
import type { NavigationNode } from './navigation-nodes';

interface SportsListState {
  /** Empty: the list of sports. Otherwise the last node's children are shown. */
  readonly trail: readonly NavigationNode[];
  /** Descends into a child of the level shown. */
  readonly open: (node: NavigationNode) => void;
  /** Goes back up to the breadcrumb at this index (its children shown again). */
  readonly goUpTo: (index: number) => void;
  readonly showAllSports: () => void;
}

export const useSportsListStore = create<SportsListState>()((set) => ({
  trail: [],
  open: (node) => set((state) => ({ trail: [...state.trail, node] })),
  goUpTo: (index) => set((state) => ({ trail: state.trail.slice(0, index + 1) })),
  showAllSports: () => set({ trail: [] }),
}));

resetOnSignOut(useSportsListStore);
