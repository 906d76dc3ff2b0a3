// trading-core §3 (market P&L per outcome) and betfair-protocol §8 item 12 (exposure per market =
// worst-case loss across outcomes, netting back and lay; unmatched bets at full liability).
//
// Definitions (written down because the spec only names them):
// - Single-winner market (numberOfWinners = 1): the outcomes are "runner X wins, every other runner
//   loses", one per runner passed in. Pass EVERY runner of the market (with or without bets), or an
//   outcome where a runner without bets wins is missing.
// - Any other numberOfWinners (place markets, handicap markets): each runner is treated as winning or
//   losing independently, so the worst case is Σ min(win, lose) over runners. This is conservative: it
//   covers every combination of winners, including dead heats and fewer placings than advertised.
// - Exposure is a NON-NEGATIVE amount: the worst-case loss, 0 when no outcome loses money. (The
//   exchange's getAccountFunds reports it negative; flip the sign only for display if needed.)
// - Unmatched bets at full liability: an unmatched bet may add its loss to an outcome but never its
//   win (an unmatched back adds −stake where its runner loses, an unmatched lay adds −stake × (odd − 1)
//   where its runner wins), because it may or may not be matched.
import { unitsToMoney } from '../money/exact-units.js';
import type { MarketRunnerInput, PositionResult } from './position-types.js';
import type { RunnerKey } from './runner-key.js';
import { exactRunnerPosition, roundRunnerPosition } from './runner-position.js';
import type { ExactRunnerPosition, RunnerPosition } from './runner-position.js';

export interface MarketPositionInput {
  /** Number of winners from the market definition; only 1 is a single-winner market. */
  readonly numberOfWinners: number;
  /** Every runner of the market (see the note above), each with its orders. */
  readonly runners: readonly MarketRunnerInput[];
}

export interface ExactMarketPosition {
  readonly numberOfWinners: number;
  readonly runners: readonly ExactRunnerPosition[];
}

/** The market's P&L if one runner wins (single-winner markets). */
export interface MarketOutcome {
  readonly runnerId: RunnerKey;
  /** Matched bets only. */
  readonly profit: number;
  /** Unmatched bets counted as matched at their price. */
  readonly sessionProfit: number;
}

/** trading-core §3 market position: per-runner actualGains, per-outcome P&L and exposure. */
export interface MarketPosition {
  readonly numberOfWinners: number;
  readonly isSingleWinner: boolean;
  readonly runners: readonly RunnerPosition[];
  /** One entry per runner for a single-winner market; empty otherwise. */
  readonly outcomes: readonly MarketOutcome[];
  /** Lowest matched P&L over the outcomes (may be positive: a guaranteed profit). */
  readonly worstCaseProfit: number;
  /** Highest matched P&L over the outcomes. */
  readonly bestCaseProfit: number;
  /** Worst-case loss of matched bets only, ≥ 0. */
  readonly matchedExposure: number;
  /** Worst-case loss with unmatched bets at full liability (betfair-protocol §8.12), ≥ 0. */
  readonly exposure: number;
}

/** trading-core §3: only numberOfWinners = 1 has the "one runner wins, all others lose" outcomes. */
export function isSingleWinnerMarket(numberOfWinners: number): boolean {
  return numberOfWinners === 1;
}

/** trading-core §3: exact positions of every runner of a market, or why the input is refused. */
export function exactMarketPosition(input: MarketPositionInput): PositionResult<ExactMarketPosition> {
  if (!Number.isSafeInteger(input.numberOfWinners) || input.numberOfWinners < 0) {
    return {
      ok: false,
      error: {
        reason: 'INVALID_NUMBER_OF_WINNERS',
        message: `numberOfWinners ${input.numberOfWinners} is not a whole number ≥ 0`,
      },
    };
  }
  const seen = new Set<RunnerKey>();
  const runners: ExactRunnerPosition[] = [];
  for (const runner of input.runners) {
    if (seen.has(runner.runnerId)) {
      return {
        ok: false,
        error: { reason: 'DUPLICATE_RUNNER', message: `runner ${runner.runnerId} is listed twice` },
      };
    }
    seen.add(runner.runnerId);
    const exact = exactRunnerPosition(runner.runnerId, runner.orders);
    if (!exact.ok) return exact;
    runners.push(exact.value);
  }
  return { ok: true, value: { numberOfWinners: input.numberOfWinners, runners } };
}

type WinLose = (runner: ExactRunnerPosition) => readonly [win: number, lose: number];

const matchedWinLose: WinLose = (r) => [r.winUnits, r.loseUnits];
const sessionWinLose: WinLose = (r) => [r.sessionWinUnits, r.sessionLoseUnits];
const fullLiabilityWinLose: WinLose = (r) => [
  r.winUnits - r.unmatchedLayLiabilityUnits,
  r.loseUnits - r.unmatchedBackLiabilityUnits,
];

/** Exact P&L (units) of "runner i wins, every other loses", one per runner, in input order. */
function singleWinnerOutcomes(runners: readonly ExactRunnerPosition[], winLose: WinLose): number[] {
  const allLose = runners.reduce((total, runner) => total + winLose(runner)[1], 0);
  return runners.map((runner) => {
    const [win, lose] = winLose(runner);
    return allLose - lose + win;
  });
}

/** Lowest exact P&L over the market's outcomes (see the definitions at the top of this file). */
function worstCaseUnitsWith(market: ExactMarketPosition, winLose: WinLose): number {
  if (market.runners.length === 0) return 0;
  if (isSingleWinnerMarket(market.numberOfWinners)) {
    return Math.min(...singleWinnerOutcomes(market.runners, winLose));
  }
  return market.runners.reduce((total, runner) => total + Math.min(...winLose(runner)), 0);
}

function bestCaseUnitsWith(market: ExactMarketPosition, winLose: WinLose): number {
  if (market.runners.length === 0) return 0;
  if (isSingleWinnerMarket(market.numberOfWinners)) {
    return Math.max(...singleWinnerOutcomes(market.runners, winLose));
  }
  return market.runners.reduce((total, runner) => total + Math.max(...winLose(runner)), 0);
}

/** trading-core §3: exact matched P&L of each single-winner outcome, keyed by the winning runner. */
export function exactOutcomeUnits(runners: readonly ExactRunnerPosition[]): ReadonlyMap<RunnerKey, number> {
  const outcomes = singleWinnerOutcomes(runners, matchedWinLose);
  return new Map(runners.map((runner, index) => [runner.runnerId, outcomes[index] ?? 0]));
}

/** trading-core §3: exact worst-case matched P&L of a market (units; negative is a loss). */
export function exactWorstCaseUnits(market: ExactMarketPosition): number {
  return worstCaseUnitsWith(market, matchedWinLose);
}

/** betfair-protocol §8.12: exposure as a non-negative worst-case loss, rounded to 2 dp. */
export function marketExposure(market: ExactMarketPosition, includeUnmatched = true): number {
  const worst = worstCaseUnitsWith(market, includeUnmatched ? fullLiabilityWinLose : matchedWinLose);
  return unitsToMoney(Math.max(0, -worst));
}

/** trading-core §3 / betfair-protocol §8.12: the displayable position of a whole market. */
export function marketPosition(input: MarketPositionInput): PositionResult<MarketPosition> {
  const exact = exactMarketPosition(input);
  if (!exact.ok) return exact;
  const market = exact.value;
  const singleWinner = isSingleWinnerMarket(market.numberOfWinners);
  const matched = singleWinner ? singleWinnerOutcomes(market.runners, matchedWinLose) : [];
  const session = singleWinner ? singleWinnerOutcomes(market.runners, sessionWinLose) : [];
  return {
    ok: true,
    value: {
      numberOfWinners: market.numberOfWinners,
      isSingleWinner: singleWinner,
      runners: market.runners.map(roundRunnerPosition),
      outcomes: singleWinner
        ? market.runners.map((runner, index) => ({
            runnerId: runner.runnerId,
            profit: unitsToMoney(matched[index] ?? 0),
            sessionProfit: unitsToMoney(session[index] ?? 0),
          }))
        : [],
      worstCaseProfit: unitsToMoney(worstCaseUnitsWith(market, matchedWinLose)),
      bestCaseProfit: unitsToMoney(bestCaseUnitsWith(market, matchedWinLose)),
      matchedExposure: marketExposure(market, false),
      exposure: marketExposure(market, true),
    },
  };
}
