// trading-core §3 "Profit per runner (actualGains)": profit, profitIfLose, sessionProfit,
// backOddAverage, backStakeTotal, layOddAverage, layStakeTotal — computed from the runner record
// (mb, ml, uo) of betfair-protocol §5.8.
//
// Field meanings (the spec names them only; these are our definitions):
// - profit / profitIfLose: what the MATCHED bets on this runner alone pay if this runner wins / loses.
//   (The market's P&L for "runner X wins" adds the other runners' profitIfLose: see market-position.ts.)
// - sessionProfit / sessionProfitIfLose: the same, counting every unmatched bet as if it were fully
//   matched at its own price (what the position becomes if the whole session fills).
// - back/layStakeTotal: matched stake totals; back/layOddAverage: stake-weighted average matched odd,
//   rounded to 4 dp (trading-core §5), 0 when there is no matched bet on that side.
import { fromHundredths, shiftDecimal } from '../money/decimal.js';
import { ODDS_MAX, ODDS_MIN } from '../ladder/price-ladder.js';
import { divideRounded, unitsToMoney, wholeHundredths } from '../money/exact-units.js';
import type { MatchedStakesByOdd, PositionResult, RunnerOrdersInput } from './position-types.js';
import type { RunnerKey } from './runner-key.js';

/** A runner's position in exact integer units (ten-thousandths of money); see exact-units.ts. */
export interface ExactRunnerPosition {
  readonly runnerId: RunnerKey;
  /** Matched P&L of this runner's bets if it wins. */
  readonly winUnits: number;
  /** Matched P&L of this runner's bets if it loses. */
  readonly loseUnits: number;
  /** P&L if it wins with every unmatched bet counted as matched at its price. */
  readonly sessionWinUnits: number;
  /** P&L if it loses with every unmatched bet counted as matched at its price. */
  readonly sessionLoseUnits: number;
  /** What the unmatched backs lose if they match and the runner loses (their full stake). */
  readonly unmatchedBackLiabilityUnits: number;
  /** What the unmatched lays lose if they match and the runner wins (stake × (odd − 1)). */
  readonly unmatchedLayLiabilityUnits: number;
  readonly backStakeCents: number;
  /** Σ stake × odd over matched backs, in hundredths × hundredths. */
  readonly backStakeOddsProduct: number;
  readonly layStakeCents: number;
  readonly layStakeOddsProduct: number;
  readonly hasMatchedBets: boolean;
  readonly hasUnmatchedBets: boolean;
}

/** trading-core §3 actualGains for one runner, money rounded to 2 dp and average odds to 4 dp. */
export interface RunnerPosition {
  readonly runnerId: RunnerKey;
  readonly profit: number;
  readonly profitIfLose: number;
  readonly sessionProfit: number;
  readonly sessionProfitIfLose: number;
  readonly backStakeTotal: number;
  readonly backOddAverage: number;
  readonly layStakeTotal: number;
  readonly layOddAverage: number;
}

const ODDS_MIN_CENTS = 101;
const ODDS_MAX_CENTS = 100_000;

interface Leg {
  readonly stakeCents: number;
  readonly oddsCents: number;
}

type LegsResult = { ok: true; legs: Leg[] } | { ok: false; message: string };

function readLeg(runnerId: RunnerKey, what: string, price: number, size: number): Leg | string {
  const oddsCents = wholeHundredths(price);
  if (oddsCents === undefined || oddsCents < ODDS_MIN_CENTS || oddsCents > ODDS_MAX_CENTS) {
    return `runner ${runnerId}: ${what} odd ${price} is not a price from ${ODDS_MIN} to ${ODDS_MAX} with at most 2 decimals`;
  }
  const stakeCents = wholeHundredths(size);
  if (stakeCents === undefined || stakeCents < 0) {
    return `runner ${runnerId}: ${what} stake ${size} is not a non-negative amount with at most 2 decimals`;
  }
  return { stakeCents, oddsCents };
}

function readMatched(runnerId: RunnerKey, what: string, stakes: MatchedStakesByOdd | undefined): LegsResult {
  const legs: Leg[] = [];
  for (const [price, size] of stakes ?? []) {
    const leg = readLeg(runnerId, what, price, size);
    if (typeof leg === 'string') return { ok: false, message: leg };
    legs.push(leg);
  }
  return { ok: true, legs };
}

const winUnitsOf = (leg: Leg): number => leg.stakeCents * (leg.oddsCents - 100);
const stakeUnitsOf = (leg: Leg): number => leg.stakeCents * 100;
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** trading-core §3: a runner's exact position from its runner record, or why the record is invalid. */
export function exactRunnerPosition(
  runnerId: RunnerKey,
  orders: RunnerOrdersInput | undefined,
): PositionResult<ExactRunnerPosition> {
  const backs = readMatched(runnerId, 'matched back', orders?.matchedBacks);
  if (!backs.ok) return { ok: false, error: { reason: 'INVALID_AMOUNT', message: backs.message } };
  const lays = readMatched(runnerId, 'matched lay', orders?.matchedLays);
  if (!lays.ok) return { ok: false, error: { reason: 'INVALID_AMOUNT', message: lays.message } };
  const unmatchedBacks: Leg[] = [];
  const unmatchedLays: Leg[] = [];
  for (const order of orders?.unmatched ?? []) {
    const leg = readLeg(runnerId, 'unmatched', order.price, order.sizeRemaining);
    if (typeof leg === 'string') return { ok: false, error: { reason: 'INVALID_AMOUNT', message: leg } };
    (order.side === 'B' ? unmatchedBacks : unmatchedLays).push(leg);
  }

  const winUnits = sum(backs.legs.map(winUnitsOf)) - sum(lays.legs.map(winUnitsOf));
  const loseUnits = sum(lays.legs.map(stakeUnitsOf)) - sum(backs.legs.map(stakeUnitsOf));
  const unmatchedBackLiabilityUnits = sum(unmatchedBacks.map(stakeUnitsOf));
  const unmatchedLayLiabilityUnits = sum(unmatchedLays.map(winUnitsOf));
  return {
    ok: true,
    value: {
      runnerId,
      winUnits: winUnits + 0,
      loseUnits: loseUnits + 0,
      sessionWinUnits: winUnits + sum(unmatchedBacks.map(winUnitsOf)) - unmatchedLayLiabilityUnits + 0,
      sessionLoseUnits: loseUnits + sum(unmatchedLays.map(stakeUnitsOf)) - unmatchedBackLiabilityUnits + 0,
      unmatchedBackLiabilityUnits,
      unmatchedLayLiabilityUnits,
      backStakeCents: sum(backs.legs.map((leg) => leg.stakeCents)),
      backStakeOddsProduct: sum(backs.legs.map((leg) => leg.stakeCents * leg.oddsCents)),
      layStakeCents: sum(lays.legs.map((leg) => leg.stakeCents)),
      layStakeOddsProduct: sum(lays.legs.map((leg) => leg.stakeCents * leg.oddsCents)),
      hasMatchedBets: [...backs.legs, ...lays.legs].some((leg) => leg.stakeCents > 0),
      hasUnmatchedBets: [...unmatchedBacks, ...unmatchedLays].some((leg) => leg.stakeCents > 0),
    },
  };
}

/** trading-core §5: stake-weighted average odd to 4 dp; 0 when there is no stake on that side. */
function averageOdd(stakeOddsProduct: number, stakeCents: number): number {
  if (stakeCents === 0) return 0;
  // avg × 10^4 = Σ(s¢ × o¢) × 100 / Σ s¢, rounded exactly.
  return shiftDecimal(divideRounded(stakeOddsProduct * 100, stakeCents), -4) + 0;
}

/** trading-core §3 actualGains: the rounded, displayable form of an exact runner position. */
export function roundRunnerPosition(exact: ExactRunnerPosition): RunnerPosition {
  return {
    runnerId: exact.runnerId,
    profit: unitsToMoney(exact.winUnits),
    profitIfLose: unitsToMoney(exact.loseUnits),
    sessionProfit: unitsToMoney(exact.sessionWinUnits),
    sessionProfitIfLose: unitsToMoney(exact.sessionLoseUnits),
    backStakeTotal: fromHundredths(exact.backStakeCents),
    backOddAverage: averageOdd(exact.backStakeOddsProduct, exact.backStakeCents),
    layStakeTotal: fromHundredths(exact.layStakeCents),
    layOddAverage: averageOdd(exact.layStakeOddsProduct, exact.layStakeCents),
  };
}

/** trading-core §3 actualGains of one runner from its runner record (mb, ml, uo). */
export function runnerPosition(
  runnerId: RunnerKey,
  orders: RunnerOrdersInput | undefined,
): PositionResult<RunnerPosition> {
  const exact = exactRunnerPosition(runnerId, orders);
  return exact.ok ? { ok: true, value: roundRunnerPosition(exact.value) } : exact;
}
