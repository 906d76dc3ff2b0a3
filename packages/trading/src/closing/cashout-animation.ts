// trading-core §4 special confirmation: after closing bets are placed the cash-out buttons stay
// disabled for the market betDelay (doubled if any bet needs stake adjustment), capped at 30 s, plus 3 s.
import { CASHOUT_ANIMATION_CAP_SECONDS, CASHOUT_ANIMATION_EXTRA_SECONDS } from './closing-constants.js';

/**
 * trading-core §4: the cash-out animation length in MILLISECONDS.
 * Throws RangeError for a bet delay that is not a finite number ≥ 0 (a programming error upstream).
 */
export function cashoutAnimationMs(betDelaySeconds: number, anyBetNeedsStakeAdjustment: boolean): number {
  if (!Number.isFinite(betDelaySeconds) || betDelaySeconds < 0) {
    throw new RangeError(`cashoutAnimationMs: bet delay ${betDelaySeconds} is not a number of seconds ≥ 0`);
  }
  const delay = anyBetNeedsStakeAdjustment ? betDelaySeconds * 2 : betDelaySeconds;
  return Math.round(
    (Math.min(delay, CASHOUT_ANIMATION_CAP_SECONDS) + CASHOUT_ANIMATION_EXTRA_SECONDS) * 1000,
  );
}
