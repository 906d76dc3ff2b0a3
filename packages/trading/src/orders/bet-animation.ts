// trading-core §4 "Bet confirmation flow" step 5 and "Special confirmation"; §9 (bet animation
// cap 30 s; cash-out animation cap 30 s plus 3 s).

/** trading-core §9: the unmatched-bet animation never runs longer than this (before any extra). */
export const BET_ANIMATION_CAP_S = 30;

/** trading-core §4/§9: the animation's parts — the market betDelay, whether it doubles, and a fixed extra. */
export interface AnimationTiming {
  /** The market's betDelay in seconds (0 before the off). */
  readonly betDelay: number;
  /** The bet needs extra round trips to the exchange (see `unmatchedBetAnimationSeconds`). */
  readonly doubled: boolean;
  /** Seconds added after the cap (cash out adds 3). Defaults to 0. */
  readonly extraSeconds?: number;
}

/**
 * trading-core §4/§9: min(betDelay × (doubled ? 2 : 1), 30) + extraSeconds.
 * The extra is added after the cap, as §9 writes the cash-out case: "cap 30 s plus 3 s".
 * Throws RangeError for a negative or non-finite delay or extra: a wrong duration would hide a
 * bet's real state from the trader.
 */
export function animationSeconds(timing: AnimationTiming): number {
  const extra = timing.extraSeconds ?? 0;
  if (!Number.isFinite(timing.betDelay) || timing.betDelay < 0) {
    throw new RangeError(`Invalid betDelay: ${timing.betDelay}`);
  }
  if (!Number.isFinite(extra) || extra < 0) throw new RangeError(`Invalid extra seconds: ${extra}`);
  const delay = timing.doubled ? timing.betDelay * 2 : timing.betDelay;
  return Math.min(delay, BET_ANIMATION_CAP_S) + extra;
}

/**
 * trading-core §4 step 5: the unmatched-bet animation after confirming a bet.
 * The spec doubles it when "a stake/odd/side/currency condition holds" without saying which. Our
 * choice: the bet goes through the §5 small-stake plan — its stake is below the currency minimum
 * and its payout (back: stake × (odd − 1), lay: stake) is below the currency threshold, a condition
 * on exactly stake, odd, side and currency. Such a bet is placed at an extreme price, then reduced
 * and repriced: two more exchange round trips, each waiting the bet delay in play. This is also
 * what the special confirmation does ("doubled if any bet needs stake adjustment"). The caller
 * passes the stakes module's small-stake classification as `goesThroughSmallStakePlan`.
 */
export function unmatchedBetAnimationSeconds(bet: {
  readonly betDelay: number;
  readonly goesThroughSmallStakePlan: boolean;
}): number {
  return animationSeconds({ betDelay: bet.betDelay, doubled: bet.goesThroughSmallStakePlan });
}
