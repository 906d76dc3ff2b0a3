// An account's position on one market and the exposure it implies (betfair-protocol §8.12):
// the worst loss across outcomes, netting backs and lays, with unmatched bets counted only where
// they make things worse. All amounts in the account's currency cents; runners by their index.
//
// For a single-winner market the profit if runner r wins is L + A[r], where L sums every matched
// bet's result if its runner loses and A[r] adds, for bets on r, the difference between winning
// and losing (back s@p: L −= s, A += s·p; lay: L += s, A −= s·p). Markets where outcomes are not
// "one runner wins" (several winners, line and handicap markets) are exposed runner by runner,
// which can only overstate the risk. Plain arrays indexed by runner keep this off the allocator:
// it runs on every placement, fill and cancel.
import type { Side } from './types.js';

/** Profit in cents of a matched bet if it wins: stake × (price − 1), rounded to the cent. */
export function winProfit(size: number, price: number): number {
  return Math.round((size * (Math.round(price * 100) - 100)) / 100);
}

export class MarketPosition {
  /** Per runner: profit if it wins minus profit if it loses, over matched bets on it. */
  private readonly swing: Float64Array;
  /** Per runner: matched result if it loses. */
  private readonly ifLose: Float64Array;
  private readonly unmatchedBackStake: Float64Array;
  /** Unmatched lay liability × 100, exact so adding and removing parts leaves no residue. */
  private readonly unmatchedLayLiabilityX100: Float64Array;
  private ifLoseTotal = 0;
  private unmatchedBackTotal = 0;

  constructor(
    private readonly runnerCount: number,
    private readonly singleWinner: boolean,
  ) {
    this.swing = new Float64Array(runnerCount);
    this.ifLose = new Float64Array(runnerCount);
    this.unmatchedBackStake = new Float64Array(runnerCount);
    this.unmatchedLayLiabilityX100 = new Float64Array(runnerCount);
  }

  addMatched(runner: number, side: Side, size: number, price: number): void {
    const profit = winProfit(size, price);
    const ifLose = side === 'BACK' ? -size : size;
    const ifWin = side === 'BACK' ? profit : -profit;
    this.ifLose[runner]! += ifLose;
    this.swing[runner]! += ifWin - ifLose;
    this.ifLoseTotal += ifLose;
  }

  /** Adds (positive) or removes (negative) unmatched size of an order. */
  addUnmatched(runner: number, side: Side, size: number, price: number): void {
    if (side === 'BACK') {
      this.unmatchedBackStake[runner]! += size;
      this.unmatchedBackTotal += size;
    } else {
      this.unmatchedLayLiabilityX100[runner]! += size * (Math.round(price * 100) - 100);
    }
  }

  /** Profit if each runner wins (by runner index), from matched bets only. */
  profitIfWins(): number[] {
    const result: number[] = [];
    for (let r = 0; r < this.runnerCount; r += 1) {
      result.push(this.singleWinner ? this.ifLoseTotal + this.swing[r]! : this.ifLose[r]! + this.swing[r]!);
    }
    return result;
  }

  /** Worst-case loss as a non-negative amount. */
  exposure(): number {
    return this.singleWinner ? this.singleWinnerExposure() : this.perRunnerExposure();
  }

  /** Unmatched lay liability in whole cents, rounded up (never understate risk). */
  private layLiability(runner: number): number {
    return Math.ceil(this.unmatchedLayLiabilityX100[runner]! / 100);
  }

  private singleWinnerExposure(): number {
    let worst = Infinity;
    for (let r = 0; r < this.runnerCount; r += 1) {
      // Unmatched backs on other runners lose if r wins; unmatched lays on r lose too.
      const unmatchedLoss = this.unmatchedBackTotal - this.unmatchedBackStake[r]! + this.layLiability(r);
      const outcome = this.ifLoseTotal + this.swing[r]! - unmatchedLoss;
      if (outcome < worst) worst = outcome;
    }
    return worst === Infinity ? 0 : Math.max(0, -worst);
  }

  private perRunnerExposure(): number {
    let total = 0;
    for (let r = 0; r < this.runnerCount; r += 1) {
      const ifWin = this.ifLose[r]! + this.swing[r]! - this.layLiability(r);
      const ifLose = this.ifLose[r]! - this.unmatchedBackStake[r]!;
      total += Math.max(0, -Math.min(ifWin, ifLose));
    }
    return total;
  }
}
