// A tennis match point by point. Each player wins points on serve with a fixed chance; breaks of
// serve and set ends are the material events that suspend the markets. Match Odds and Set
// Betting price from the exact chances of tennis-odds.ts.
import type { SettlementInput } from '../../core/types.js';
import type { LiveEventState, TeamScore } from '../../inplay/scoreboard.js';
import type { Random } from '../../world/prng.js';
import type { EventModel, Incident, WorldMarket } from '../../world/world-model.js';
import { LiveRecord, clamp, settleByOutcome, winnerIf, type EventSides } from './model-support.js';
import { gameWin, setScoreChances, setWin, tieBreakWin } from './tennis-odds.js';

const POINT_NAMES = ['0', '15', '30', '40'];
const BREAK_SUSPEND_MS = 10_000;
const SET_SUSPEND_MS = 20_000;

interface Player {
  serve: number;
  sets: number;
  games: number;
  points: number;
  aces: number;
  doubleFaults: number;
  breaks: number;
  setGames: string[];
}

const newPlayer = (serve: number): Player => ({
  serve,
  sets: 0,
  games: 0,
  points: 0,
  aces: 0,
  doubleFaults: 0,
  breaks: 0,
  setGames: [],
});

export class TennisModel implements EventModel {
  readonly stepMs = 40_000;
  private readonly record: LiveRecord;
  private readonly home: Player;
  private readonly away: Player;
  private homeServes: boolean;
  private pointsPlayed = 0;

  constructor(sides: EventSides, homeServe: number, awayServe: number, homeServesFirst: boolean) {
    this.record = new LiveRecord(sides);
    this.home = newPlayer(homeServe);
    this.away = newPlayer(awayServe);
    this.homeServes = homeServesFirst;
  }

  get finished(): boolean {
    return this.home.sets === 2 || this.away.sets === 2;
  }

  drift(rng: Random): void {
    this.home.serve = clamp(this.home.serve + 0.003 * rng.normal(), 0.5, 0.78);
    this.away.serve = clamp(this.away.serve + 0.003 * rng.normal(), 0.5, 0.78);
  }

  kickOff(): void {
    this.record.kickOff('IN_PLAY');
  }

  step(rng: Random, now: number): readonly Incident[] {
    if (this.finished) return [];
    this.kickOff();
    const server = this.homeServes ? this.home : this.away;
    const receiver = this.homeServes ? this.away : this.home;
    const serverWins = rng.chance(server.serve);
    if (serverWins && rng.chance(0.12)) server.aces += 1;
    if (!serverWins && rng.chance(0.08)) server.doubleFaults += 1;
    const winner = serverWins ? server : receiver;
    const loser = serverWins ? receiver : server;
    winner.points += 1;
    this.pointsPlayed += 1;
    this.record.timeElapsed = Math.floor((this.pointsPlayed * this.stepMs) / 60_000);
    const tieBreak = this.home.games === 6 && this.away.games === 6;
    const target = tieBreak ? 7 : 4;
    if (winner.points < target || winner.points - loser.points < 2) {
      // Tie-break serve changes after the first point and every two points after.
      if (tieBreak && (winner.points + loser.points) % 2 === 1) this.homeServes = !this.homeServes;
      return [];
    }
    return this.gameWon(winner, loser, !serverWins && !tieBreak, now);
  }

  fairValues(market: WorldMarket): readonly number[] {
    const chances = { home: this.home.serve, away: this.away.serve };
    const fresh = (setWin(chances, 0, 0, true) + setWin(chances, 0, 0, false)) / 2;
    const sets = setScoreChances(this.home.sets, this.away.sets, this.currentSetChance(), fresh);
    const homeWins = (sets.get('2-0') ?? 0) + (sets.get('2-1') ?? 0);
    return market.outcomes.map((outcome) => {
      if (outcome === 'HOME') return homeWins;
      if (outcome === 'AWAY') return 1 - homeWins;
      return sets.get(outcome.slice(4)) ?? 0;
    });
  }

  settlement(market: WorldMarket): SettlementInput {
    const final = `${this.home.sets}-${this.away.sets}`;
    return settleByOutcome(market, (outcome) => {
      if (outcome === 'HOME') return winnerIf(this.home.sets === 2);
      if (outcome === 'AWAY') return winnerIf(this.away.sets === 2);
      return winnerIf(outcome.slice(4) === final);
    });
  }

  liveState(): LiveEventState {
    const tieBreak = this.home.games === 6 && this.away.games === 6;
    const points = (player: Player, other: Player): string => {
      if (tieBreak) return String(player.points);
      if (player.points >= 3 && other.points >= 3) return player.points > other.points ? 'A' : '40';
      return POINT_NAMES[Math.min(player.points, 3)]!;
    };
    const score = (player: Player, other: Player, serving: boolean): TeamScore => ({
      name: player === this.home ? this.record.sides.homeName : this.record.sides.awayName,
      score: points(player, other),
      sets: String(player.sets),
      games: String(player.games),
      gameSequence: [...player.setGames],
      // Before the first point nobody is serving yet.
      isServing: this.record.started && serving,
      aces: String(player.aces),
      doubleFaults: String(player.doubleFaults),
      serviceBreaks: String(player.breaks),
    });
    return this.record.state(
      score(this.home, this.away, this.homeServes),
      score(this.away, this.home, !this.homeServes),
      this.record.started ? { currentSet: this.home.sets + this.away.sets + (this.finished ? 0 : 1) } : {},
    );
  }

  private gameWon(winner: Player, loser: Player, isBreak: boolean, now: number): Incident[] {
    const incidents: Incident[] = [];
    winner.games += 1;
    winner.points = 0;
    loser.points = 0;
    this.homeServes = !this.homeServes;
    if (isBreak) {
      winner.breaks += 1;
      incidents.push({ description: 'Break of serve', suspendMs: BREAK_SUSPEND_MS });
    }
    const setOver = winner.games === 7 || (winner.games >= 6 && winner.games - loser.games >= 2);
    if (setOver) {
      winner.sets += 1;
      winner.setGames.push(String(winner.games));
      loser.setGames.push(String(loser.games));
      winner.games = 0;
      loser.games = 0;
      this.record.note('Point', winner === this.home ? 'home' : 'away', this.record.timeElapsed, now);
      incidents.push({ description: 'Set won', suspendMs: SET_SUSPEND_MS });
      if (this.finished) this.record.matchStatus = 'FINISHED';
    }
    return incidents;
  }

  /** P(home takes the set in progress), from the current game's points. */
  private currentSetChance(): number {
    const chances = { home: this.home.serve, away: this.away.serve };
    const { home, away } = this;
    if (home.games === 6 && away.games === 6) {
      return tieBreakWin((home.serve + 1 - away.serve) / 2, home.points, away.points);
    }
    const holds = this.homeServes
      ? gameWin(home.serve, home.points, away.points)
      : gameWin(away.serve, away.points, home.points);
    const homeTakesGame = this.homeServes ? holds : 1 - holds;
    return (
      homeTakesGame * setWin(chances, home.games + 1, away.games, !this.homeServes) +
      (1 - homeTakesGame) * setWin(chances, home.games, away.games + 1, !this.homeServes)
    );
  }
}
