// An outright (competition winner): no match to play, the winner is drawn from the chances when
// the market's time comes. Chances drift while the market is open.
import type { SettlementInput } from '../../core/types.js';
import type { Random } from '../../world/prng.js';
import type { EventModel, Incident, WorldMarket } from '../../world/world-model.js';
import { settleByOutcome, walk, winnerIf } from './model-support.js';
import { entrantOf } from './race-model.js';

export class OutrightModel implements EventModel {
  readonly stepMs = 60_000;
  private winner: number | undefined;

  constructor(private readonly strengths: number[]) {}

  get finished(): boolean {
    return this.winner !== undefined;
  }

  drift(rng: Random): void {
    for (let i = 0; i < this.strengths.length; i += 1) {
      this.strengths[i] = walk(this.strengths[i]!, 0.03 * rng.normal(), 1e-3, 1e3);
    }
  }

  step(rng: Random): readonly Incident[] {
    this.winner ??= rng.weighted(this.strengths);
    return [];
  }

  fairValues(market: WorldMarket): readonly number[] {
    const total = this.strengths.reduce((sum, s) => sum + s, 0);
    return market.outcomes.map((outcome) => {
      const entrant = entrantOf(outcome);
      return this.winner === undefined
        ? (this.strengths[entrant] ?? 0) / total
        : Number(entrant === this.winner);
    });
  }

  settlement(market: WorldMarket): SettlementInput {
    return settleByOutcome(market, (outcome) => winnerIf(entrantOf(outcome) === this.winner));
  }

  liveState(): undefined {
    return undefined;
  }
}
