// In-play service answers for component tests, in the shapes the embedded exchange documents
// (packages/exchange-sim/src/inplay/README.md: ScoresAndBroadcast, State, TeamScore, Timeline):
// ids as JSON numbers, figures as strings, oldest update first.

type Json = Record<string, unknown>;

const NO_BROADCASTS = { isLiveVideoAvailable: false, isDataVisualizationAvailable: false, tv: [] };

/** A `State` of an event in play; `score.home`/`score.away` are TeamScore records. */
export function liveState(eventTypeId: number, home: Json, away: Json, extra: Json = {}): Json {
  return {
    eventId: 77,
    eventTypeId,
    score: { home, away },
    matchStatus: 'IN_PLAY',
    status: 'IN_PLAY',
    timeElapsed: 0,
    elapsedRegularTime: 0,
    fullTimeElapsed: { hour: 0, min: 0, sec: 0 },
    hasSets: false,
    updateDetails: [],
    ...extra,
  };
}

/** GET /inplayservice/v1/scoresAndBroadcast?eventIds=77: a one-event list. */
export function scoresAndBroadcast(state: Json, eventId = 77): Json[] {
  return [
    {
      eventId,
      eventTypeId: state['eventTypeId'],
      startTime: '2030-01-01T12:00:00.000Z',
      broadcasts: NO_BROADCASTS,
      state: { ...state, eventId },
    },
  ];
}

/** A football match at minute 67 of the second half, 2-1, with its goals and cards. */
export const FOOTBALL_STATE = liveState(
  1,
  { name: 'Arsenal', score: '2', numberOfYellowCards: 1, numberOfRedCards: 0 },
  { name: 'Chelsea', score: '1', numberOfYellowCards: 0, numberOfRedCards: 1 },
  { matchStatus: 'SECOND_HALF', timeElapsed: 67, elapsedRegularTime: 67, numberOfYellowCards: 1 },
);

export const FOOTBALL_UPDATES = [
  { updateId: 1, updateTime: '2030-01-01T12:00:00.000Z', type: 'KickOff', matchTime: 0 },
  {
    updateId: 2,
    updateTime: '2030-01-01T12:23:00.000Z',
    type: 'Goal',
    matchTime: 23,
    team: 'home',
    teamName: 'Arsenal',
  },
  {
    updateId: 3,
    updateTime: '2030-01-01T12:40:00.000Z',
    type: 'YellowCard',
    matchTime: 40,
    team: 'home',
    teamName: 'Arsenal',
  },
  { updateId: 4, updateTime: '2030-01-01T12:45:00.000Z', type: 'HalfTime', matchTime: 45 },
  {
    updateId: 5,
    updateTime: '2030-01-01T13:15:00.000Z',
    type: 'Goal',
    matchTime: 54,
    team: 'away',
    teamName: 'Chelsea',
  },
  {
    updateId: 6,
    updateTime: '2030-01-01T13:21:00.000Z',
    type: 'RedCard',
    matchTime: 60,
    team: 'away',
    teamName: 'Chelsea',
  },
  {
    updateId: 7,
    updateTime: '2030-01-01T13:26:00.000Z',
    type: 'Goal',
    matchTime: 65,
    team: 'home',
    teamName: 'Arsenal',
  },
];

/** GET /inplayservice/v1/eventTimelines?eventIds=77: a one-event list of `Timeline`. */
export function eventTimelines(updateDetails: unknown[], eventId = 77): Json[] {
  const { score, matchStatus, status, timeElapsed, elapsedRegularTime } = FOOTBALL_STATE;
  return [
    { eventId, eventTypeId: 1, score, matchStatus, status, timeElapsed, elapsedRegularTime, updateDetails },
  ];
}

/** A tennis match in the third set: sets 1-1, 6-4 4-6, 3-2 in games, 30-15, the home player serving. */
export const TENNIS_STATE = liveState(
  2,
  {
    name: 'Alcaraz',
    score: '30',
    sets: '1',
    games: '3',
    gameSequence: ['6', '4'],
    isServing: true,
    aces: '7',
    doubleFaults: '2',
    serviceBreaks: '3',
  },
  {
    name: 'Sinner',
    score: '15',
    sets: '1',
    games: '2',
    gameSequence: ['4', '6'],
    isServing: false,
    aces: '5',
    doubleFaults: '4',
    serviceBreaks: '2',
  },
  { hasSets: true, currentSet: 3, timeElapsed: 131, elapsedRegularTime: 131 },
);

/** A one-day match: the home side made 287/6 in 50 overs, the away side is 143/4 after 27. */
export const CRICKET_STATE = liveState(
  4,
  { name: 'India', score: '287/6', inning1: { runs: '287', wickets: '6', overs: '50' } },
  { name: 'Australia', score: '143/4', inning2: { runs: '143', wickets: '4', overs: '27' } },
  { currentDay: 1 },
);

/** A basketball game in the third quarter. */
export const BASKETBALL_STATE = liveState(
  7522,
  { name: 'Lakers', score: '71', quarterByQuarter: [24, 22, 25] },
  { name: 'Celtics', score: '69', quarterByQuarter: [20, 27, 22] },
  { timeElapsed: 31, elapsedRegularTime: 31 },
);

/** Rugby union (5) at half-time: a plain score. */
export const RUGBY_STATE = liveState(
  5,
  { name: 'England', score: '13' },
  { name: 'France', score: '10' },
  { matchStatus: 'HALF_TIME', timeElapsed: 40, elapsedRegularTime: 40 },
);
