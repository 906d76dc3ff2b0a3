// A horse or greyhound race. Each entrant has a strength; the finishing order is strength plus
// noise revealed gradually as the race runs, so before the off the chances are the strengths
// (Plackett–Luce) and in running they sharpen towards the leaders. Place chances (PLACE and
// EACH_WAY markets) follow Harville's formula from the win chances.
import type { SettlementInput } from '../../core/types.js';
import type { Random } from '../../world/prng.js';
import type { EventModel, Incident, WorldMarket } from '../../world/world-model.js';
import { settleByOutcome, walk } from './model-support.js';

/** Standard deviation of the race noise (close to a Gumbel's, whose softmax the odds are). */
const NOISE_SD = 1.28;
const GUMBEL_SCALE_PER_SD = Math.sqrt(6) / Math.PI;

/** P(each entrant finishes in the first `places`), Harville: later places in proportion to win chances. */
export function placeChances(win: readonly number[], places: number): number[] {
  const result = new Array<number>(win.length).fill(0);
  const visit = (taken: Set<number>, remaining: number, chance: number, depth: number): void => {
    if (depth === places || remaining <= 1e-12) return;
    win.forEach((p, i) => {
      if (taken.has(i) || p <= 0) return;
      const pick = (chance * p) / remaining;
      result[i]! += pick;
      taken.add(i);
      visit(taken, remaining - p, pick, depth + 1);
      taken.delete(i);
    });
  };
  visit(
    new Set(),
    win.reduce((sum, p) => sum + p, 0),
    1,
    0,
  );
  return result;
}

export const entrantOf = (outcome: string): number => Number(outcome.slice('RUNNER:'.length));

export class RaceModel implements EventModel {
  private readonly noise: number[];
  private stepsDone = 0;
  private order: number[] | undefined;
  /**
   * Place chances by number of places, for the current strengths and noise: Harville's sum is
   * costly on big fields, and every quote refresh of a PLACE or EACH_WAY market asks for it.
   */
  private readonly placeCache = new Map<number, number[]>();

  constructor(
    private readonly strengths: number[],
    private readonly steps: number,
    readonly stepMs: number,
  ) {
    this.noise = strengths.map(() => 0);
  }

  get finished(): boolean {
    return this.order !== undefined;
  }

  /** The finishing order (entrant indexes), once the race is run. */
  get finishingOrder(): readonly number[] | undefined {
    return this.order;
  }

  drift(rng: Random): void {
    this.placeCache.clear();
    for (let i = 0; i < this.strengths.length; i += 1) {
      if (this.strengths[i]! > 0)
        this.strengths[i] = walk(this.strengths[i]!, 0.04 * rng.normal(), 1e-3, 1e3);
    }
  }

  withdraw(entrant: number): void {
    this.placeCache.clear();
    this.strengths[entrant] = 0;
  }

  step(rng: Random): readonly Incident[] {
    if (this.order !== undefined) return [];
    this.placeCache.clear();
    const sd = NOISE_SD / Math.sqrt(this.steps);
    for (let i = 0; i < this.noise.length; i += 1) this.noise[i]! += sd * rng.normal();
    this.stepsDone += 1;
    if (this.stepsDone >= this.steps) {
      this.order = this.strengths
        .map((strength, index) => ({
          index,
          score: strength > 0 ? Math.log(strength) + this.noise[index]! : -Infinity,
        }))
        .filter((entry) => entry.score > -Infinity)
        .sort((a, b) => b.score - a.score)
        .map((entry) => entry.index);
    }
    return [];
  }

  /** Win chance of every entrant now. */
  winChances(): number[] {
    if (this.order !== undefined) return this.strengths.map((_, i) => Number(i === this.order![0]));
    const left = Math.sqrt(1 - this.stepsDone / this.steps);
    const temperature =
      Math.max(1e-3, left * NOISE_SD * GUMBEL_SCALE_PER_SD) / (NOISE_SD * GUMBEL_SCALE_PER_SD);
    const scores = this.strengths.map((s, i) =>
      s > 0 ? (Math.log(s) + this.noise[i]!) / temperature : -Infinity,
    );
    const top = Math.max(...scores);
    const weights = scores.map((score) => (score === -Infinity ? 0 : Math.exp(score - top)));
    const total = weights.reduce((sum, w) => sum + w, 0);
    return weights.map((w) => w / total);
  }

  fairValues(market: WorldMarket): readonly number[] {
    const win = this.winChances();
    const chances = market.kind === 'WIN' ? win : this.placeChancesNow(win, market.spec.numberOfWinners);
    return market.outcomes.map((outcome) => chances[entrantOf(outcome)] ?? 0);
  }

  private placeChancesNow(win: readonly number[], places: number): number[] {
    let chances = this.placeCache.get(places);
    if (chances === undefined) {
      chances = placeChances(win, places);
      this.placeCache.set(places, chances);
    }
    return chances;
  }

  settlement(market: WorldMarket): SettlementInput {
    const order = this.order ?? [];
    const places = market.spec.numberOfWinners;
    return settleByOutcome(market, (outcome) => {
      const position = order.indexOf(entrantOf(outcome));
      if (position < 0 || position >= (market.kind === 'WIN' ? 1 : places)) return 'LOSER';
      // Each way: the winner wins both parts, the other placed runners are PLACED.
      return market.kind === 'EACH_WAY' && position > 0 ? 'PLACED' : 'WINNER';
    });
  }

  liveState(): undefined {
    return undefined;
  }
}
