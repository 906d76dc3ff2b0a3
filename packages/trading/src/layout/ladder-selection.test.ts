import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LADDER_SELECTION,
  maxLaddersWarning,
  reduceLadderSelection,
  toggleSidebarRunner,
  type LadderCandidate,
  type LadderSelection,
  type LadderSelectionAction,
} from './ladder-selection.js';

const runners: LadderCandidate[] = [
  { runnerId: 'a', sortPriority: 1, odds: 4.5 },
  { runnerId: 'b', sortPriority: 2, odds: 2.1 },
  { runnerId: 'c', sortPriority: 3, odds: 8 },
  { runnerId: 'd', sortPriority: 4, odds: 3.2 },
  { runnerId: 'e', sortPriority: 5 },
];

const selection = (ids: string[], changedByUser = false): LadderSelection => ({
  slots: ids.map((runnerId, index) => ({ runnerId, ladderNumber: index + 1 })),
  changedByUser,
});

const ids = (state: LadderSelection) => state.slots.map((slot) => slot.runnerId);

describe('ladder selection (trading-core §4)', () => {
  it('has the spec warning text', () => {
    expect(maxLaddersWarning(2)).toBe(
      'Reached maximum ladders for this screen size: 2 Please deselect some ladder before choosing a new one.',
    );
  });

  it('adds and removes on toggle, renumbering from 1 and marking the user change', () => {
    const added = reduceLadderSelection(selection(['a', 'b']), {
      type: 'toggle',
      runnerId: 'c',
      maxLadders: 3,
    });
    expect(added).toEqual({ selection: selection(['a', 'b', 'c'], true) });
    const removed = reduceLadderSelection(added.selection, { type: 'toggle', runnerId: 'a', maxLadders: 3 });
    expect(removed.selection.slots).toEqual([
      { runnerId: 'b', ladderNumber: 1 },
      { runnerId: 'c', ladderNumber: 2 },
    ]);
  });

  it('refuses to add beyond the maximum with the warning', () => {
    const full = selection(['a', 'b']);
    expect(reduceLadderSelection(full, { type: 'toggle', runnerId: 'c', maxLadders: 2 })).toEqual({
      selection: full,
      warning: maxLaddersWarning(2),
    });
    // Removing is always allowed, even above the maximum.
    expect(
      ids(reduceLadderSelection(full, { type: 'toggle', runnerId: 'a', maxLadders: 1 }).selection),
    ).toEqual(['b']);
  });

  it('swaps a ladder runner, exchanging places when the new runner already has a ladder', () => {
    const start = selection(['a', 'b', 'c']);
    expect(
      ids(reduceLadderSelection(start, { type: 'swap', fromRunnerId: 'b', toRunnerId: 'e' }).selection),
    ).toEqual(['a', 'e', 'c']);
    const exchanged = reduceLadderSelection(start, {
      type: 'swap',
      fromRunnerId: 'a',
      toRunnerId: 'c',
    }).selection;
    expect(exchanged).toEqual(selection(['c', 'b', 'a'], true));
    expect(reduceLadderSelection(start, { type: 'swap', fromRunnerId: 'x', toRunnerId: 'e' }).selection).toBe(
      start,
    );
  });

  it('on resize trims to the new count or fills free slots by sort priority', () => {
    const three = selection(['d', 'b', 'c'], true);
    expect(reduceLadderSelection(three, { type: 'resize', maxLadders: 2, runners }).selection).toEqual(
      selection(['d', 'b'], true),
    );
    // Growing to 4: d, b, c kept; the first unselected runner by priority is a.
    expect(ids(reduceLadderSelection(three, { type: 'resize', maxLadders: 4, runners }).selection)).toEqual([
      'd',
      'b',
      'c',
      'a',
    ]);
    // A runner no longer offered (removed) leaves its slot to the next by priority.
    const withoutB = runners.filter((runner) => runner.runnerId !== 'b');
    expect(
      ids(reduceLadderSelection(three, { type: 'resize', maxLadders: 3, runners: withoutB }).selection),
    ).toEqual(['d', 'c', 'a']);
    // Fewer runners than ladders: every runner gets one.
    expect(
      ids(
        reduceLadderSelection(EMPTY_LADDER_SELECTION, {
          type: 'resize',
          maxLadders: 4,
          runners: runners.slice(0, 2),
        }).selection,
      ),
    ).toEqual(['a', 'b']);
  });

  it('auto-selects the lowest odds up to the ladder count, unless the user chose', () => {
    // Odds: b 2.1, d 3.2, a 4.5, c 8, e unknown.
    expect(
      reduceLadderSelection(EMPTY_LADDER_SELECTION, { type: 'autoSelect', maxLadders: 3, runners }),
    ).toEqual({
      selection: selection(['b', 'd', 'a']),
    });
    expect(
      ids(
        reduceLadderSelection(EMPTY_LADDER_SELECTION, {
          type: 'autoSelect',
          maxLadders: 4,
          runners: [
            { runnerId: 'x', sortPriority: 2 },
            { runnerId: 'y', sortPriority: 1, odds: Number.NaN },
            { runnerId: 'z', sortPriority: 3, odds: 1000 },
          ],
        }).selection,
      ),
    ).toEqual(['z', 'y', 'x']);
    const chosen = selection(['c'], true);
    expect(reduceLadderSelection(chosen, { type: 'autoSelect', maxLadders: 3, runners }).selection).toBe(
      chosen,
    );
  });

  it('toggles the sidebar runner off when selected again', () => {
    expect(toggleSidebarRunner(undefined, 'a')).toBe('a');
    expect(toggleSidebarRunner('a', 'b')).toBe('b');
    expect(toggleSidebarRunner('a', 'a')).toBeUndefined();
  });

  it('keeps ladders unique, numbered 1..n and within the maximum of any add', () => {
    const runnerId = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const max = fc.integer({ min: 1, max: 4 });
    const action: fc.Arbitrary<LadderSelectionAction> = fc.oneof(
      fc.record({ type: fc.constant('toggle' as const), runnerId, maxLadders: max }),
      fc.record({ type: fc.constant('swap' as const), fromRunnerId: runnerId, toRunnerId: runnerId }),
      fc.record({
        type: fc.constant('resize' as const),
        maxLadders: max,
        runners: fc.shuffledSubarray(runners),
      }),
      fc.record({
        type: fc.constant('autoSelect' as const),
        maxLadders: max,
        runners: fc.shuffledSubarray(runners),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = EMPTY_LADDER_SELECTION;
        for (const next of actions) {
          const before = state.slots.length;
          const result = reduceLadderSelection(state, next);
          state = result.selection;
          expect(state.slots.map((slot) => slot.ladderNumber)).toEqual(
            state.slots.map((_, index) => index + 1),
          );
          expect(new Set(ids(state)).size).toBe(state.slots.length);
          if (next.type === 'toggle' || next.type === 'resize' || next.type === 'autoSelect') {
            if (state.slots.length > before) expect(state.slots.length).toBeLessThanOrEqual(next.maxLadders);
          }
          if (next.type === 'toggle' && result.warning !== undefined)
            expect(before).toBeGreaterThanOrEqual(next.maxLadders);
        }
      }),
    );
  });
});
