// trading-core §4/§5: how level a cash out (or a hedge) leaves the book — what the product
// guarantees where the spec says "equal profit".
//
// Closing stakes go to the cent (§5), so the stake sent on a runner misses the exact levelling
// stake by e, |e| ≤ 0.005. A closing bet at odd o moves its own runner's outcome by e × o relative
// to every other outcome, so after the closing bets match in full at their odds the exact outcomes
// differ by at most 0.005 × (o₁ + o₂), o₁ and o₂ the two highest closing odds (one closing bet: o₁
// alone). Each outcome is then shown (and settled) to the cent, adding at most one cent to the gap.
// Hence the guarantee, in whole cents: the profits under the runners differ by at most
// 1 + ⌊(o₁ + o₂) / 2⌋ cents: one cent for a single closing bet under 2.00, three for bets at 3.0
// and 2.52, up to 5.01 for a single bet at 1000. Nothing better exists with cent stakes: e × o is
// the stake's own rounding multiplied by the odd.

import { toHundredths } from '../money/decimal.js';

/** The largest gap, in cents, between the profits of a book closed by bets at these odds. */
export function levelledGapBoundCents(closingOdds: readonly number[]): number {
  const [first = 0, second = 0] = closingOdds.map(toHundredths).sort((a, b) => b - a);
  // (o₁ + o₂) / 2 in cents is (o₁ + o₂ in hundredths) / 200: whole numbers, no float rounding.
  return 1 + Math.floor((first + second) / 200);
}
