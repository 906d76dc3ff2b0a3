// trading-core §5 "Stake" (confirmation stake input and custom stake field) and §9 constants.
import { fromHundredths, round2, toHundredths } from '../money/decimal.js';

/** trading-core §9: default stake of a new user (persisted setting defaultStake). */
export const DEFAULT_STAKE = 2;

/** trading-core §9: preset stake buttons of a new user (persisted setting stakeButtons). */
export const DEFAULT_STAKE_BUTTONS: readonly number[] = [2, 10, 25];

/** trading-core §5/§9: smallest stake the confirmation stake input takes. */
export const STAKE_INPUT_MIN = 2;

/** trading-core §5/§9: granularity of a stake (the exchange takes 2 decimals). */
export const STAKE_STEP = 0.01;

/** trading-core §5: amount the plus/minus buttons add or take away. */
export const STAKE_PLUS_MINUS_STEP = 1;

/** Why a typed stake was not taken. */
export type StakeInputError = 'not-a-number' | 'negative' | 'below-minimum';

/** trading-core §5: a stake input outcome; `minimum` is set for 'below-minimum'. */
export type StakeInputResult =
  | { readonly ok: true; readonly stake: number }
  | { readonly ok: false; readonly error: StakeInputError; readonly minimum?: number };

/**
 * trading-core §5: plus (+1) / minus (−1) button of the confirmation stake input. The current
 * value is first taken to 2 decimals; a result below 2 resets to 2 (so minus on 2.50 gives 2,
 * and minus on 1.50 also gives 2, exactly as the spec's "a result below 2 resets to 2" reads).
 */
export function stepStake(current: number, direction: 1 | -1): StakeInputResult {
  if (!Number.isFinite(current)) return { ok: false, error: 'not-a-number' };
  const next = fromHundredths(toHundredths(current) + direction * STAKE_PLUS_MINUS_STEP * 100);
  return { ok: true, stake: next < STAKE_INPUT_MIN ? STAKE_INPUT_MIN : next };
}

/**
 * trading-core §5: a stake typed into the confirmation input (min 2.00, step 0.01). The value is
 * rounded half away from zero to 2 decimals (2.005 → 2.01). Choice: a value below 2 after rounding
 * is reported as 'below-minimum' with the minimum, not silently raised, so the caller keeps the
 * previous value or shows the bound; negative and non-numeric values are reported as such.
 */
export function normaliseConfirmationStake(typed: number): StakeInputResult {
  if (!Number.isFinite(typed)) return { ok: false, error: 'not-a-number' };
  if (typed < 0) return { ok: false, error: 'negative' };
  const stake = round2(typed);
  if (stake < STAKE_INPUT_MIN) return { ok: false, error: 'below-minimum', minimum: STAKE_INPUT_MIN };
  return { ok: true, stake };
}

/** trading-core §5: what the custom stake field's text means for the temporary stake. */
export type CustomStakeResult =
  | { readonly kind: 'clear' }
  | { readonly kind: 'stake'; readonly stake: number }
  | { readonly kind: 'invalid'; readonly error: 'not-a-number' | 'negative' };

// Plain decimal text only ("12", "12.5", ".5"): Number() would also take "0x10", "1e3" or "Infinity".
const PLAIN_DECIMAL = /^\d+(\.\d*)?$|^\.\d+$/;

/**
 * trading-core §5 custom stake field (number, step 0.01, min 0): empty text clears the temporary
 * stake; otherwise the amount rounded to 2 decimals. Choice: 0 is accepted here (the field's min
 * is 0); placing a zero stake is refused later with the spec's zero-stake message.
 */
export function parseCustomStake(text: string): CustomStakeResult {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'clear' };
  if (trimmed.startsWith('-') && PLAIN_DECIMAL.test(trimmed.slice(1)) && Number(trimmed) !== 0) {
    return { kind: 'invalid', error: 'negative' };
  }
  if (!PLAIN_DECIMAL.test(trimmed.replace(/^-/, ''))) return { kind: 'invalid', error: 'not-a-number' };
  return { kind: 'stake', stake: round2(Math.abs(Number(trimmed))) };
}

/**
 * trading-core §5 "on blur a mismatch restores the stored value": the text the custom stake field
 * shows after blur, given what was typed and the stored temporary stake (undefined = none).
 */
export function customStakeTextOnBlur(typed: string, storedTempStake: number | undefined): string {
  const parsed = parseCustomStake(typed);
  const typedStake = parsed.kind === 'stake' ? parsed.stake : undefined;
  if (parsed.kind !== 'invalid' && typedStake === storedTempStake) return typed;
  return storedTempStake === undefined ? '' : String(storedTempStake);
}
