// trading-core §3 client-side market state of the ladder view: ladderActiveRunners (with
// ladderActiveRunnersChangedByUser) and ladderScrollIndex, per market. The rules themselves are
// @greenbook/trading's reduceLadderSelection.
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';
import {
  EMPTY_LADDER_SELECTION,
  reduceLadderSelection,
  type LadderSelection,
  type LadderSelectionAction,
} from '@greenbook/trading';

interface LadderSelectionState {
  readonly selections: Readonly<Record<string, LadderSelection>>;
  /**
   * The ladder count each market's selection was last sized for (by the auto-selection or a
   * resize); absent until the market's initial auto-selection ran. Kept here, per market, so a
   * ladder view mounted again (Grid → Ladder) does not take itself for a resize.
   */
  readonly sizedFor: Readonly<Record<string, number>>;
  /** Bumped by 'Center ladders'; every ladder of the market scrolls to its best prices. */
  readonly scrollIndex: Readonly<Record<string, number>>;
  /** Applies one selection change; returns true when an add was refused (maximum reached). */
  readonly dispatch: (marketId: string, action: LadderSelectionAction) => boolean;
  readonly center: (marketId: string) => void;
}

export const useLadderSelectionStore = create<LadderSelectionState>()((set, get) => ({
  selections: {},
  sizedFor: {},
  scrollIndex: {},
  dispatch: (marketId, action) => {
    const current = get().selections[marketId] ?? EMPTY_LADDER_SELECTION;
    const result = reduceLadderSelection(current, action);
    set((state) => ({
      selections:
        result.selection === current
          ? state.selections
          : { ...state.selections, [marketId]: result.selection },
      sizedFor:
        action.type === 'autoSelect' || action.type === 'resize'
          ? { ...state.sizedFor, [marketId]: action.maxLadders }
          : state.sizedFor,
    }));
    return result.warning !== undefined;
  },
  center: (marketId) =>
    set((state) => ({
      scrollIndex: { ...state.scrollIndex, [marketId]: (state.scrollIndex[marketId] ?? 0) + 1 },
    })),
}));

resetOnSignOut(useLadderSelectionStore);

export function useLadderSelection(marketId: string): LadderSelection {
  return useLadderSelectionStore((state) => state.selections[marketId] ?? EMPTY_LADDER_SELECTION);
}
