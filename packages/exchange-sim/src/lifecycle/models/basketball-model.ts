// A basketball game minute by minute: each side scores around its points-per-game rate; a run of
// eight unanswered-ish points (a scoring swing) suspends the market. Overtime settles a tie.
// Match Odds price from the margin and the spread of the minutes left. Two-minute breaks between
// quarters and before overtime, fifteen at half time (the clock and the prices stand still).
import type { SettlementInput } from '../../core/types.js';
import type { LiveEventState, MatchStatus } from '../../inplay/scoreboard.js';
import type { Random } from '../../world/prng.js';
import type { EventModel, Incident, WorldMarket } from '../../world/world-model.js';
import { LiveRecord, clamp, normalCdf, settleByOutcome, winnerIf, type EventSides } from './model-support.js';

const QUARTER_MINUTES = 12;
const OVERTIME_MINUTES = 5;
const BREAK_MINUTES = 2;
const HALF_TIME_MINUTES = 15;
const QUARTERS: readonly MatchStatus[] = [
  'FIRST_QUARTER',
  'SECOND_QUARTER',
  'THIRD_QUARTER',
  'FOURTH_QUARTER',
];
const SWING_SUSPEND_MS = 10_000;
const SWING_POINTS = 8;
/** Variance of the margin per minute left (two Poisson scorers of ~2.3 points a minute). */
const MARGIN_VARIANCE_PER_MINUTE = 4.6;

export class BasketballModel implements EventModel {
  readonly stepMs = 60_000;
  private readonly record: LiveRecord;
  private readonly quarters: [number[], number[]] = [[0], [0]];
  private minute = 0;
  private regulationMinutes = 4 * QUARTER_MINUTES;
  /** Margin (home − away) over the recent minutes, to spot a scoring swing. */
  private recent: number[] = [];
  private over = false;
  /** Steps left of the break in progress. */
  private breakLeft = 0;

  constructor(
    sides: EventSides,
    private readonly pointsPerGame: [number, number],
  ) {
    this.record = new LiveRecord(sides);
  }

  get finished(): boolean {
    return this.over;
  }

  drift(rng: Random): void {
    for (const index of [0, 1] as const) {
      this.pointsPerGame[index] = clamp(this.pointsPerGame[index] + 0.4 * rng.normal(), 70, 130);
    }
  }

  kickOff(): void {
    this.record.kickOff('FIRST_QUARTER');
  }

  step(rng: Random): readonly Incident[] {
    if (this.over) return [];
    if (this.breakLeft > 0) {
      this.breakLeft -= 1;
      return [];
    }
    this.record.matchStatus = QUARTERS[this.quarters[0].length - 1] ?? 'EXTRA_TIME';
    const period = this.quarters[0].length - 1;
    let swing = 0;
    for (const index of [0, 1] as const) {
      const points = rng.poisson(this.pointsPerGame[index] / 48);
      this.quarters[index][period] = (this.quarters[index][period] ?? 0) + points;
      swing += index === 0 ? points : -points;
    }
    this.minute += 1;
    this.record.timeElapsed = this.minute;
    this.recent = [...this.recent.slice(-2), swing];
    const incidents: Incident[] = [];
    const run = this.recent.reduce((sum, value) => sum + value, 0);
    if (Math.abs(run) >= SWING_POINTS) {
      incidents.push({ description: 'Scoring swing', suspendMs: SWING_SUSPEND_MS });
      this.recent = [];
    }
    const periodEnds =
      this.minute <= 4 * QUARTER_MINUTES
        ? this.minute % QUARTER_MINUTES === 0
        : (this.minute - 4 * QUARTER_MINUTES) % OVERTIME_MINUTES === 0;
    if (periodEnds) {
      if (this.minute >= this.regulationMinutes && this.total(0) !== this.total(1)) {
        this.over = true;
        this.record.matchStatus = 'FINISHED';
      } else {
        if (this.minute >= this.regulationMinutes) this.regulationMinutes += OVERTIME_MINUTES;
        this.quarters[0].push(0);
        this.quarters[1].push(0);
        const halfTime = this.quarters[0].length === 3;
        this.record.matchStatus = halfTime ? 'HALF_TIME' : 'BREAK';
        this.breakLeft = halfTime ? HALF_TIME_MINUTES : BREAK_MINUTES;
      }
    }
    return incidents;
  }

  fairValues(market: WorldMarket): readonly number[] {
    const left = Math.max(0, this.regulationMinutes - this.minute);
    const mean =
      this.total(0) - this.total(1) + (left * (this.pointsPerGame[0] - this.pointsPerGame[1])) / 48;
    // A tie goes to overtime, which is close to a coin toss: the continuity half point splits it.
    const homeWins = this.over
      ? Number(this.total(0) > this.total(1))
      : normalCdf(mean / Math.sqrt(left * MARGIN_VARIANCE_PER_MINUTE + 4));
    return market.outcomes.map((outcome) => (outcome === 'HOME' ? homeWins : 1 - homeWins));
  }

  settlement(market: WorldMarket): SettlementInput {
    const homeWon = this.total(0) > this.total(1);
    return settleByOutcome(market, (outcome) => winnerIf(outcome === 'HOME' ? homeWon : !homeWon));
  }

  liveState(): LiveEventState {
    const team = (index: 0 | 1, name: string) => ({
      name,
      score: String(this.total(index)),
      quarterByQuarter: [...this.quarters[index]],
    });
    return this.record.state(team(0, this.record.sides.homeName), team(1, this.record.sides.awayName));
  }

  private total(index: 0 | 1): number {
    return this.quarters[index].reduce((sum, points) => sum + points, 0);
  }
}
