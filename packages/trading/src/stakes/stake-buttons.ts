// trading-core §5 "Add stake amount" and §4 stake-button options (Make default, Delete, Cancel).
// Invariants kept by every function here: the list holds distinct positive 2-decimal amounts,
// sorted ascending, never empty, and the default stake is always one of them.
import { round2, toHundredths } from '../money/decimal.js';
import { DEFAULT_STAKE, DEFAULT_STAKE_BUTTONS } from './stake-input.js';

/** trading-core §3 persisted settings stakeButtons + defaultStake, seen together. */
export interface StakeButtonSettings {
  readonly stakeButtons: readonly number[];
  readonly defaultStake: number;
}

/** trading-core §9: settings of a new user (buttons 2, 10, 25; default 2). */
export const DEFAULT_STAKE_BUTTON_SETTINGS: StakeButtonSettings = {
  stakeButtons: DEFAULT_STAKE_BUTTONS,
  defaultStake: DEFAULT_STAKE,
};

/** Why a stake-button change was refused. */
export type StakeButtonError = 'not-positive' | 'too-large' | 'duplicate' | 'not-in-list' | 'last-button';

/** trading-core §5: outcome of a stake-button change; on success the new settings. */
export type StakeButtonResult =
  | { readonly ok: true; readonly settings: StakeButtonSettings }
  | { readonly ok: false; readonly error: StakeButtonError };

/**
 * trading-core §5: the "add stake amount" button is enabled only for an amount above 0 (after 2-dp
 * rounding). Choice: amounts too large to count in exact pennies (above about 90 trillion) are refused too.
 */
export function canAddStakeButton(value: number): boolean {
  return Number.isFinite(value) && round2(value) > 0 && Number.isSafeInteger(toHundredths(value));
}

/** trading-core §5: adds an amount (rounded to 2 decimals); duplicates are refused; the list stays ascending. */
export function addStakeButton(settings: StakeButtonSettings, value: number): StakeButtonResult {
  if (!Number.isFinite(value) || round2(value) <= 0) return { ok: false, error: 'not-positive' };
  if (!canAddStakeButton(value)) return { ok: false, error: 'too-large' };
  const amount = round2(value);
  if (settings.stakeButtons.includes(amount)) return { ok: false, error: 'duplicate' };
  return {
    ok: true,
    settings: { ...settings, stakeButtons: sortAscending([...settings.stakeButtons, amount]) },
  };
}

/**
 * trading-core §4: "Delete" on a stake button (the spec offers Delete on the default stake too).
 * Choices: deleting the default moves the default to the smallest remaining button (the least
 * money at risk); deleting the last remaining button is refused, so a default always exists.
 */
export function deleteStakeButton(settings: StakeButtonSettings, value: number): StakeButtonResult {
  if (!settings.stakeButtons.includes(value)) return { ok: false, error: 'not-in-list' };
  const stakeButtons = settings.stakeButtons.filter((amount) => amount !== value);
  const smallest = stakeButtons[0];
  if (smallest === undefined) return { ok: false, error: 'last-button' };
  const defaultStake = settings.defaultStake === value ? smallest : settings.defaultStake;
  return { ok: true, settings: { stakeButtons, defaultStake } };
}

/** trading-core §4: "Make default" on a stake button; only an amount already in the list can be the default. */
export function makeDefaultStake(settings: StakeButtonSettings, value: number): StakeButtonResult {
  if (!settings.stakeButtons.includes(value)) return { ok: false, error: 'not-in-list' };
  return { ok: true, settings: { ...settings, defaultStake: value } };
}

/** trading-core §4: options a stake-button selection offers; the default stake offers no "Make default". */
export function stakeButtonOptions(
  settings: StakeButtonSettings,
  value: number,
): ReadonlyArray<'MAKE_DEFAULT' | 'DELETE' | 'CANCEL'> {
  return value === settings.defaultStake ? ['DELETE', 'CANCEL'] : ['MAKE_DEFAULT', 'DELETE', 'CANCEL'];
}

/**
 * trading-core §3/§5: repairs stored settings (local or remote copies may be old or hand-edited)
 * so the invariants above hold. Choices: non-positive or non-numeric amounts are dropped, the rest
 * rounded to 2 decimals, de-duplicated and sorted; a valid default missing from the list is added
 * to it; an empty list or an invalid default falls back to the factory values (buttons 2, 10, 25
 * and default 2, or the smallest button when the list survived).
 */
export function repairStakeButtonSettings(stored: {
  stakeButtons?: unknown;
  defaultStake?: unknown;
}): StakeButtonSettings {
  const raw = Array.isArray(stored.stakeButtons) ? (stored.stakeButtons as unknown[]) : [];
  const amounts = raw.filter(
    (amount): amount is number => typeof amount === 'number' && canAddStakeButton(amount),
  );
  const buttons = sortAscending([...new Set(amounts.map(round2))]);
  const storedDefault =
    typeof stored.defaultStake === 'number' && canAddStakeButton(stored.defaultStake)
      ? round2(stored.defaultStake)
      : undefined;
  const smallest = buttons[0];
  if (smallest === undefined) {
    const defaultStake = storedDefault ?? DEFAULT_STAKE;
    return {
      stakeButtons: sortAscending([...new Set([...DEFAULT_STAKE_BUTTONS, defaultStake])]),
      defaultStake,
    };
  }
  if (storedDefault === undefined) return { stakeButtons: buttons, defaultStake: smallest };
  return {
    stakeButtons: sortAscending([...new Set([...buttons, storedDefault])]),
    defaultStake: storedDefault,
  };
}

function sortAscending(amounts: readonly number[]): number[] {
  return [...amounts].sort((a, b) => a - b);
}
