// Live state of in-play events (trading-core §3 "Live-score event"): written by the lifecycle as
// matches unfold (the same events that suspend markets), read by the in-play service.

export interface TeamScore {
  name: string;
  score: string;
  /** Tennis. */
  sets?: string;
  games?: string;
  gameSequence?: string[];
  isServing?: boolean;
  aces?: string;
  doubleFaults?: string;
  serviceBreaks?: string;
  /** Cricket innings: runs, wickets, overs. */
  inning1?: { runs: string; wickets: string; overs: string };
  inning2?: { runs: string; wickets: string; overs: string };
  /** Basketball quarter scores. */
  quarterByQuarter?: number[];
  /** Soccer cards. */
  numberOfYellowCards?: number;
  numberOfRedCards?: number;
}

export interface UpdateDetail {
  updateId: number;
  type:
    | 'Goal'
    | 'YellowCard'
    | 'RedCard'
    | 'Wicket'
    | 'Point'
    | 'KickOff'
    | 'HalfTime'
    | 'SecondHalfKickOff'
    | 'FullTime';
  team: 'home' | 'away' | undefined;
  teamName: string | undefined;
  /** Minute of the match (soccer, rugby), or elapsed minutes. */
  matchTime: number;
  updateTime: string;
}

export interface Broadcasts {
  isLiveVideoAvailable: boolean;
  isDataVisualizationAvailable: boolean;
  tv: Array<{ channel: string; country: string }>;
}

/**
 * The matchStatus values the sport models write (README "Match status"): clients derive the live
 * sport labels from them (account-and-product §4): NOT_STARTED 'Starting soon', HALF_TIME 'HT',
 * BREAK 'Pause', FIRST_QUARTER…FOURTH_QUARTER 'Q1'…'Q4', EXTRA_TIME 'Extra-time', FINISHED 'FT' or
 * 'End'; IN_PLAY with currentSet 'Set n', with currentDay 'Day n'.
 */
export type MatchStatus =
  | 'NOT_STARTED'
  | 'FIRST_HALF'
  | 'HALF_TIME'
  | 'SECOND_HALF'
  | 'FIRST_QUARTER'
  | 'SECOND_QUARTER'
  | 'THIRD_QUARTER'
  | 'FOURTH_QUARTER'
  | 'BREAK'
  | 'EXTRA_TIME'
  | 'IN_PLAY'
  | 'FINISHED';

export interface LiveEventState {
  eventId: string;
  eventTypeId: string;
  homeName: string;
  awayName: string;
  startTime: string;
  /** A MatchStatus from the models; kept a string, as tests and other feeds may set others. */
  matchStatus: string;
  /** Minutes since the start (soccer and other timed sports). */
  timeElapsed: number;
  elapsedRegularTime: number;
  currentSet?: number;
  currentDay?: number;
  score: { home: TeamScore; away: TeamScore };
  updateDetails: UpdateDetail[];
  broadcasts: Broadcasts;
}

export class Scoreboard {
  private readonly events = new Map<string, LiveEventState>();

  set(state: LiveEventState): void {
    this.events.set(state.eventId, state);
  }

  get(eventId: string): LiveEventState | undefined {
    return this.events.get(eventId);
  }

  delete(eventId: string): void {
    this.events.delete(eventId);
  }

  all(): LiveEventState[] {
    return [...this.events.values()];
  }
}
