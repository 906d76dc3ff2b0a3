// account-and-product §4 "Live sport labels": the short state shown beside a live score.
import { SPORT_IDS } from '../constants/sports.js';

/**
 * account-and-product §4: the phase of a match, normalised from the live-score feed's
 * matchStatus (see `livePhaseFromMatchStatus`).
 */
export type LivePhase = 'NOT_STARTED' | 'IN_PLAY' | 'HALF_TIME' | 'PAUSED' | 'EXTRA_TIME' | 'FINISHED';

/**
 * account-and-product §3/§4: the live-score fields the label needs. Mapping from the feed's
 * "Live score per event" state:
 * - phase ← livePhaseFromMatchStatus(state.matchStatus);
 * - timeElapsed ← state.timeElapsed, in the feed's own unit (minutes for football);
 * - currentSet ← state.currentSet (tennis, volleyball-like);
 * - currentDay ← state.currentDay (multi-day cricket);
 * - quarter ← the number of entries in score.home.quarterByQuarter (basketball), i.e. the
 *   quarter being played; above 4 it is overtime.
 */
export interface LiveScoreState {
  phase: LivePhase;
  timeElapsed?: number | undefined;
  currentSet?: number | undefined;
  currentDay?: number | undefined;
  quarter?: number | undefined;
}

/** account-and-product §4: the label texts, in the spec's wording. */
export const LIVE_LABEL_TEXTS = {
  live: 'Live',
  halfTime: 'HT',
  fullTime: 'FT',
  end: 'End',
  pause: 'Pause',
  extraTime: 'Extra-time',
  startingSoon: 'Starting soon',
} as const;

/**
 * account-and-product §4/§9: volleyball-like (998917) time is shown only while timeElapsed is
 * under 480. §9 lists 480 among the px breakpoints ("480 px volleyball-like time"), while §4 reads
 * "shown only under 480 elapsed"; this follows §4 (compared with timeElapsed in the feed's unit).
 */
export const VOLLEYBALL_LIKE_TIME_LIMIT = 480;

/** account-and-product §4: the label and, when the sport shows one, the elapsed time beside it. */
export interface LiveSportLabel {
  text: string;
  /** Present only when the time should be shown (timed sports in play). */
  timeElapsed?: number;
}

/** account-and-product §4: how each sport labels its periods. */
export type LiveSportFamily =
  'football' | 'tennis' | 'cricket' | 'rugby' | 'basketball' | 'volleyball' | 'other';

/** account-and-product §4: the label family of a sport id (5 and 1477 rugby-like, 998917 volleyball-like). */
export function liveSportFamily(sportId: number): LiveSportFamily {
  switch (sportId) {
    case SPORT_IDS.FOOTBALL:
      return 'football';
    case SPORT_IDS.TENNIS:
      return 'tennis';
    case SPORT_IDS.CRICKET:
      return 'cricket';
    case SPORT_IDS.RUGBY_UNION:
    case SPORT_IDS.RUGBY_LEAGUE:
      return 'rugby';
    case SPORT_IDS.BASKETBALL:
      return 'basketball';
    case SPORT_IDS.VOLLEYBALL:
      return 'volleyball';
    default:
      return 'other';
  }
}

/**
 * account-and-product §4: which of the spec's words a label is, with its number for 'Set n',
 * 'Day n' and 'Qn', so an interface can say it in its own language (`liveSportLabel` gives the
 * spec's English words).
 */
export type LiveLabelKind =
  | 'live'
  | 'halfTime'
  | 'fullTime'
  | 'end'
  | 'pause'
  | 'extraTime'
  | 'startingSoon'
  | 'set'
  | 'day'
  | 'quarter';

export interface LiveSportLabelParts {
  kind: LiveLabelKind;
  /** The set, day or quarter number ('set', 'day', 'quarter' only). */
  count?: number;
  /** Present only when the time should be shown (timed sports in play). */
  timeElapsed?: number;
}

/**
 * account-and-product §4 "Live sport labels". Choices where the spec only lists the words:
 * - NOT_STARTED → 'Starting soon'; HALF_TIME → 'HT'; PAUSED → 'Pause'; EXTRA_TIME → 'Extra-time'.
 * - FINISHED → 'FT' for the clock sports (football, rugby-like), 'End' for all others.
 * - IN_PLAY: tennis and volleyball-like 'Set n'; basketball 'Q1'…'Q4' (a 5th quarter or more is
 *   overtime: 'Extra-time'); cricket 'Day n' when the feed gives a day; otherwise 'Live'.
 * - Time: football and rugby-like in play (and in extra time) carry timeElapsed; volleyball-like
 *   carries it only under 480; the others never do.
 * Counters that are not whole numbers ≥ 1 are ignored (the label falls back to 'Live').
 */
export function liveSportLabelParts(sportId: number, state: LiveScoreState): LiveSportLabelParts {
  const family = liveSportFamily(sportId);
  const parts = labelParts(family, state);
  const time = shownTime(family, state);
  return time === undefined ? parts : { ...parts, timeElapsed: time };
}

/** account-and-product §4: the label in the spec's words (see `liveSportLabelParts`). */
export function liveSportLabel(sportId: number, state: LiveScoreState): LiveSportLabel {
  const { kind, count, timeElapsed } = liveSportLabelParts(sportId, state);
  const text = labelWords(kind, count);
  return timeElapsed === undefined ? { text } : { text, timeElapsed };
}

function labelWords(kind: LiveLabelKind, count: number | undefined): string {
  switch (kind) {
    case 'set':
      return `Set ${count}`;
    case 'day':
      return `Day ${count}`;
    case 'quarter':
      return `Q${count}`;
    default:
      return LIVE_LABEL_TEXTS[kind];
  }
}

function labelParts(family: LiveSportFamily, state: LiveScoreState): LiveSportLabelParts {
  switch (state.phase) {
    case 'NOT_STARTED':
      return { kind: 'startingSoon' };
    case 'HALF_TIME':
      return { kind: 'halfTime' };
    case 'PAUSED':
      return { kind: 'pause' };
    case 'EXTRA_TIME':
      return { kind: 'extraTime' };
    case 'FINISHED':
      return { kind: family === 'football' || family === 'rugby' ? 'fullTime' : 'end' };
    case 'IN_PLAY':
      return inPlayParts(family, state);
  }
}

function inPlayParts(family: LiveSportFamily, state: LiveScoreState): LiveSportLabelParts {
  const set = counter(state.currentSet);
  const day = counter(state.currentDay);
  const quarter = counter(state.quarter);
  if ((family === 'tennis' || family === 'volleyball') && set !== undefined)
    return { kind: 'set', count: set };
  if (family === 'cricket' && day !== undefined) return { kind: 'day', count: day };
  if (family === 'basketball' && quarter !== undefined) {
    return quarter <= 4 ? { kind: 'quarter', count: quarter } : { kind: 'extraTime' };
  }
  return { kind: 'live' };
}

function shownTime(family: LiveSportFamily, state: LiveScoreState): number | undefined {
  const elapsed = state.timeElapsed;
  if (elapsed === undefined || !Number.isFinite(elapsed) || elapsed < 0) return undefined;
  if (state.phase !== 'IN_PLAY' && state.phase !== 'EXTRA_TIME') return undefined;
  if (family === 'football' || family === 'rugby') return elapsed;
  if (family === 'volleyball' && elapsed < VOLLEYBALL_LIKE_TIME_LIMIT) return elapsed;
  return undefined;
}

function counter(value: number | undefined): number | undefined {
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/**
 * account-and-product §3/§4: normalises the feed's matchStatus. The spec does not list the feed's
 * values, so words are matched after dropping case, spaces and punctuation:
 * - missing, 'NotStarted', 'PreMatch', 'Scheduled' → NOT_STARTED;
 * - anything with 'ExtraTime', 'Overtime' or 'Penalt' (shoot-out) → EXTRA_TIME;
 * - anything with 'HalfTime' ('HalfTimeBreak'), 'HT', 'FirstHalfEnd' → HALF_TIME;
 * - 'Finished', 'FullTime', 'FT', 'End', 'Ended', 'Complete(d)', 'SecondHalfEnd' → FINISHED;
 * - 'Pause(d)', 'Interrupted', 'Suspended', 'Delayed', anything with 'Break' → PAUSED;
 * - anything else ('KickOff', 'FirstHalf', 'InPlay', 'InProgress'…) → IN_PLAY.
 */
export function livePhaseFromMatchStatus(matchStatus: string | undefined): LivePhase {
  const word = (matchStatus ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (word === '' || ['notstarted', 'prematch', 'scheduled'].includes(word)) return 'NOT_STARTED';
  if (word.includes('extratime') || word.includes('overtime') || word.includes('penalt')) return 'EXTRA_TIME';
  if (word.includes('halftime') || word === 'ht' || word === 'firsthalfend') return 'HALF_TIME';
  if (
    ['finished', 'fulltime', 'ft', 'end', 'ended', 'complete', 'completed', 'secondhalfend'].includes(word)
  ) {
    return 'FINISHED';
  }
  if (['pause', 'paused', 'interrupted', 'suspended', 'delayed'].includes(word) || word.includes('break')) {
    return 'PAUSED';
  }
  return 'IN_PLAY';
}
