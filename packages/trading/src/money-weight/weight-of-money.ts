// trading-core §5 "Weight of money display": back weight / (back weight + lay weight), where each
// side's weight is the sum over the first three price levels of size × that level's percentage.
import { toHundredths } from '../money/decimal.js';
import type { MoneyWeight } from './money-weight-settings.js';

/** trading-core §5: how many price levels count (best, second, third). */
export const WEIGHT_OF_MONEY_LEVELS = 3;

/** trading-core §5: shown instead of a percentage when there is nothing to weigh. */
export const WEIGHT_OF_MONEY_DASH = '-';

/** trading-core §5: what the weight-of-money cell shows. */
export type WeightOfMoney =
  | {
      readonly kind: 'percent';
      /** Whole percent of the weight on the back side, 0…100. */
      readonly backPercent: number;
      /** 100 − backPercent, so the two always add up to 100 as shown. */
      readonly layPercent: number;
      /** e.g. '63%'. */
      readonly text: string;
      /** trading-core §5: green above 50% (judged on the shown value, so '50%' is never green). */
      readonly tone: 'green' | 'plain';
    }
  | {
      readonly kind: 'none';
      readonly text: typeof WEIGHT_OF_MONEY_DASH;
      /** NO_VOLUME: zero total (§5 dash). INVALID_INPUT: a negative or non-finite size or weight. */
      readonly reason: 'NO_VOLUME' | 'INVALID_INPUT';
    };

/**
 * trading-core §5: one side's weight, in hundredths of money × percent (whole numbers, so exact).
 * Levels past the third are ignored; missing levels count 0. Undefined for invalid input.
 */
function sideWeight(sizes: readonly number[], weights: readonly number[]): number | undefined {
  let total = 0;
  for (let level = 0; level < WEIGHT_OF_MONEY_LEVELS; level += 1) {
    const size = sizes[level] ?? 0;
    const weight = weights[level] ?? 0;
    if (!Number.isFinite(size) || size < 0 || !Number.isFinite(weight) || weight < 0) return undefined;
    total += toHundredths(size) * weight;
  }
  return total;
}

/**
 * trading-core §5: the weight of money of a runner. `backSizes` and `laySizes` are the sizes of the
 * book shown under BACK and under LAY (the odds view decides which book that is), best level first.
 * Our rounding choice: whole percent, half up (the bar is a glance indicator; decimals would only
 * flicker with every stream update). Computed in integers: round(100·b/t) = ⌊(200·b + t) / 2t⌋.
 */
export function weightOfMoney(
  backSizes: readonly number[],
  laySizes: readonly number[],
  settings: MoneyWeight,
): WeightOfMoney {
  const weights = [settings.bestOdd, settings.secondOdd, settings.thirdOdd];
  const back = sideWeight(backSizes, weights);
  const lay = sideWeight(laySizes, weights);
  if (back === undefined || lay === undefined)
    return { kind: 'none', text: WEIGHT_OF_MONEY_DASH, reason: 'INVALID_INPUT' };
  const total = back + lay;
  if (total === 0) return { kind: 'none', text: WEIGHT_OF_MONEY_DASH, reason: 'NO_VOLUME' };
  const backPercent = Math.floor((200 * back + total) / (2 * total));
  return {
    kind: 'percent',
    backPercent,
    layPercent: 100 - backPercent,
    text: `${backPercent}%`,
    tone: backPercent > 50 ? 'green' : 'plain',
  };
}
