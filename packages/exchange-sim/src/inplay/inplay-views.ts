// The JSON the in-play service answers with, built from the scoreboard (trading-core §3
// "Live-score event", account-and-product §3 "Live score per event"). Betfair's in-play service
// is not in the reference; the shapes are documented in ./README.md.
import type { Broadcasts, LiveEventState, TeamScore, UpdateDetail } from './scoreboard.js';

/** Betfair's in-play service sends event and event-type ids as JSON numbers. */
function wireId(id: string): number | string {
  const value = Number(id);
  return /^\d+$/.test(id) && Number.isSafeInteger(value) ? value : id;
}

export interface UpdateDetailView {
  updateId: number;
  updateTime: string;
  type: UpdateDetail['type'];
  matchTime: number;
  team?: 'home' | 'away';
  teamName?: string;
}

export interface ScoreView {
  home: TeamScore;
  away: TeamScore;
  /** Soccer: cards of both teams together, present when a team carries card counts. */
  numberOfYellowCards?: number;
  numberOfRedCards?: number;
}

export interface EventStateView {
  eventId: number | string;
  eventTypeId: number | string;
  score: ScoreView;
  matchStatus: string;
  /** NOT_STARTED, IN_PLAY or COMPLETE, derived from matchStatus. */
  status: 'NOT_STARTED' | 'IN_PLAY' | 'COMPLETE';
  timeElapsed: number;
  elapsedRegularTime: number;
  /** account-and-product §3 "fullTimeElapsed hour and minute". */
  fullTimeElapsed: { hour: number; min: number; sec: number };
  /** Tennis: true when the score is kept in sets. */
  hasSets: boolean;
  currentSet?: number;
  currentDay?: number;
  updateDetails: UpdateDetailView[];
}

export interface EventDetailsView {
  eventId: number | string;
  eventTypeId: number | string;
  startTime: string;
  homeName: string;
  awayName: string;
  broadcasts: Broadcasts;
  state: EventStateView;
}

export type ScoresAndBroadcastView = Omit<EventDetailsView, 'homeName' | 'awayName'>;

export interface EventTimelineView {
  eventId: number | string;
  eventTypeId: number | string;
  score: ScoreView;
  matchStatus: string;
  status: EventStateView['status'];
  timeElapsed: number;
  elapsedRegularTime: number;
  updateDetails: UpdateDetailView[];
}

const NOT_STARTED = new Set(['NOT_STARTED', 'NOT_IN_PLAY', 'PRE_MATCH']);
const COMPLETE = new Set(['FINISHED', 'COMPLETE', 'FULL_TIME', 'ENDED']);

function statusOf(matchStatus: string): EventStateView['status'] {
  if (NOT_STARTED.has(matchStatus)) return 'NOT_STARTED';
  if (COMPLETE.has(matchStatus)) return 'COMPLETE';
  return 'IN_PLAY';
}

function scoreView(state: LiveEventState): ScoreView {
  const { home, away } = state.score;
  const view: ScoreView = { home: { ...home }, away: { ...away } };
  if (home.numberOfYellowCards !== undefined || away.numberOfYellowCards !== undefined) {
    view.numberOfYellowCards = (home.numberOfYellowCards ?? 0) + (away.numberOfYellowCards ?? 0);
  }
  if (home.numberOfRedCards !== undefined || away.numberOfRedCards !== undefined) {
    view.numberOfRedCards = (home.numberOfRedCards ?? 0) + (away.numberOfRedCards ?? 0);
  }
  return view;
}

/** Timeline entries oldest first: by update time, then by id for updates in the same instant. */
export function orderedUpdates(updates: readonly UpdateDetail[]): UpdateDetailView[] {
  return [...updates]
    .sort((a, b) => Date.parse(a.updateTime) - Date.parse(b.updateTime) || a.updateId - b.updateId)
    .map((update) => {
      const view: UpdateDetailView = {
        updateId: update.updateId,
        updateTime: update.updateTime,
        type: update.type,
        matchTime: update.matchTime,
      };
      if (update.team !== undefined) view.team = update.team;
      if (update.teamName !== undefined) view.teamName = update.teamName;
      return view;
    });
}

export function stateView(state: LiveEventState): EventStateView {
  const minutes = Math.max(0, Math.floor(state.timeElapsed));
  const view: EventStateView = {
    eventId: wireId(state.eventId),
    eventTypeId: wireId(state.eventTypeId),
    score: scoreView(state),
    matchStatus: state.matchStatus,
    status: statusOf(state.matchStatus),
    timeElapsed: state.timeElapsed,
    elapsedRegularTime: state.elapsedRegularTime,
    fullTimeElapsed: { hour: Math.floor(minutes / 60), min: minutes % 60, sec: 0 },
    hasSets: state.score.home.sets !== undefined || state.score.away.sets !== undefined,
    updateDetails: orderedUpdates(state.updateDetails),
  };
  if (state.currentSet !== undefined) view.currentSet = state.currentSet;
  if (state.currentDay !== undefined) view.currentDay = state.currentDay;
  return view;
}

export function scoresAndBroadcastView(state: LiveEventState): ScoresAndBroadcastView {
  return {
    eventId: wireId(state.eventId),
    eventTypeId: wireId(state.eventTypeId),
    startTime: state.startTime,
    broadcasts: { ...state.broadcasts, tv: state.broadcasts.tv.map((tv) => ({ ...tv })) },
    state: stateView(state),
  };
}

export function eventDetailsView(state: LiveEventState): EventDetailsView {
  const { eventId, eventTypeId, startTime, broadcasts, state: live } = scoresAndBroadcastView(state);
  return {
    eventId,
    eventTypeId,
    startTime,
    homeName: state.homeName,
    awayName: state.awayName,
    broadcasts,
    state: live,
  };
}

export function eventTimelineView(state: LiveEventState): EventTimelineView {
  const live = stateView(state);
  return {
    eventId: live.eventId,
    eventTypeId: live.eventTypeId,
    score: live.score,
    matchStatus: live.matchStatus,
    status: live.status,
    timeElapsed: live.timeElapsed,
    elapsedRegularTime: live.elapsedRegularTime,
    updateDetails: live.updateDetails,
  };
}
