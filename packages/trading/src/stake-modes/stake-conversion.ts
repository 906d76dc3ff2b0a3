// trading-core §4 "Stake modes": from the amount the user types (the mode value) to the stake sent
// to the exchange, and back from a stake to the mode value shown.
//
// Each mode reads the typed amount, per side, either as the STAKE itself or as the WINNINGS
// amount stake × (odd − 1) (the back profit, or the lay liability):
//
//   mode       BACK                         LAY
//   STAKE      stake                        stake
//   LIABILITY  stake (what a back risks)    stake × (odd − 1) (lay liability)
//   PROFIT     stake × (odd − 1) (profit)   stake (what a lay wins)
//   MIX        stake × (odd − 1)            stake × (odd − 1)
//
// MIX, 'Your Inverse Stake' — the spec does not define it; our reading: the stake of the
// equivalent bet on the inverse outcome. Backing X for S at o is laying "not X" at o/(o − 1) with
// stake S × (o − 1), and laying X for S is backing "not X" with stake S × (o − 1). So MIX types
// the back profit and the lay liability (it "mixes" PROFIT on the back side with LIABILITY on the
// lay side). It is also the only side/basis pairing the other three modes leave unused; the
// alternative reading "back = stake, lay = liability" would make MIX identical to LIABILITY.
//
// Arithmetic is exact: stakes and odds have 2 decimals, typed values are taken to 4 decimals, and
// everything is done in whole hundredths / ten-thousandths.
import { fromHundredths, round2, toHundredths } from '../money/decimal.js';
import { ODDS_MAX, ODDS_MIN } from '../ladder/price-ladder.js';
import {
  divideRounded,
  fromTenThousandths,
  hasAtMostTwoDecimals,
  toTenThousandths,
} from '../money/exact-units.js';
import type { Side } from '../money/side.js';
import { INVALID_STAKE_MODE_MESSAGE, isStakeMode } from './stake-mode.js';
import type { StakeMode } from './stake-mode.js';

/** trading-core §4: what a mode value measures for a side — the stake or stake × (odd − 1). */
export type StakeModeBasis = 'stake' | 'winnings';

/** trading-core §4: the table above, as a function. */
export function stakeModeBasis(mode: StakeMode, side: Side): StakeModeBasis {
  switch (mode) {
    case 'STAKE':
      return 'stake';
    case 'LIABILITY':
      return side === 'BACK' ? 'stake' : 'winnings';
    case 'PROFIT':
      return side === 'BACK' ? 'winnings' : 'stake';
    case 'MIX':
      return 'winnings';
  }
}

/** Our wording (the spec has none) for a mode value that is not a non-negative amount. */
export const INVALID_MODE_VALUE_MESSAGE = 'Invalid amount: please type a positive number.';

/** Our wording (the spec has none) for an odd the stake modes cannot use. */
export const INVALID_MODE_ODD_MESSAGE =
  'Invalid odd: it must be a price from 1.01 to 1000 with at most 2 decimals.';

/** Why a conversion failed, with the message to show. */
export interface StakeModeConversionError {
  readonly ok: false;
  readonly error: 'invalid-mode' | 'invalid-odd' | 'invalid-value';
  readonly message: string;
}

/** trading-core §4: the stake to send (2 decimals, rounded half up), or why not. */
export type StakeFromModeValue = { readonly ok: true; readonly stake: number } | StakeModeConversionError;

/**
 * trading-core §4: the mode value for a stake. `value` is exact (up to 4 decimals, so feeding it
 * back gives the same stake); `displayValue` is `value` rounded to 2 decimals for the screen.
 */
export type ModeValueFromStake =
  { readonly ok: true; readonly value: number; readonly displayValue: number } | StakeModeConversionError;

/**
 * trading-core §4: the stake sent for a typed mode value. Choices: a 'winnings' value is divided by
 * (odd − 1) and rounded half up to 2 decimals (the exchange takes 2 dp), so the mode value then
 * shown may differ from the typed one by up to 0.005 × (odd − 1); a value of 0 gives stake 0 (the
 * zero-stake refusal happens at placement).
 */
export function stakeFromModeValue(
  mode: StakeMode,
  side: Side,
  odd: number,
  value: number,
): StakeFromModeValue {
  const invalid = checkInputs(mode, odd, value);
  if (invalid !== undefined) return invalid;
  const valueUnits = toTenThousandths(value);
  if (!Number.isSafeInteger(valueUnits * 2)) return invalidValue();
  const divisor = stakeModeBasis(mode, side) === 'stake' ? 100 : toHundredths(odd) - 100;
  return { ok: true, stake: fromHundredths(divideRounded(valueUnits, divisor)) };
}

/**
 * trading-core §4: the mode value shown for a stake (taken to 2 decimals first, as it would be
 * sent). Exact: stake × (odd − 1) of 2-decimal numbers has at most 4 decimals.
 */
export function modeValueFromStake(
  mode: StakeMode,
  side: Side,
  odd: number,
  stake: number,
): ModeValueFromStake {
  const invalid = checkInputs(mode, odd, stake);
  if (invalid !== undefined) return invalid;
  const stakeHundredths = toHundredths(stake);
  if (!Number.isSafeInteger(stakeHundredths * 100000)) return invalidValue();
  const multiplier = stakeModeBasis(mode, side) === 'stake' ? 100 : toHundredths(odd) - 100;
  const value = fromTenThousandths(stakeHundredths * multiplier);
  return { ok: true, value, displayValue: round2(value) };
}

function checkInputs(mode: StakeMode, odd: number, amount: number): StakeModeConversionError | undefined {
  if (!isStakeMode(mode)) return { ok: false, error: 'invalid-mode', message: INVALID_STAKE_MODE_MESSAGE };
  if (!hasAtMostTwoDecimals(odd) || odd < ODDS_MIN || odd > ODDS_MAX) {
    return { ok: false, error: 'invalid-odd', message: INVALID_MODE_ODD_MESSAGE };
  }
  if (!Number.isFinite(amount) || amount < 0) return invalidValue();
  return undefined;
}

function invalidValue(): StakeModeConversionError {
  return { ok: false, error: 'invalid-value', message: INVALID_MODE_VALUE_MESSAGE };
}
