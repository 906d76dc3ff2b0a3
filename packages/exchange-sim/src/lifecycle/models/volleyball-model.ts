// A volleyball match rally by rally: best of five sets to 25 (15 in the fifth), two clear. The end
// of a set suspends the market. Match Odds price exactly from the chance of winning a rally; the
// live score is plain sets.
import type { SettlementInput } from '../../core/types.js';
import type { LiveEventState } from '../../inplay/scoreboard.js';
import type { Random } from '../../world/prng.js';
import type { EventModel, Incident, WorldMarket } from '../../world/world-model.js';
import { LiveRecord, clamp, settleByOutcome, winnerIf, type EventSides } from './model-support.js';
import { raceWin, setScoreChances } from './tennis-odds.js';

const SET_SUSPEND_MS = 15_000;

export class VolleyballModel implements EventModel {
  readonly stepMs = 25_000;
  private readonly record: LiveRecord;
  private readonly sets: [number, number] = [0, 0];
  private readonly rally: [number, number] = [0, 0];
  private ralliesPlayed = 0;

  constructor(
    sides: EventSides,
    /** P(home wins a rally). */
    private homeRally: number,
  ) {
    this.record = new LiveRecord(sides);
  }

  get finished(): boolean {
    return this.sets[0] === 3 || this.sets[1] === 3;
  }

  drift(rng: Random): void {
    this.homeRally = clamp(this.homeRally + 0.002 * rng.normal(), 0.4, 0.6);
  }

  kickOff(): void {
    this.record.kickOff('IN_PLAY');
  }

  step(rng: Random, now: number): readonly Incident[] {
    if (this.finished) return [];
    const winner = rng.chance(this.homeRally) ? 0 : 1;
    this.rally[winner] += 1;
    this.ralliesPlayed += 1;
    this.record.timeElapsed = Math.floor((this.ralliesPlayed * this.stepMs) / 60_000);
    this.kickOff();
    const [a, b] = winner === 0 ? this.rally : [this.rally[1], this.rally[0]];
    if (a < this.target() || a - b < 2) return [];
    this.sets[winner] += 1;
    this.rally[0] = 0;
    this.rally[1] = 0;
    this.record.note('Point', winner === 0 ? 'home' : 'away', this.record.timeElapsed, now);
    if (this.sets[winner] === 3) this.record.matchStatus = 'FINISHED';
    return [{ description: 'Set won', suspendMs: SET_SUSPEND_MS }];
  }

  fairValues(market: WorldMarket): readonly number[] {
    const current = raceWin(this.homeRally, this.rally[0], this.rally[1], this.target());
    const fresh = raceWin(this.homeRally, 0, 0, 25);
    const finals = setScoreChances(this.sets[0], this.sets[1], current, fresh, 3);
    let homeWins = 0;
    for (const [score, chance] of finals) if (score.startsWith('3-')) homeWins += chance;
    return market.outcomes.map((outcome) => (outcome === 'HOME' ? homeWins : 1 - homeWins));
  }

  settlement(market: WorldMarket): SettlementInput {
    const homeWon = this.sets[0] === 3;
    return settleByOutcome(market, (outcome) => winnerIf(outcome === 'HOME' ? homeWon : !homeWon));
  }

  liveState(): LiveEventState {
    return this.record.state(
      {
        name: this.record.sides.homeName,
        score: String(this.sets[0]),
        sets: String(this.sets[0]),
        games: String(this.rally[0]),
      },
      {
        name: this.record.sides.awayName,
        score: String(this.sets[1]),
        sets: String(this.sets[1]),
        games: String(this.rally[1]),
      },
      this.record.started ? { currentSet: this.sets[0] + this.sets[1] + (this.finished ? 0 : 1) } : {},
    );
  }

  private target(): number {
    return this.sets[0] + this.sets[1] === 4 ? 15 : 25;
  }
}
