// A football match minute by minute: goals arrive as Poisson processes from each side's expected
// goals, cards now and then (a red card weakens the side). Every market prices from the same
// distribution of final scores, so Match Odds, Over/Under, Correct Score, BTTS and the Asian
// handicap always agree with each other and with the live score.
import type { SettlementInput } from '../../core/types.js';
import type { LiveEventState } from '../../inplay/scoreboard.js';
import type { Random } from '../../world/prng.js';
import type { EventModel, Incident, WorldMarket } from '../../world/world-model.js';
import {
  HalvesClock,
  LiveRecord,
  poissonPmf,
  settleByOutcome,
  walk,
  winnerIf,
  type EventSides,
} from './model-support.js';

const HALF_MINUTES = 45;
const HALF_TIME_MINUTES = 15;
const MAX_EXTRA_GOALS = 10;
const GOAL_SUSPEND_MS = 45_000;
const RED_CARD_SUSPEND_MS = 30_000;

interface Side {
  expectedGoals: number;
  goals: number;
  yellows: number;
  reds: number;
}

/** Whether an outcome key holds for a final score: true, false, or 'void' (handicap push). */
export function soccerOutcome(
  outcome: string,
  home: number,
  away: number,
  handicap: number,
): boolean | 'void' {
  switch (outcome) {
    case 'HOME':
      return home > away;
    case 'AWAY':
      return away > home;
    case 'DRAW':
      return home === away;
    case 'OVER':
      return home + away > 2.5;
    case 'UNDER':
      return home + away < 2.5;
    case 'YES':
      return home > 0 && away > 0;
    case 'NO':
      return home === 0 || away === 0;
    case 'CS:AOH':
      return home > away && home > 3;
    case 'CS:AOA':
      return away > home && away > 3;
    case 'CS:AOD':
      return home === away && home > 3;
    case 'AH:HOME':
    case 'AH:AWAY': {
      const margin = (outcome === 'AH:HOME' ? home - away : away - home) + handicap;
      return margin === 0 ? 'void' : margin > 0;
    }
    default: {
      const [h, a] = outcome.slice(3).split('-').map(Number);
      return home === h && away === a;
    }
  }
}

export class SoccerModel implements EventModel {
  readonly stepMs = 60_000;
  private readonly record: LiveRecord;
  private readonly home: Side;
  private readonly away: Side;
  /** Match minute and status; half time pauses it. */
  private readonly clock: HalvesClock;

  constructor(sides: EventSides, homeExpected: number, awayExpected: number) {
    this.record = new LiveRecord(sides);
    this.home = { expectedGoals: homeExpected, goals: 0, yellows: 0, reds: 0 };
    this.away = { expectedGoals: awayExpected, goals: 0, yellows: 0, reds: 0 };
    this.clock = new HalvesClock(this.record, HALF_MINUTES, HALF_TIME_MINUTES);
  }

  private get minute(): number {
    return this.clock.minute;
  }

  get finished(): boolean {
    return this.clock.over;
  }

  drift(rng: Random): void {
    this.home.expectedGoals = walk(this.home.expectedGoals, 0.03 * rng.normal(), 0.3, 4);
    this.away.expectedGoals = walk(this.away.expectedGoals, 0.03 * rng.normal(), 0.3, 4);
  }

  kickOff(now: number): void {
    this.clock.kickOff(now);
  }

  step(rng: Random, now: number): readonly Incident[] {
    if (!this.clock.tick(now)) return [];
    const incidents: Incident[] = [];
    for (const team of ['home', 'away'] as const) {
      const side = team === 'home' ? this.home : this.away;
      if (rng.chance(this.rate(team) / 90)) incidents.push(this.goal(team, now));
      if (rng.chance(0.035)) {
        side.yellows += 1;
        this.record.note('YellowCard', team, this.minute, now);
      }
      if (rng.chance(0.0025)) {
        side.reds += 1;
        this.record.note('RedCard', team, this.minute, now);
        incidents.push({ description: `Red card ${team}`, suspendMs: RED_CARD_SUSPEND_MS });
      }
    }
    this.clock.endAtFullTime(now);
    return incidents;
  }

  /**
   * A goal for `team` at the current minute: the score, the timeline and, through the final-score
   * distribution, every market's prices follow. The match's own steps score through here, and so
   * does the simulator's goal control (at half time the goal counts for the half just played).
   */
  goal(team: 'home' | 'away', now: number): Incident {
    (team === 'home' ? this.home : this.away).goals += 1;
    this.record.note('Goal', team, this.minute, now);
    return { description: `Goal ${team}`, suspendMs: GOAL_SUSPEND_MS };
  }

  /** Under way and not over: a goal can still be scored (half time included). */
  get playing(): boolean {
    return this.record.started && !this.clock.over;
  }

  fairValues(market: WorldMarket): readonly number[] {
    const scores = this.finalScores();
    return market.outcomes.map((outcome, index) => {
      const handicap = market.spec.runners[index]!.handicap;
      let win = 0;
      let lose = 0;
      scores.forEach((row, h) =>
        row.forEach((p, a) => {
          const result = soccerOutcome(outcome, h, a, handicap);
          if (result === true) win += p;
          else if (result === false) lose += p;
        }),
      );
      // A handicap push returns stakes, so the fair chance is conditional on a result.
      return win + lose === 0 ? 0 : win / (win + lose);
    });
  }

  settlement(market: WorldMarket): SettlementInput {
    return settleByOutcome(market, (outcome, runner) => {
      const result = soccerOutcome(outcome, this.home.goals, this.away.goals, runner.handicap);
      return result === 'void' ? 'VOID' : winnerIf(result);
    });
  }

  liveState(): LiveEventState {
    const team = (side: Side, name: string) => ({
      name,
      score: String(side.goals),
      numberOfYellowCards: side.yellows,
      numberOfRedCards: side.reds,
    });
    return this.record.state(
      team(this.home, this.record.sides.homeName),
      team(this.away, this.record.sides.awayName),
      { elapsedRegularTime: Math.min(this.minute, 90) },
    );
  }

  /** A side's scoring rate per 90 minutes now: a red card costs it, and helps the other side. */
  private rate(team: 'home' | 'away'): number {
    const own = team === 'home' ? this.home : this.away;
    const other = team === 'home' ? this.away : this.home;
    return own.expectedGoals * 0.7 ** own.reds * 1.15 ** other.reds;
  }

  /** P(final score = h, a). */
  private finalScores(): number[][] {
    const remaining = Math.max(0, 90 - this.minute) / 90;
    const homeMore = poissonPmf(this.rate('home') * remaining, MAX_EXTRA_GOALS);
    const awayMore = poissonPmf(this.rate('away') * remaining, MAX_EXTRA_GOALS);
    const size = MAX_EXTRA_GOALS + 1 + Math.max(this.home.goals, this.away.goals);
    const scores = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    homeMore.forEach((ph, i) =>
      awayMore.forEach((pa, j) => {
        scores[this.home.goals + i]![this.away.goals + j]! += ph * pa;
      }),
    );
    return scores;
  }
}
