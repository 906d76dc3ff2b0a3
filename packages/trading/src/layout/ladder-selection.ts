// trading-core §4 "Ladder selection": which runners have a ladder, and in which order.

/** trading-core §3: a runner key (selectionId, or selectionId_handicap on handicap markets); same as positions/ RunnerKey. */
export type LadderRunnerKey = string;

/** trading-core §4: a runner shown in ladder number `ladderNumber` (1 = first ladder). */
export interface LadderSlot {
  runnerId: LadderRunnerKey;
  ladderNumber: number;
}

/** trading-core §3 ladderActiveRunners / ladderActiveRunnersChangedByUser. */
export interface LadderSelection {
  /** Slots by ascending ladder number, numbered 1..n without gaps. */
  slots: readonly LadderSlot[];
  /** Set when the user changed the selection by hand; auto-selection then leaves it alone. */
  changedByUser: boolean;
}

/** trading-core §4: a runner that may get a ladder; odds = its current price (lower = favourite). */
export interface LadderCandidate {
  runnerId: LadderRunnerKey;
  sortPriority: number;
  /** The runner's best back price, or last traded price when there is none; absent when unknown. */
  odds?: number | undefined;
}

/** trading-core §4: the changes a ladder selection goes through. */
export type LadderSelectionAction =
  /** Ladder options: add the runner, or remove it when it already has a ladder. */
  | { type: 'toggle'; runnerId: LadderRunnerKey; maxLadders: number }
  /** A ladder's runner selector: `toRunnerId` takes the ladder of `fromRunnerId`. */
  | { type: 'swap'; fromRunnerId: LadderRunnerKey; toRunnerId: LadderRunnerKey }
  /** Screen resize (or runners changed): trim to the new count and fill missing slots. */
  | { type: 'resize'; maxLadders: number; runners: readonly LadderCandidate[] }
  /** Market load: the lowest-odds runners, unless the user already chose. */
  | { type: 'autoSelect'; maxLadders: number; runners: readonly LadderCandidate[] };

/** trading-core §4: the new selection and, when an add was refused, the warning to toast. */
export interface LadderSelectionResult {
  selection: LadderSelection;
  warning?: string;
}

/** trading-core §8: the warning when adding beyond the maximum; {n} is the maximum. */
export const MAX_LADDERS_WARNING_TEMPLATE =
  'Reached maximum ladders for this screen size: {n} Please deselect some ladder before choosing a new one.';

/** trading-core §8: the max-ladders warning with the screen's maximum filled in. */
export function maxLaddersWarning(maxLadders: number): string {
  return MAX_LADDERS_WARNING_TEMPLATE.replace('{n}', String(maxLadders));
}

/** trading-core §4: no ladders yet, not changed by the user. */
export const EMPTY_LADDER_SELECTION: LadderSelection = { slots: [], changedByUser: false };

/**
 * trading-core §4 "Ladder selection":
 * - toggle removes a selected runner, or adds one at the end while under the maximum; beyond it
 *   the selection is unchanged and the warning is returned. Either change sets changedByUser.
 * - swap puts another runner in a ladder; if that runner already had a ladder the two exchange
 *   places. Sets changedByUser.
 * - resize drops runners no longer offered, keeps the first `maxLadders` ladders and fills free
 *   slots with unselected runners by ascending sortPriority. changedByUser is kept.
 * - autoSelect (ignored once changedByUser) picks the lowest-odds runners up to the maximum,
 *   favourite first; runners without a usable price (not finite, ≤ 1) come last; ties go by
 *   sortPriority.
 * Every result is renumbered from 1. A maximum that is not a whole number ≥ 1 counts as 1.
 */
export function reduceLadderSelection(
  state: LadderSelection,
  action: LadderSelectionAction,
): LadderSelectionResult {
  const current = state.slots.map((slot) => slot.runnerId);
  switch (action.type) {
    case 'toggle': {
      if (current.includes(action.runnerId)) {
        return {
          selection: numbered(
            current.filter((id) => id !== action.runnerId),
            true,
          ),
        };
      }
      const max = usableMax(action.maxLadders);
      if (current.length >= max) return { selection: state, warning: maxLaddersWarning(max) };
      return { selection: numbered([...current, action.runnerId], true) };
    }
    case 'swap': {
      const from = current.indexOf(action.fromRunnerId);
      if (from < 0 || action.fromRunnerId === action.toRunnerId) return { selection: state };
      const to = current.indexOf(action.toRunnerId);
      const next = [...current];
      next[from] = action.toRunnerId;
      if (to >= 0) next[to] = action.fromRunnerId;
      return { selection: numbered(next, true) };
    }
    case 'resize': {
      const max = usableMax(action.maxLadders);
      const offered = new Set(action.runners.map((runner) => runner.runnerId));
      const kept = current.filter((id) => offered.has(id)).slice(0, max);
      const fill = byPriority(action.runners)
        .map((runner) => runner.runnerId)
        .filter((id) => !kept.includes(id));
      return { selection: numbered([...kept, ...fill].slice(0, max), state.changedByUser) };
    }
    case 'autoSelect': {
      if (state.changedByUser) return { selection: state };
      const picked = byOdds(action.runners)
        .slice(0, usableMax(action.maxLadders))
        .map((runner) => runner.runnerId);
      return { selection: numbered(picked, false) };
    }
  }
}

/** trading-core §2/§4: the sidebar's runner: selecting the shown runner again clears it. */
export function toggleSidebarRunner(
  current: LadderRunnerKey | undefined,
  selected: LadderRunnerKey,
): LadderRunnerKey | undefined {
  return current === selected ? undefined : selected;
}

function numbered(runnerIds: readonly LadderRunnerKey[], changedByUser: boolean): LadderSelection {
  const unique = [...new Set(runnerIds)];
  return { slots: unique.map((runnerId, index) => ({ runnerId, ladderNumber: index + 1 })), changedByUser };
}

function usableMax(maxLadders: number): number {
  return Number.isInteger(maxLadders) && maxLadders >= 1 ? maxLadders : 1;
}

function byPriority(runners: readonly LadderCandidate[]): LadderCandidate[] {
  return runners
    .map((runner, index) => ({ runner, index }))
    .sort((a, b) => a.runner.sortPriority - b.runner.sortPriority || a.index - b.index)
    .map(({ runner }) => runner);
}

function byOdds(runners: readonly LadderCandidate[]): LadderCandidate[] {
  const price = (runner: LadderCandidate): number =>
    runner.odds !== undefined && Number.isFinite(runner.odds) && runner.odds > 1 ? runner.odds : Infinity;
  return byPriority(runners).sort((a, b) => {
    const pa = price(a);
    const pb = price(b);
    return pa === pb ? 0 : pa - pb;
  });
}
