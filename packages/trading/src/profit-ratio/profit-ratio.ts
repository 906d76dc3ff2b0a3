// trading-core §5 "Profit-ratio rule": the exchange accepts a stake only when the profit rounded
// to 2 decimals is within −20 % … +25 % of the exact profit (betfair-protocol §8 item 11:
// otherwise INVALID_PROFIT_RATIO). It only bites on tiny profits: from an exact profit of 0.025
// up, half a penny of rounding is at most 20 %, so ordinary stakes always pass.
//
// Lay: the amount the exchange rounds is the lay liability, stake × (odd − 1) — the same product
// as the back profit. So the rule is side-independent and takes no side.
//
// All arithmetic is in whole ten-thousandths (stake and odd have 2 decimals), so the bounds are
// compared exactly: 0.8 × exact ≤ rounded ≤ 1.25 × exact  ⇔  4·exact ≤ 5·rounded and 4·rounded ≤ 5·exact.
import { fromTenThousandths, hasAtMostTwoDecimals, winningsUnits } from '../money/exact-units.js';

/** trading-core §5: lowest accepted (rounded − exact) / exact. */
export const PROFIT_RATIO_MIN = -0.2;

/** trading-core §5: highest accepted (rounded − exact) / exact. */
export const PROFIT_RATIO_MAX = 0.25;

/** trading-core §5: exact and rounded profit (back) or liability (lay) of a stake at an odd. */
export interface ProfitRounding {
  /** stake × (odd − 1), exact (up to 4 decimals). */
  readonly exact: number;
  /** `exact` rounded half away from zero to 2 decimals, as the exchange records it. */
  readonly rounded: number;
  /** (rounded − exact) / exact; NaN when the exact profit is 0. */
  readonly ratio: number;
}

/**
 * trading-core §5: the exact and rounded profit of a stake at an odd. Choice: the exchange's
 * rounding mode is not documented; we assume half away from zero (the usual money rounding).
 */
export function profitRounding(stake: number, odd: number): ProfitRounding {
  const exactUnits = winningsUnits(stake, odd);
  const roundedUnits = roundedProfitHundredths(exactUnits) * 100;
  return {
    exact: fromTenThousandths(exactUnits),
    rounded: fromTenThousandths(roundedUnits),
    ratio: exactUnits === 0 ? Number.NaN : (roundedUnits - exactUnits) / exactUnits,
  };
}

/**
 * trading-core §5: true when the exchange would accept this stake at this odd. Stake and odd must
 * be positive with at most 2 decimals and the odd above 1; anything else is not acceptable
 * (a zero profit has no ratio, and invalid input must not pass silently).
 */
export function isProfitRatioAcceptable(stake: number, odd: number): boolean {
  if (!hasAtMostTwoDecimals(stake) || !hasAtMostTwoDecimals(odd) || stake <= 0 || odd <= 1) return false;
  const exactUnits = winningsUnits(stake, odd);
  if (!Number.isSafeInteger(exactUnits * 5)) return true; // astronomically large: rounding is negligible
  const roundedUnits = roundedProfitHundredths(exactUnits) * 100;
  return 4 * exactUnits <= 5 * roundedUnits && 4 * roundedUnits <= 5 * exactUnits;
}

// Half away from zero, in hundredths, of a non-negative amount held in ten-thousandths.
function roundedProfitHundredths(exactUnits: number): number {
  return Math.floor((exactUnits + 50) / 100);
}
