// trading-core §5 "Stake" (zero stake refused), "Minimum stake by currency" (unsupported currency
// refused, small stake below the minimum) — the stake checks run before a bet is placed.
import { round2 } from '../money/decimal.js';
import { CURRENCY_STAKE_RULES, toCurrencyCode } from './currencies.js';
import type { CurrencyCode, CurrencyStakeRules } from './currencies.js';

/** trading-core §5: exact text of the zero-stake refusal; the market id follows it. */
export const ZERO_STAKE_MESSAGE_PREFIX =
  'Bet not placed. Was trying to place a zero stake value bet, on market id:';

/** trading-core §5: the zero-stake refusal for a market (choice: one space between the colon and the id). */
export function zeroStakeMessage(marketId: string): string {
  return `${ZERO_STAKE_MESSAGE_PREFIX} ${marketId}`;
}

/**
 * trading-core §5 "An unsupported currency means the bet is not placed, with an error message".
 * The spec gives no wording; this is ours. Per §8 this message is shown even when error toasts are hidden.
 */
export const UNSUPPORTED_CURRENCY_MESSAGE =
  'Bet not placed. Your account currency is not supported for betting in this application.';

/** trading-core §5: unsupported-currency refusal naming the currency (choice: code appended in brackets). */
export function unsupportedCurrencyMessage(currency: string): string {
  const shown = currency.trim() === '' ? 'none' : currency.trim().toUpperCase();
  return `${UNSUPPORTED_CURRENCY_MESSAGE} (${shown})`;
}

/** Our wording (the spec has none) for a stake that is not a number or is negative. */
export const INVALID_STAKE_MESSAGE = 'Bet not placed. The stake must be a positive amount.';

/** trading-core §5: a stake at or above the currency minimum is normal, below it small. */
export type StakeClass = 'normal' | 'small';

/** trading-core §5 "Minimum stake by currency": a smaller (2-decimal) stake is a small stake. */
export function classifyStake(stake: number, rules: CurrencyStakeRules): StakeClass {
  return round2(stake) < rules.minStake ? 'small' : 'normal';
}

/** What a bet placement needs for the stake checks. */
export interface BetStakeInput {
  readonly stake: number;
  readonly currency: string;
  readonly marketId: string;
}

/** trading-core §5: outcome of the stake checks; `stake` is the 2-decimal amount to send. */
export type BetStakeCheck =
  | {
      readonly ok: true;
      readonly stake: number;
      readonly currency: CurrencyCode;
      readonly rules: CurrencyStakeRules;
      readonly stakeClass: StakeClass;
    }
  | {
      readonly ok: false;
      readonly reason: 'invalid-stake' | 'zero-stake' | 'unsupported-currency';
      readonly message: string;
    };

/**
 * trading-core §5: checks a stake before placement. Choices: the stake is rounded to 2 decimals
 * first (the exchange takes 2 dp), so 0.004 counts as a zero stake; the checks run in the order
 * invalid number → zero stake → currency, so a zero stake reports the spec's message whatever
 * the account currency.
 */
export function validateBetStake(input: BetStakeInput): BetStakeCheck {
  if (!Number.isFinite(input.stake) || input.stake < 0) {
    return { ok: false, reason: 'invalid-stake', message: INVALID_STAKE_MESSAGE };
  }
  const stake = round2(input.stake);
  if (stake === 0) return { ok: false, reason: 'zero-stake', message: zeroStakeMessage(input.marketId) };
  const currency = toCurrencyCode(input.currency);
  if (currency === undefined) {
    return { ok: false, reason: 'unsupported-currency', message: unsupportedCurrencyMessage(input.currency) };
  }
  const rules = CURRENCY_STAKE_RULES[currency];
  return { ok: true, stake, currency, rules, stakeClass: classifyStake(stake, rules) };
}
