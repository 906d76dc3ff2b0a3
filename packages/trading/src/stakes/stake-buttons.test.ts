import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHundredths, toHundredths } from '../money/decimal.js';
import {
  DEFAULT_STAKE_BUTTON_SETTINGS,
  addStakeButton,
  canAddStakeButton,
  deleteStakeButton,
  makeDefaultStake,
  repairStakeButtonSettings,
  stakeButtonOptions,
} from './stake-buttons.js';
import type { StakeButtonResult, StakeButtonSettings } from './stake-buttons.js';

const start = DEFAULT_STAKE_BUTTON_SETTINGS;

function settingsOf(result: StakeButtonResult): StakeButtonSettings {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.settings;
}

function expectInvariants(settings: StakeButtonSettings): void {
  const { stakeButtons, defaultStake } = settings;
  expect(stakeButtons.length).toBeGreaterThan(0);
  expect(stakeButtons).toContain(defaultStake);
  stakeButtons.forEach((amount, i) => {
    expect(amount).toBeGreaterThan(0);
    expect(fromHundredths(toHundredths(amount))).toBe(amount); // whole cents (amount * 100 in floats is not exact)
    if (i > 0) expect(amount).toBeGreaterThan(stakeButtons[i - 1] ?? Number.NaN); // strictly ascending = no duplicates
  });
}

describe('stake buttons (trading-core §5, §4)', () => {
  it('adds a positive amount in ascending place, rounded to 2 decimals', () => {
    expect(settingsOf(addStakeButton(start, 5)).stakeButtons).toEqual([2, 5, 10, 25]);
    expect(settingsOf(addStakeButton(start, 100)).stakeButtons).toEqual([2, 10, 25, 100]);
    expect(settingsOf(addStakeButton(start, 0.505)).stakeButtons).toEqual([0.51, 2, 10, 25]);
  });

  it('refuses zero, negatives, non-numbers and duplicates', () => {
    expect(canAddStakeButton(0)).toBe(false);
    expect(canAddStakeButton(0.004)).toBe(false); // rounds to 0.00
    expect(canAddStakeButton(0.005)).toBe(true); // rounds to 0.01
    expect(addStakeButton(start, 0)).toEqual({ ok: false, error: 'not-positive' });
    expect(addStakeButton(start, 0.004)).toEqual({ ok: false, error: 'not-positive' });
    expect(addStakeButton(start, -5)).toEqual({ ok: false, error: 'not-positive' });
    expect(addStakeButton(start, Number.NaN)).toEqual({ ok: false, error: 'not-positive' });
    expect(addStakeButton(start, 1e300)).toEqual({ ok: false, error: 'too-large' });
    expect(addStakeButton(start, 10)).toEqual({ ok: false, error: 'duplicate' });
    expect(addStakeButton(start, 9.999)).toEqual({ ok: false, error: 'duplicate' }); // 10.00 after rounding
  });

  it('makes a listed amount the default, and refuses one not listed', () => {
    expect(settingsOf(makeDefaultStake(start, 10))).toEqual({ stakeButtons: [2, 10, 25], defaultStake: 10 });
    expect(makeDefaultStake(start, 7)).toEqual({ ok: false, error: 'not-in-list' });
  });

  it('deletes; deleting the default moves it to the smallest remaining button', () => {
    expect(settingsOf(deleteStakeButton(start, 10))).toEqual({ stakeButtons: [2, 25], defaultStake: 2 });
    expect(settingsOf(deleteStakeButton(start, 2))).toEqual({ stakeButtons: [10, 25], defaultStake: 10 });
    expect(deleteStakeButton(start, 7)).toEqual({ ok: false, error: 'not-in-list' });
    expect(deleteStakeButton({ stakeButtons: [5], defaultStake: 5 }, 5)).toEqual({
      ok: false,
      error: 'last-button',
    });
  });

  it('offers Make default only on a button that is not the default', () => {
    expect(stakeButtonOptions(start, 2)).toEqual(['DELETE', 'CANCEL']);
    expect(stakeButtonOptions(start, 10)).toEqual(['MAKE_DEFAULT', 'DELETE', 'CANCEL']);
  });

  it('keeps the invariants through any sequence of changes', () => {
    const amount = fc.oneof(
      fc.integer({ min: -200, max: 5000 }).map(fromHundredths),
      fc.constantFrom(2, 10, 25),
    );
    const operation = fc.tuple(fc.constantFrom('add', 'delete', 'default'), amount);
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        let settings = start;
        for (const [kind, value] of operations) {
          const change =
            kind === 'add' ? addStakeButton : kind === 'delete' ? deleteStakeButton : makeDefaultStake;
          const result = change(settings, value);
          if (result.ok) settings = result.settings;
          expectInvariants(settings);
        }
      }),
    );
  });

  it('repairs stored settings so the invariants hold', () => {
    expect(repairStakeButtonSettings({})).toEqual({ stakeButtons: [2, 10, 25], defaultStake: 2 });
    expect(repairStakeButtonSettings({ stakeButtons: [25, 5, 5, -1, 'x'], defaultStake: 7 })).toEqual({
      stakeButtons: [5, 7, 25],
      defaultStake: 7,
    });
    expect(repairStakeButtonSettings({ stakeButtons: [3, 1], defaultStake: 0 })).toEqual({
      stakeButtons: [1, 3],
      defaultStake: 1,
    });
    expect(repairStakeButtonSettings({ stakeButtons: [], defaultStake: 4 })).toEqual({
      stakeButtons: [2, 4, 10, 25],
      defaultStake: 4,
    });
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (stakeButtons, defaultStake) => {
        expectInvariants(repairStakeButtonSettings({ stakeButtons, defaultStake }));
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.double({ min: -10, max: 1e6 })), fc.double(), (stakeButtons, defaultStake) => {
        expectInvariants(repairStakeButtonSettings({ stakeButtons, defaultStake }));
      }),
    );
  });
});
