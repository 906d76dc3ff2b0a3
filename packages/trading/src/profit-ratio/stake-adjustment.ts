// trading-core §5 "Profit-ratio rule" (search in 0.01 steps for the nearest acceptable stake) and
// §9 "Stake adjustment maximum 0.8".
import { fromHundredths, round2, shiftDecimal, toHundredths } from '../money/decimal.js';
import { hasAtMostTwoDecimals } from '../money/exact-units.js';
import { isProfitRatioAcceptable } from './profit-ratio.js';

/** trading-core §9: the most a stake may be moved (in the user's currency) to pass the profit-ratio rule. */
export const STAKE_ADJUSTMENT_MAX = 0.8;

/** trading-core §5: outcome of the profit-ratio check and search for one bet. */
export type StakeAdjustment =
  | { readonly kind: 'accepted'; readonly stake: number }
  | { readonly kind: 'adjusted'; readonly originalStake: number; readonly adjustedStake: number }
  | { readonly kind: 'no-acceptable-stake'; readonly originalStake: number; readonly maxAdjustment: number }
  | { readonly kind: 'invalid'; readonly reason: 'invalid-stake' | 'invalid-odd' };

/**
 * trading-core §5: the nearest stake the exchange accepts at this odd, moving in 0.01 steps at
 * most `maxAdjustment` (default 0.8) away. Choices written down:
 * - the stake is rounded to 2 decimals first (the amount the exchange would receive);
 * - "nearest" is by absolute distance; on a tie (one stake as far below as another is above) the
 *   HIGHER stake wins: the spec names the result "Minimum stake for this odd", i.e. it thinks of
 *   the fix as raising the stake, and a higher stake also keeps the profit nearer the exact one;
 * - candidates stay strictly positive; a distance of exactly `maxAdjustment` is allowed;
 * - the currency minimum is not applied here: a result below it is then a small stake (planSmallStake).
 */
export function adjustStakeForProfitRatio(
  stake: number,
  odd: number,
  maxAdjustment: number = STAKE_ADJUSTMENT_MAX,
): StakeAdjustment {
  if (!Number.isFinite(stake) || stake <= 0 || round2(stake) === 0)
    return { kind: 'invalid', reason: 'invalid-stake' };
  if (!hasAtMostTwoDecimals(odd) || odd <= 1) return { kind: 'invalid', reason: 'invalid-odd' };
  if (!Number.isFinite(maxAdjustment) || maxAdjustment < 0)
    return { kind: 'invalid', reason: 'invalid-stake' };
  const original = round2(stake);
  if (isProfitRatioAcceptable(original, odd)) return { kind: 'accepted', stake: original };

  const originalHundredths = toHundredths(original);
  // Whole 0.01 steps within the limit (0.805 allows 80 steps, not 81).
  const maxSteps = Math.floor(shiftDecimal(maxAdjustment, 2) + 1e-9);
  for (let step = 1; step <= maxSteps; step += 1) {
    const higher = fromHundredths(originalHundredths + step);
    if (isProfitRatioAcceptable(higher, odd))
      return { kind: 'adjusted', originalStake: original, adjustedStake: higher };
    const lowerHundredths = originalHundredths - step;
    if (lowerHundredths > 0 && isProfitRatioAcceptable(fromHundredths(lowerHundredths), odd)) {
      return { kind: 'adjusted', originalStake: original, adjustedStake: fromHundredths(lowerHundredths) };
    }
  }
  return { kind: 'no-acceptable-stake', originalStake: original, maxAdjustment };
}
