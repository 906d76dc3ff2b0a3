// trading-core §3 "Cash out per market" and §4 cash out rules (isOpenForBetting, isMultipleWinners,
// isMissingBestOdds, full calculation vs minimum cashout).
//
// How the closing bets are found (single-winner market). With L = Σ every runner's lose P&L and
// D_k = win_k − lose_k, the market pays L + D_k when runner k wins, so the book is level when every
// D_k is the same. The cash out moves every runner's D to one common target t with one bet each
// (lay at the best lay when D_k > t, back at the best back when D_k < t; green-up.ts), which leaves
// the same P&L on every outcome. The value as a function of t is concave and piecewise linear with
// its corners at the runners' own D_k (best back ≤ best lay), so unless the prices offer an
// arbitrage the best t is one of them: every D_k is tried (with the rounded stakes) and the one
// guaranteeing the most is kept (ties: fewer bets, then runner order).
// This never bets on a runner that is already at the target: a book that is already level needs no
// bet at all, and a runner without bets (D = 0) is bet on only when that pays.
//
// Definitions (the spec names the fields only; these are ours):
// - minCashout: the worst-case matched P&L of the market now (the lowest outcome), i.e. what the
//   user is sure to have if nothing is done. Multi-winner markets use the independent worst case.
// - fullCashout: the P&L after the closing bets. Stakes are rounded to 2 dp, so each closed runner
//   ends within 0.005 × its closing odd of the target and the outcomes differ by at most
//   0.005 × (the two highest closing odds) ≤ 0.01 × the highest; fullCashout is the LOWEST outcome,
//   the amount the user is guaranteed.
// - cashoutDelta = fullCashout − minCashout: what closing gains over leaving the position (about 0
//   for a level book; only rounding can make it slightly negative, since t = min D_k is a candidate).
// - marketCashout (the value shown): with one winner, fullCashout when minCashout ≠ 0 and
//   cashoutDelta ≥ 0.03, otherwise minCashout (trading-core §4, applied literally: note that a
//   position whose worst case is exactly 0 therefore shows 0).
// - Only matched bets count; unmatched bets are left alone (the confirmation may cancel them).
// - isMissingBestOdds: no target can be reached because a runner that would need a bet has no
//   usable price on that side (best lay to lower its D, best back to raise it). A runner without
//   prices simply pins the target to its own D. Then no full calculation is made (fullCashout =
//   minCashout, delta 0, no bets).
// - A closing stake that rounds to 0.00 is left out of runnerWithBets.
// - maxCalculatedCashoutStake: the largest rounded stake in runnerWithBets (0 when there is none).
// - Pass every runner that can still win (not removed) with its best prices.
import { sumMoney, toHundredths } from '../money/decimal.js';
import { unitsToMoney } from '../money/exact-units.js';
import { exactMarketPosition, exactOutcomeUnits, exactWorstCaseUnits } from '../positions/market-position.js';
import type { MarketRunnerInput, PositionResult } from '../positions/position-types.js';
import type { RunnerKey } from '../positions/runner-key.js';
import type { ExactRunnerPosition } from '../positions/runner-position.js';
import type { Side } from '../money/side.js';
import { CASHOUT_DELTA_THRESHOLD } from './closing-constants.js';
import { betTowardsTarget, closingOdd, closingSide } from './green-up.js';
import type { RunnerBestOdds } from './green-up.js';

/** trading-core §4 market statuses. */
export type CashoutMarketStatus = 'OPEN' | 'SUSPENDED' | 'INACTIVE' | 'CLOSED';

/** A runner with the user's bets and its current best prices. */
export interface CashoutRunnerInput extends MarketRunnerInput, RunnerBestOdds {}

export interface CashoutMarketInput {
  readonly marketId: string;
  readonly status: CashoutMarketStatus;
  readonly numberOfWinners: number;
  /** Market bet delay in seconds. */
  readonly betDelay: number;
  /** Every runner of the market (a single-winner outcome exists per runner). */
  readonly runners: readonly CashoutRunnerInput[];
}

/** trading-core §3 runnerWithBets entry: one closing bet with the runner's best prices. */
export interface CashoutRunnerBet {
  readonly runnerId: RunnerKey;
  readonly side: Side;
  readonly stake: number;
  readonly odd: number;
  readonly bestBackOdd: number | undefined;
  readonly bestLayOdd: number | undefined;
}

/** trading-core §3 "Cash out per market" (plus the figures the button and unlevel need). */
export interface MarketCashout {
  readonly marketId: string;
  readonly status: CashoutMarketStatus;
  readonly marketCashout: number;
  readonly cashoutDelta: number;
  readonly minCashout: number;
  readonly fullCashout: number;
  /** True when marketCashout is the full calculation rather than minCashout. */
  readonly usesFullCalculation: boolean;
  readonly runnerWithBets: readonly CashoutRunnerBet[];
  readonly isMissingBestOdds: boolean;
  readonly isMultipleWinners: boolean;
  readonly isOpenForBetting: boolean;
  readonly maxCalculatedCashoutStake: number;
  readonly betDelay: number;
  readonly hasMatchedBets: boolean;
}

interface ClosingPlan {
  readonly bets: CashoutRunnerBet[];
  /** Exact lowest outcome after the bets. */
  readonly guaranteedUnits: number;
}

/** The bets moving every runner's D to `targetUnits`, or undefined when a needed price is missing. */
function planForTarget(
  positions: readonly ExactRunnerPosition[],
  runners: readonly CashoutRunnerInput[],
  targetUnits: number,
): ClosingPlan | undefined {
  const bets: CashoutRunnerBet[] = [];
  const after: ExactRunnerPosition[] = [];
  for (const [index, position] of positions.entries()) {
    const odds: RunnerBestOdds = runners[index] ?? {};
    const side = closingSide(position, targetUnits);
    if (side === undefined) {
      after.push(position);
      continue;
    }
    const odd = closingOdd(side, odds);
    if (odd === undefined) return undefined;
    const result = betTowardsTarget(position, targetUnits, odd);
    if (result.kind !== 'BET' || result.bet.stakeCents === 0) {
      after.push(position);
      continue;
    }
    const { bet } = result;
    after.push({ ...position, winUnits: bet.winUnitsAfter, loseUnits: bet.loseUnitsAfter });
    bets.push({
      runnerId: position.runnerId,
      side: bet.side,
      stake: bet.stake,
      odd: bet.odd,
      bestBackOdd: odds.bestBackOdd,
      bestLayOdd: odds.bestLayOdd,
    });
  }
  return { bets, guaranteedUnits: Math.min(...exactOutcomeUnits(after).values()) };
}

/** The plan guaranteeing the most over every target t ∈ {D_k}; undefined when none is reachable. */
function bestClosingPlan(
  positions: readonly ExactRunnerPosition[],
  runners: readonly CashoutRunnerInput[],
): ClosingPlan | undefined {
  const targets = new Set(positions.map((position) => position.winUnits - position.loseUnits));
  let best: ClosingPlan | undefined;
  for (const target of targets) {
    const plan = planForTarget(positions, runners, target);
    if (plan === undefined) continue;
    const better =
      best === undefined ||
      plan.guaranteedUnits > best.guaranteedUnits ||
      (plan.guaranteedUnits === best.guaranteedUnits && plan.bets.length < best.bets.length);
    if (better) best = plan;
  }
  return best;
}

/** trading-core §4: the cash out of one market at the current best prices (see definitions above). */
export function computeMarketCashout(input: CashoutMarketInput): PositionResult<MarketCashout> {
  const exact = exactMarketPosition({ numberOfWinners: input.numberOfWinners, runners: input.runners });
  if (!exact.ok) return exact;
  const market = exact.value;
  const minCashout = unitsToMoney(exactWorstCaseUnits(market));
  const base = {
    marketId: input.marketId,
    status: input.status,
    minCashout,
    isOpenForBetting: input.status === 'OPEN',
    isMultipleWinners: input.numberOfWinners !== 1,
    betDelay: input.betDelay,
    hasMatchedBets: market.runners.some((runner) => runner.hasMatchedBets),
  };
  if (base.isMultipleWinners) {
    return {
      ok: true,
      value: {
        ...base,
        marketCashout: minCashout,
        fullCashout: minCashout,
        cashoutDelta: 0,
        usesFullCalculation: false,
        runnerWithBets: [],
        isMissingBestOdds: false,
        maxCalculatedCashoutStake: 0,
      },
    };
  }
  const plan = market.runners.length === 0 ? undefined : bestClosingPlan(market.runners, input.runners);
  const isMissingBestOdds = market.runners.length > 0 && plan === undefined;
  const fullCashout = plan === undefined ? minCashout : unitsToMoney(plan.guaranteedUnits);
  const cashoutDelta = sumMoney([fullCashout, -minCashout]);
  const usesFullCalculation =
    !isMissingBestOdds &&
    minCashout !== 0 &&
    toHundredths(cashoutDelta) >= toHundredths(CASHOUT_DELTA_THRESHOLD);
  return {
    ok: true,
    value: {
      ...base,
      marketCashout: usesFullCalculation ? fullCashout : minCashout,
      fullCashout,
      cashoutDelta,
      usesFullCalculation,
      runnerWithBets: plan?.bets ?? [],
      isMissingBestOdds,
      maxCalculatedCashoutStake: Math.max(0, ...(plan?.bets ?? []).map((bet) => bet.stake)),
    },
  };
}
