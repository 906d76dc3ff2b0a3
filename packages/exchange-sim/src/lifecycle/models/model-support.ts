// What every sport model shares: the event's sides, the live-score record it keeps
// (trading-core §3 "Live-score event"), and the little probability maths the prices come from.
import type {
  Broadcasts,
  LiveEventState,
  MatchStatus,
  TeamScore,
  UpdateDetail,
} from '../../inplay/scoreboard.js';
import { runnerKey, type RunnerDescription } from '../../core/market.js';
import type { RunnerResult, SettlementInput } from '../../core/types.js';
import type { WorldMarket } from '../../world/world-model.js';

export interface EventSides {
  readonly eventId: string;
  readonly eventTypeId: string;
  readonly homeName: string;
  readonly awayName: string;
  readonly startTime: number;
  readonly broadcasts: Broadcasts;
}

/** The live-score record of a match: sides, status, clock and the incident list. */
export class LiveRecord {
  matchStatus: MatchStatus = 'NOT_STARTED';
  timeElapsed = 0;
  private readonly updates: UpdateDetail[] = [];

  constructor(readonly sides: EventSides) {}

  get started(): boolean {
    return this.matchStatus !== 'NOT_STARTED';
  }

  /** The match starts in `status`; true the first time (a later call changes nothing). */
  kickOff(status: MatchStatus): boolean {
    if (this.started) return false;
    this.matchStatus = status;
    return true;
  }

  note(type: UpdateDetail['type'], team: 'home' | 'away' | undefined, matchTime: number, now: number): void {
    this.updates.push({
      updateId: this.updates.length + 1,
      type,
      team,
      teamName: team === undefined ? undefined : team === 'home' ? this.sides.homeName : this.sides.awayName,
      matchTime,
      updateTime: new Date(now).toISOString(),
    });
  }

  state(home: TeamScore, away: TeamScore, extra: Partial<LiveEventState> = {}): LiveEventState {
    return {
      eventId: this.sides.eventId,
      eventTypeId: this.sides.eventTypeId,
      homeName: this.sides.homeName,
      awayName: this.sides.awayName,
      startTime: new Date(this.sides.startTime).toISOString(),
      matchStatus: this.matchStatus,
      timeElapsed: this.timeElapsed,
      elapsedRegularTime: this.timeElapsed,
      score: { home, away },
      updateDetails: [...this.updates],
      broadcasts: this.sides.broadcasts,
      ...extra,
    };
  }
}

/** Poisson probabilities of 0…max events with the given mean (the tail folded into max). */
export function poissonPmf(mean: number, max: number): number[] {
  const pmf: number[] = [];
  let term = Math.exp(-mean);
  let total = 0;
  for (let k = 0; k < max; k += 1) {
    pmf.push(term);
    total += term;
    term *= mean / (k + 1);
  }
  pmf.push(Math.max(0, 1 - total));
  return pmf;
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value));

/** A strength moved by a small random step in log space, kept within bounds. */
export function walk(value: number, step: number, low: number, high: number): number {
  return clamp(value * Math.exp(step), low, high);
}

/** Settlement of a market whose runners each won or lost (or were void) by their outcome key. */
export function settleByOutcome(
  market: WorldMarket,
  resultOf: (outcome: string, runner: RunnerDescription) => RunnerResult,
): SettlementInput {
  const results = new Map<string, RunnerResult>();
  market.spec.runners.forEach((runner, index) => {
    results.set(runnerKey(runner.selectionId, runner.handicap), resultOf(market.outcomes[index]!, runner));
  });
  return { results };
}

export const winnerIf = (won: boolean): RunnerResult => (won ? 'WINNER' : 'LOSER');

/**
 * The clock of a match played in two timed halves with a break (football, rugby): the minute,
 * the matchStatus (FIRST_HALF, HALF_TIME, SECOND_HALF, FINISHED) and the timeline's kick-off,
 * half-time and full-time entries. One step is one minute, or one minute of the break.
 */
export class HalvesClock {
  minute = 0;
  private breakLeft: number;

  constructor(
    private readonly record: LiveRecord,
    private readonly halfMinutes: number,
    private readonly breakSteps: number,
  ) {
    this.breakLeft = breakSteps;
  }

  get over(): boolean {
    return this.record.matchStatus === 'FINISHED';
  }

  /** The first half starts: FIRST_HALF and the KickOff entry, once. */
  kickOff(now: number): void {
    if (this.record.kickOff('FIRST_HALF')) this.record.note('KickOff', undefined, 0, now);
  }

  /** Advances one step: true when a minute was played, false during the break or once over. */
  tick(now: number): boolean {
    const record = this.record;
    if (this.over) return false;
    this.kickOff(now);
    if (this.minute === this.halfMinutes && this.breakLeft > 0) {
      if (this.breakLeft === this.breakSteps) {
        record.matchStatus = 'HALF_TIME';
        record.note('HalfTime', undefined, this.halfMinutes, now);
      }
      this.breakLeft -= 1;
      if (this.breakLeft === 0) {
        record.matchStatus = 'SECOND_HALF';
        record.note('SecondHalfKickOff', undefined, this.halfMinutes, now);
      }
      return false;
    }
    this.minute += 1;
    record.timeElapsed = this.minute;
    return true;
  }

  /** Blows the final whistle once the minute just played ends the second half. */
  endAtFullTime(now: number): void {
    const fullTime = 2 * this.halfMinutes;
    if (this.over || this.minute < fullTime) return;
    this.record.matchStatus = 'FINISHED';
    this.record.note('FullTime', undefined, fullTime, now);
  }
}
