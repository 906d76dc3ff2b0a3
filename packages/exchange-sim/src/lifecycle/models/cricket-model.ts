// A Twenty20 match over by over: runs per over around each side's scoring rate, wickets now and
// then (each one suspends the markets). Match Odds price from the projected totals; the first
// innings runs LINE market prices at the projected first-innings total and settles at the final one.
// The live score pauses (BREAK) between the innings and counts the day of play (a T20 has one).
import type { SettlementInput } from '../../core/types.js';
import type { LiveEventState, TeamScore } from '../../inplay/scoreboard.js';
import type { Random } from '../../world/prng.js';
import type { EventModel, Incident, WorldMarket } from '../../world/world-model.js';
import { LiveRecord, clamp, normalCdf, settleByOutcome, winnerIf, type EventSides } from './model-support.js';

const OVERS = 20;
const WICKET_SUSPEND_MS = 20_000;
const INNINGS_BREAK_STEPS = 5;
const MINUTES_A_DAY = 24 * 60;

interface Innings {
  runs: number;
  wickets: number;
  overs: number;
}

export class CricketModel implements EventModel {
  readonly stepMs = 240_000;
  private readonly record: LiveRecord;
  private readonly innings: [Innings, Innings] = [
    { runs: 0, wickets: 0, overs: 0 },
    { runs: 0, wickets: 0, overs: 0 },
  ];
  private current = 0;
  private breakLeft = INNINGS_BREAK_STEPS;
  private over = false;
  /** Who wins a tie (a super over, decided when it happens). */
  private tieWinner: 'home' | 'away' | undefined;

  /** Runs per over of the side batting first and second; `homeBatsFirst` from the toss. */
  constructor(
    sides: EventSides,
    private readonly rates: [number, number],
    private readonly homeBatsFirst: boolean,
  ) {
    this.record = new LiveRecord(sides);
  }

  get finished(): boolean {
    return this.over;
  }

  drift(rng: Random): void {
    this.rates[0] = clamp(this.rates[0] * Math.exp(0.01 * rng.normal()), 6, 11);
    this.rates[1] = clamp(this.rates[1] * Math.exp(0.01 * rng.normal()), 6, 11);
  }

  kickOff(): void {
    this.record.kickOff('IN_PLAY');
  }

  step(rng: Random, now: number): readonly Incident[] {
    if (this.over) return [];
    this.record.matchStatus = 'IN_PLAY';
    const innings = this.innings[this.current]!;
    if (this.innings[0].overs > 0 && this.current === 0 && this.inningsOver(0)) {
      if (this.breakLeft > 0) {
        this.record.matchStatus = 'BREAK';
        this.breakLeft -= 1;
        if (this.breakLeft === 0) this.current = 1;
        return [];
      }
    }
    const incidents: Incident[] = [];
    innings.overs += 1;
    innings.runs += Math.max(0, Math.round(this.rates[this.current]! + 3 * rng.normal()));
    this.record.timeElapsed += this.stepMs / 60_000;
    const wickets = rng.chance(0.35) ? (rng.chance(0.15) ? 2 : 1) : 0;
    for (let i = 0; i < wickets && innings.wickets < 10; i += 1) {
      innings.wickets += 1;
      const team = (this.current === 0) === this.homeBatsFirst ? 'away' : 'home';
      this.record.note('Wicket', team, this.record.timeElapsed, now);
      incidents.push({ description: 'Wicket', suspendMs: WICKET_SUSPEND_MS });
    }
    if (this.current === 1 && this.inningsOver(1)) {
      this.over = true;
      if (this.innings[0].runs === this.innings[1].runs) this.tieWinner = rng.chance(0.5) ? 'home' : 'away';
      this.record.matchStatus = 'FINISHED';
    }
    return incidents;
  }

  fairValues(market: WorldMarket): readonly number[] {
    if (market.kind === 'RUNS_LINE') return [this.projected(0).mean];
    const first = this.projected(0);
    const second = this.projected(1);
    const spread = Math.sqrt(first.variance + second.variance);
    const chaserWins = this.over
      ? Number(this.winner() === (this.homeBatsFirst ? 'away' : 'home'))
      : normalCdf((second.mean - first.mean) / Math.max(spread, 1e-6));
    const homeWins = this.homeBatsFirst ? 1 - chaserWins : chaserWins;
    return market.outcomes.map((outcome) => (outcome === 'HOME' ? homeWins : 1 - homeWins));
  }

  settlement(market: WorldMarket): SettlementInput {
    if (market.kind === 'RUNS_LINE') return { lineOutcome: this.innings[0].runs };
    return settleByOutcome(market, (outcome) =>
      winnerIf(this.winner() === (outcome === 'HOME' ? 'home' : 'away')),
    );
  }

  liveState(): LiveEventState {
    const view = (innings: Innings) => ({
      runs: String(innings.runs),
      wickets: String(innings.wickets),
      overs: String(innings.overs),
    });
    const team = (home: boolean): TeamScore => {
      const batting = this.innings[home === this.homeBatsFirst ? 0 : 1];
      return {
        name: home ? this.record.sides.homeName : this.record.sides.awayName,
        score: `${batting.runs}/${batting.wickets}`,
        ...(home === this.homeBatsFirst ? { inning1: view(batting) } : { inning2: view(batting) }),
      };
    };
    return this.record.state(
      team(true),
      team(false),
      this.record.started ? { currentDay: 1 + Math.floor(this.record.timeElapsed / MINUTES_A_DAY) } : {},
    );
  }

  private inningsOver(index: 0 | 1): boolean {
    const innings = this.innings[index];
    const chased = index === 1 && innings.runs > this.innings[0].runs;
    return innings.overs >= OVERS || innings.wickets >= 10 || chased;
  }

  private winner(): 'home' | 'away' {
    const [first, second] = this.innings;
    if (first.runs === second.runs) return this.tieWinner ?? 'home';
    const firstBatterWon = first.runs > second.runs;
    return firstBatterWon === this.homeBatsFirst ? 'home' : 'away';
  }

  /** Projected final total of an innings and its variance, from what is left of it. */
  private projected(index: 0 | 1): { mean: number; variance: number } {
    const innings = this.innings[index];
    if (this.inningsOver(index) || (index === 0 && this.current === 1))
      return { mean: innings.runs, variance: 0 };
    const oversLeft = OVERS - innings.overs;
    const resources = Math.max(0, 1 - innings.wickets / 11);
    const mean = innings.runs + oversLeft * this.rates[index] * resources;
    return { mean, variance: oversLeft * 9 + 1 };
  }
}
