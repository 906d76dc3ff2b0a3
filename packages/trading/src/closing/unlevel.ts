// trading-core §5 unlevel: "stake is the absolute cash-out value, side BACK for a non-negative value
// and LAY otherwise". Unlevelling moves the whole cash-out value onto one runner: with value c ≥ 0,
// backing c on runner X leaves ≈ c × odd if X wins and ≈ 0 otherwise; with c < 0, laying |c| on X
// leaves ≈ 0 if X loses and ≈ c × odd if X wins.
//
// Choices where the spec is silent:
// - The runner is chosen by the user (special confirmation unlevelOptions); defaultUnlevelRunner
//   suggests the favourite (lowest best back odd), the runner most likely to win.
// - The odd is the runner's current best price on the bet's side: best back for BACK, best lay for LAY.
// - When the market's value is the full calculation (the position is not level yet), the market's
//   cash-out bets come first, so the unlevel starts from a level book; all bets are typed 'unlevel'.
//   The bets are not netted against each other, even on the same runner.
import { round2 } from '../money/decimal.js';
import type { RunnerKey } from '../positions/runner-key.js';
import type { ClosingBet } from './closing-bet.js';
import { NO_ODDS_TO_CASH_OUT } from './closing-constants.js';
import { usableOdd } from './green-up.js';
import type { RunnerBestOdds } from './green-up.js';
import type { MarketCashout } from './market-cashout.js';

/** A runner the user may unlevel onto, with its best prices. */
export interface UnlevelRunner extends RunnerBestOdds {
  readonly runnerId: RunnerKey;
}

/** Not spec wording: the spec hides the unlevel button in this case (trading-core §4). */
export const UNLEVEL_ZERO_VALUE = 'Unlevel needs matched bets and a non-zero cash-out value.';

export type UnlevelResult =
  | { readonly ok: true; readonly bets: readonly ClosingBet[] }
  | { readonly ok: false; readonly reason: 'ZERO_VALUE' | 'MISSING_ODDS'; readonly message: string };

/** trading-core §5: the single unlevel bet of stake |cashoutValue| on a runner, or why there is none. */
export function unlevelBet(cashoutValue: number, runner: UnlevelRunner): UnlevelResult {
  const stake = round2(Math.abs(cashoutValue));
  if (!Number.isFinite(stake) || stake === 0)
    return { ok: false, reason: 'ZERO_VALUE', message: UNLEVEL_ZERO_VALUE };
  const side = cashoutValue >= 0 ? 'BACK' : 'LAY';
  const odd = usableOdd(side === 'BACK' ? runner.bestBackOdd : runner.bestLayOdd);
  if (odd === undefined) return { ok: false, reason: 'MISSING_ODDS', message: NO_ODDS_TO_CASH_OUT };
  return { ok: true, bets: [{ runnerId: runner.runnerId, side, odd, stake, type: 'unlevel' }] };
}

/** trading-core §5: the favourite (lowest usable best back odd) as the default unlevel runner. */
export function defaultUnlevelRunner(runners: readonly UnlevelRunner[]): RunnerKey | undefined {
  let best: { runnerId: RunnerKey; odd: number } | undefined;
  for (const runner of runners) {
    const odd = usableOdd(runner.bestBackOdd);
    if (odd !== undefined && (best === undefined || odd < best.odd))
      best = { runnerId: runner.runnerId, odd };
  }
  return best?.runnerId;
}

/** trading-core §4/§5: unlevel a market onto one runner (see the choices at the top of this file). */
export function unlevelMarket(record: MarketCashout, runner: UnlevelRunner): UnlevelResult {
  if (!record.hasMatchedBets) return { ok: false, reason: 'ZERO_VALUE', message: UNLEVEL_ZERO_VALUE };
  if (record.isMissingBestOdds) return { ok: false, reason: 'MISSING_ODDS', message: NO_ODDS_TO_CASH_OUT };
  const last = unlevelBet(record.marketCashout, runner);
  if (!last.ok) return last;
  const levelling: ClosingBet[] = record.usesFullCalculation
    ? record.runnerWithBets.map((bet) => ({
        runnerId: bet.runnerId,
        side: bet.side,
        odd: bet.odd,
        stake: bet.stake,
        type: 'unlevel',
      }))
    : [];
  return { ok: true, bets: [...levelling, ...last.bets] };
}
