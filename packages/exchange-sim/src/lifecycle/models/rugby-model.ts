// A rugby match (union or league) minute by minute: scores arrive at each side's rate, a try is
// the material event that suspends the market. Match Odds (home, away, draw) price from the
// margin and the spread of the minutes left; the live score is plain points, in two halves of 40
// minutes with a ten-minute half time.
import type { SettlementInput } from '../../core/types.js';
import type { LiveEventState } from '../../inplay/scoreboard.js';
import type { Random } from '../../world/prng.js';
import type { EventModel, Incident, WorldMarket } from '../../world/world-model.js';
import {
  HalvesClock,
  LiveRecord,
  clamp,
  normalCdf,
  settleByOutcome,
  winnerIf,
  type EventSides,
} from './model-support.js';

const MINUTES = 80;
const HALF_TIME_MINUTES = 10;
const TRY_SUSPEND_MS = 20_000;

/** Points of each kind of score, with how often it happens: union 7/5/3, league 6/4/2. */
export const RUGBY_SCORING = {
  union: [
    { points: 7, weight: 0.55, isTry: true },
    { points: 5, weight: 0.15, isTry: true },
    { points: 3, weight: 0.3, isTry: false },
  ],
  league: [
    { points: 6, weight: 0.55, isTry: true },
    { points: 4, weight: 0.3, isTry: true },
    { points: 2, weight: 0.13, isTry: false },
    { points: 1, weight: 0.02, isTry: false },
  ],
} as const;

export class RugbyModel implements EventModel {
  readonly stepMs = 60_000;
  private readonly record: LiveRecord;
  private readonly points: [number, number] = [0, 0];
  private readonly clock: HalvesClock;

  constructor(
    sides: EventSides,
    private readonly code: keyof typeof RUGBY_SCORING,
    private readonly pointsPerGame: [number, number],
  ) {
    this.record = new LiveRecord(sides);
    this.clock = new HalvesClock(this.record, MINUTES / 2, HALF_TIME_MINUTES);
  }

  get finished(): boolean {
    return this.clock.over;
  }

  private get minute(): number {
    return this.clock.minute;
  }

  drift(rng: Random): void {
    for (const index of [0, 1] as const) {
      this.pointsPerGame[index] = clamp(this.pointsPerGame[index] + 0.2 * rng.normal(), 8, 45);
    }
  }

  kickOff(now: number): void {
    this.clock.kickOff(now);
  }

  step(rng: Random, now: number): readonly Incident[] {
    if (!this.clock.tick(now)) return [];
    const scoring = RUGBY_SCORING[this.code];
    const meanPoints = scoring.reduce((sum, kind) => sum + kind.points * kind.weight, 0);
    const incidents: Incident[] = [];
    for (const index of [0, 1] as const) {
      if (!rng.chance(this.pointsPerGame[index] / MINUTES / meanPoints)) continue;
      const kind = scoring[rng.weighted(scoring.map((k) => k.weight))]!;
      this.points[index] += kind.points;
      if (kind.isTry) {
        this.record.note('Point', index === 0 ? 'home' : 'away', this.minute, now);
        incidents.push({ description: 'Try', suspendMs: TRY_SUSPEND_MS });
      }
    }
    this.clock.endAtFullTime(now);
    return incidents;
  }

  fairValues(market: WorldMarket): readonly number[] {
    const left = Math.max(0, MINUTES - this.minute);
    const margin = this.points[0] - this.points[1];
    const mean = margin + (left * (this.pointsPerGame[0] - this.pointsPerGame[1])) / MINUTES;
    const spread = Math.sqrt(left * 3.5) + 0.01;
    const homeWins = this.finished ? Number(margin > 0) : 1 - normalCdf((0.5 - mean) / spread);
    const awayWins = this.finished ? Number(margin < 0) : normalCdf((-0.5 - mean) / spread);
    return market.outcomes.map((outcome) =>
      outcome === 'HOME' ? homeWins : outcome === 'AWAY' ? awayWins : Math.max(0, 1 - homeWins - awayWins),
    );
  }

  settlement(market: WorldMarket): SettlementInput {
    const margin = this.points[0] - this.points[1];
    return settleByOutcome(market, (outcome) =>
      winnerIf(outcome === 'HOME' ? margin > 0 : outcome === 'AWAY' ? margin < 0 : margin === 0),
    );
  }

  liveState(): LiveEventState {
    return this.record.state(
      { name: this.record.sides.homeName, score: String(this.points[0]) },
      { name: this.record.sides.awayName, score: String(this.points[1]) },
    );
  }
}
