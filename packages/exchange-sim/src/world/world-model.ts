// The shapes the world is made of: sports, events with their markets, and the model of each
// event (the simulated match or race) that the lifecycle plays out and the liquidity prices from.
import type { EventInfo, MarketSpec } from '../core/market.js';
import type { SettlementInput } from '../core/types.js';
import type { LiveEventState } from '../inplay/scoreboard.js';
import type { Random } from './prng.js';

export type SportKey =
  | 'SOCCER'
  | 'TENNIS'
  | 'CRICKET'
  | 'HORSE_RACING'
  | 'GREYHOUND_RACING'
  | 'BASKETBALL'
  | 'RUGBY_UNION'
  | 'RUGBY_LEAGUE'
  | 'VOLLEYBALL';

export interface SportInfo {
  /** trading-core §9 sport ids. */
  readonly id: string;
  readonly name: string;
  /** In-play bet delay in seconds (betfair-protocol §8.7). */
  readonly betDelay: number;
}

export const SPORTS: Readonly<Record<SportKey, SportInfo>> = {
  SOCCER: { id: '1', name: 'Soccer', betDelay: 5 },
  TENNIS: { id: '2', name: 'Tennis', betDelay: 3 },
  CRICKET: { id: '4', name: 'Cricket', betDelay: 5 },
  HORSE_RACING: { id: '7', name: 'Horse Racing', betDelay: 1 },
  GREYHOUND_RACING: { id: '4339', name: 'Greyhound Racing', betDelay: 1 },
  BASKETBALL: { id: '7522', name: 'Basketball', betDelay: 5 },
  RUGBY_UNION: { id: '5', name: 'Rugby Union', betDelay: 5 },
  RUGBY_LEAGUE: { id: '1477', name: 'Rugby League', betDelay: 5 },
  VOLLEYBALL: { id: '998917', name: 'Volleyball', betDelay: 5 },
};

export type MarketKind =
  | 'MATCH_ODDS'
  | 'OVER_UNDER_25'
  | 'CORRECT_SCORE'
  | 'BOTH_TEAMS_TO_SCORE'
  | 'ASIAN_HANDICAP'
  | 'SET_BETTING'
  | 'RUNS_LINE'
  | 'WIN'
  | 'PLACE'
  | 'EACH_WAY'
  | 'WINNER';

/**
 * What a runner stands for in the model, one per runner of the market: HOME, AWAY, DRAW, OVER,
 * UNDER, YES, NO, `CS:h-a`, CS:AOH / CS:AOA / CS:AOD (any other home win, away win, draw),
 * `SET:h-a`, AH:HOME / AH:AWAY (the runner's handicap applies), LINE, `RUNNER:i` (i-th entrant).
 */
export type OutcomeKey = string;

export interface WorldMarket {
  readonly spec: MarketSpec;
  readonly kind: MarketKind;
  readonly outcomes: readonly OutcomeKey[];
}

/** A material in-play incident: the event's markets suspend for `suspendMs`. */
export interface Incident {
  readonly description: string;
  readonly suspendMs: number;
}

export interface EventModel {
  /** Simulated time between in-play steps. */
  readonly stepMs: number;
  /** True once the match or race is over (results are final). */
  readonly finished: boolean;
  /** Pre-off random walk of the sides' strengths: prices drift before the off. */
  drift(rng: Random): void;
  /** The off: the live score leaves NOT_STARTED as the markets turn in play (before any step). */
  kickOff?(now: number): void;
  /** Advances the match by one step; the incidents that suspend the markets. */
  step(rng: Random, now: number): readonly Incident[];
  /**
   * Fair value per runner: the probability of the runner's outcome (odds markets, normalised by
   * the liquidity), or the expected outcome value (LINE markets).
   */
  fairValues(market: WorldMarket): readonly number[];
  settlement(market: WorldMarket): SettlementInput;
  /**
   * Live score for the in-play service, from the markets' opening (NOT_STARTED until the off);
   * undefined for sports without one (racing, outrights).
   */
  liveState(now: number): LiveEventState | undefined;
  /** Racing non-runner: the entrant takes no part (its chance goes to the others). */
  withdraw?(entrant: number): void;
}

export interface WorldEvent {
  readonly sport: SportKey;
  readonly event: EventInfo;
  /** The off, epoch ms. */
  readonly startTime: number;
  readonly markets: readonly WorldMarket[];
  readonly model: EventModel;
}
