// trading-core §5 "Small-stake handling" and betfair-protocol §8 item 11: how a stake below the
// currency minimum reaches the exchange. The result is data (a plan); a client executes the steps
// with placeOrders, cancelOrders (sizeReduction) and replaceOrders, in order.
import { fromHundredths, toHundredths } from '../money/decimal.js';
import { ODDS_MAX, ODDS_MIN } from '../ladder/price-ladder.js';
import type { CurrencyStakeRules } from './currencies.js';
import { fromTenThousandths, hasAtMostTwoDecimals, winningsUnits } from '../money/exact-units.js';
import type { Side } from '../money/side.js';
import { validateBetStake } from './stake-validation.js';

/** trading-core §5: price of the temporary minimum-stake BACK order (it cannot match there). */
export const SMALL_STAKE_BACK_PRICE = ODDS_MAX;

/** trading-core §5: price of the temporary minimum-stake LAY order (it cannot match there). */
export const SMALL_STAKE_LAY_PRICE = ODDS_MIN;

/** Our wording (the spec has none) for an odd that is not a price the exchange takes. */
export const INVALID_ODD_MESSAGE =
  'Bet not placed. The odd must be a price from 1.01 to 1000 with at most 2 decimals.';

/**
 * trading-core §5: payout of a small stake as the spec defines it — back stake × (odd − 1), lay
 * the stake. (betfair-protocol §8 quotes size × price for backs; the product spec wins here.)
 */
export function smallStakePayout(side: Side, stake: number, odd: number): number {
  return side === 'BACK'
    ? fromTenThousandths(winningsUnits(stake, odd))
    : fromHundredths(toHundredths(stake));
}

/** trading-core §5: true when the payout reaches the currency threshold (compared exactly, in ten-thousandths). */
export function reachesMinPayout(side: Side, stake: number, odd: number, rules: CurrencyStakeRules): boolean {
  const payoutUnits = side === 'BACK' ? winningsUnits(stake, odd) : toHundredths(stake) * 100;
  return payoutUnits >= toHundredths(rules.minPayout) * 100;
}

/** A bet to place: side, requested odd and stake, account currency and market (for messages). */
export interface SmallStakeRequest {
  readonly side: Side;
  readonly odd: number;
  readonly stake: number;
  readonly currency: string;
  readonly marketId: string;
}

/** Step 1: place a LIMIT order of `size` at `price` (an extreme price for small stakes). */
export interface SmallStakePlaceStep {
  readonly kind: 'place';
  readonly price: number;
  readonly size: number;
}

/** Step 2: cancelOrders on that bet with this sizeReduction, leaving the requested stake. */
export interface SmallStakeReduceStep {
  readonly kind: 'reduce';
  readonly sizeReduction: number;
}

/** Step 3: replaceOrders on that bet to the requested price. */
export interface SmallStakeReplaceStep {
  readonly kind: 'replace';
  readonly newPrice: number;
}

/** trading-core §5: a step of the small-stake plan. */
export type SmallStakeStep = SmallStakePlaceStep | SmallStakeReduceStep | SmallStakeReplaceStep;

/** trading-core §5: how to send a bet — directly, as a plan of steps, or not at all. */
export type SmallStakeOrder =
  | {
      readonly kind: 'direct';
      readonly price: number;
      readonly size: number;
      readonly why: 'normal-stake' | 'payout-reached';
    }
  | {
      readonly kind: 'plan';
      readonly steps:
        | readonly [SmallStakePlaceStep, SmallStakeReduceStep]
        | readonly [SmallStakePlaceStep, SmallStakeReduceStep, SmallStakeReplaceStep];
    }
  | {
      readonly kind: 'refused';
      readonly reason: 'invalid-stake' | 'zero-stake' | 'unsupported-currency' | 'invalid-odd';
      readonly message: string;
    };

/**
 * trading-core §5 small-stake handling. Choices written down:
 * - the stake is rounded to 2 decimals first (validateBetStake), odds must be 1.01…1000 with 2 dp;
 * - a stake at or above the currency minimum, or a small stake whose payout reaches the currency
 *   threshold, goes direct;
 * - otherwise: place minStake at the extreme price (BACK 1000, LAY 1.01), reduce by
 *   minStake − stake, then replace to the requested odd; when the requested odd IS the extreme price
 *   the replace step is left out (the exchange does not replace a bet to its own price);
 * - the small-stake plan applies whatever the product setting "stake adjustment below minimum";
 *   the caller decides whether to offer the bet at all, and applies the profit-ratio rule first.
 */
export function planSmallStake(request: SmallStakeRequest): SmallStakeOrder {
  const check = validateBetStake(request);
  if (!check.ok) return { kind: 'refused', reason: check.reason, message: check.message };
  const { odd, side } = request;
  if (!hasAtMostTwoDecimals(odd) || odd < ODDS_MIN || odd > ODDS_MAX) {
    return { kind: 'refused', reason: 'invalid-odd', message: INVALID_ODD_MESSAGE };
  }
  const { stake, rules, stakeClass } = check;
  if (stakeClass === 'normal') return { kind: 'direct', price: odd, size: stake, why: 'normal-stake' };
  if (reachesMinPayout(side, stake, odd, rules))
    return { kind: 'direct', price: odd, size: stake, why: 'payout-reached' };

  const extremePrice = side === 'BACK' ? SMALL_STAKE_BACK_PRICE : SMALL_STAKE_LAY_PRICE;
  const place: SmallStakePlaceStep = { kind: 'place', price: extremePrice, size: rules.minStake };
  const reduce: SmallStakeReduceStep = {
    kind: 'reduce',
    sizeReduction: fromHundredths(toHundredths(rules.minStake) - toHundredths(stake)),
  };
  if (odd === extremePrice) return { kind: 'plan', steps: [place, reduce] };
  return { kind: 'plan', steps: [place, reduce, { kind: 'replace', newPrice: odd }] };
}
