// An account's position on one market and the exposure it implies (betfair-protocol §8.12):
// the worst loss across outcomes, netting backs and lays, with unmatched bets counted only where
// they make things worse. All amounts GBP pence.
//
// For a single-winner market the profit if runner r wins is L + A[r], where L sums every matched
// bet's result if its runner loses and A[r] adds, for bets on r, the difference between winning
// and losing (back s@p: L −= s, A += s·p; lay: L += s, A −= s·p). Markets where outcomes are not
// "one runner wins" (several winners, line and handicap markets) are exposed runner by runner,
// which can only overstate the risk.
import type { Side } from './types.js';

/** Profit in pence of a matched bet if it wins: stake × (price − 1), rounded to the penny. */
export function winProfit(size: number, price: number): number {
  return Math.round((size * (Math.round(price * 100) - 100)) / 100);
}

/** Unmatched lay liability in whole pence, rounded up (never understate risk). */
function layLiability(runner: RunnerPosition | undefined): number {
  return runner === undefined ? 0 : Math.ceil(runner.unmatchedLayLiabilityX100 / 100);
}

interface RunnerPosition {
  /** Profit if this runner wins minus profit if it loses, summed over matched bets on it. */
  swing: number;
  /** Matched result if this runner loses. */
  ifLose: number;
  unmatchedBackStake: number;
  /** Unmatched lay liability × 100, kept exact so adding and removing parts leaves no residue. */
  unmatchedLayLiabilityX100: number;
}

export class MarketPosition {
  private readonly runners = new Map<string, RunnerPosition>();
  private ifLoseTotal = 0;
  private unmatchedBackTotal = 0;

  constructor(
    /** Keys of every runner that can win, for the single-winner outcome scan. */
    private readonly runnerKeys: readonly string[],
    private readonly singleWinner: boolean,
  ) {}

  addMatched(key: string, side: Side, size: number, price: number): void {
    const runner = this.runner(key);
    const profit = winProfit(size, price);
    const ifLose = side === 'BACK' ? -size : size;
    const ifWin = side === 'BACK' ? profit : -profit;
    runner.ifLose += ifLose;
    runner.swing += ifWin - ifLose;
    this.ifLoseTotal += ifLose;
  }

  /** Adds (positive) or removes (negative) unmatched size of an order. */
  addUnmatched(key: string, side: Side, size: number, price: number): void {
    const runner = this.runner(key);
    if (side === 'BACK') {
      runner.unmatchedBackStake += size;
      this.unmatchedBackTotal += size;
    } else {
      runner.unmatchedLayLiabilityX100 += size * (Math.round(price * 100) - 100);
    }
  }

  /** Profit if each runner wins, from matched bets only. */
  profitIfWins(): Map<string, number> {
    const result = new Map<string, number>();
    for (const key of this.runnerKeys) {
      const runner = this.runners.get(key);
      result.set(
        key,
        this.singleWinner
          ? this.ifLoseTotal + (runner?.swing ?? 0)
          : (runner?.ifLose ?? 0) + (runner?.swing ?? 0),
      );
    }
    return result;
  }

  /** Worst-case loss as a non-negative amount. */
  exposure(): number {
    return this.singleWinner ? this.singleWinnerExposure() : this.perRunnerExposure();
  }

  private singleWinnerExposure(): number {
    let worst = Infinity;
    for (const key of this.runnerKeys) {
      const runner = this.runners.get(key);
      const unmatchedHere =
        this.unmatchedBackTotal - (runner?.unmatchedBackStake ?? 0) + layLiability(runner);
      const outcome = this.ifLoseTotal + (runner?.swing ?? 0) - unmatchedHere;
      if (outcome < worst) worst = outcome;
    }
    return worst === Infinity ? 0 : Math.max(0, -worst);
  }

  private perRunnerExposure(): number {
    let total = 0;
    for (const runner of this.runners.values()) {
      const ifWin = runner.ifLose + runner.swing - layLiability(runner);
      const ifLose = runner.ifLose - runner.unmatchedBackStake;
      total += Math.max(0, -Math.min(ifWin, ifLose));
    }
    return total;
  }

  private runner(key: string): RunnerPosition {
    let runner = this.runners.get(key);
    if (runner === undefined) {
      runner = { swing: 0, ifLose: 0, unmatchedBackStake: 0, unmatchedLayLiabilityX100: 0 };
      this.runners.set(key, runner);
    }
    return runner;
  }
}
