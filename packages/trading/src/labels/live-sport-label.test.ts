import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from '../constants/sports.js';
import {
  liveSportFamily,
  liveSportLabel,
  liveSportLabelParts,
  livePhaseFromMatchStatus,
  type LivePhase,
} from './live-sport-label.js';

const { FOOTBALL, TENNIS, CRICKET, RUGBY_UNION, RUGBY_LEAGUE, BASKETBALL, VOLLEYBALL, HORSE_RACING } =
  SPORT_IDS;

describe('liveSportFamily (account-and-product §4)', () => {
  it('groups the sport ids of the spec', () => {
    expect([FOOTBALL, TENNIS, CRICKET, 5, 1477, 7522, 998917, 7, 61420].map(liveSportFamily)).toEqual([
      'football',
      'tennis',
      'cricket',
      'rugby',
      'rugby',
      'basketball',
      'volleyball',
      'other',
      'other',
    ]);
  });
});

describe('liveSportLabel (account-and-product §4)', () => {
  it("shows 'Starting soon' before the start for every sport", () => {
    for (const sport of [FOOTBALL, TENNIS, CRICKET, RUGBY_UNION, BASKETBALL, VOLLEYBALL, HORSE_RACING]) {
      expect(liveSportLabel(sport, { phase: 'NOT_STARTED', timeElapsed: 0 })).toEqual({
        text: 'Starting soon',
      });
    }
  });

  it('labels football periods, with the minute while in play', () => {
    expect(liveSportLabel(FOOTBALL, { phase: 'IN_PLAY', timeElapsed: 67 })).toEqual({
      text: 'Live',
      timeElapsed: 67,
    });
    expect(liveSportLabel(FOOTBALL, { phase: 'IN_PLAY' })).toEqual({ text: 'Live' });
    expect(liveSportLabel(FOOTBALL, { phase: 'HALF_TIME', timeElapsed: 45 })).toEqual({ text: 'HT' });
    expect(liveSportLabel(FOOTBALL, { phase: 'EXTRA_TIME', timeElapsed: 98 })).toEqual({
      text: 'Extra-time',
      timeElapsed: 98,
    });
    expect(liveSportLabel(FOOTBALL, { phase: 'FINISHED', timeElapsed: 94 })).toEqual({ text: 'FT' });
    expect(liveSportLabel(RUGBY_LEAGUE, { phase: 'FINISHED' })).toEqual({ text: 'FT' });
    expect(liveSportLabel(RUGBY_UNION, { phase: 'IN_PLAY', timeElapsed: 12 })).toEqual({
      text: 'Live',
      timeElapsed: 12,
    });
  });

  it('labels sets, quarters and days', () => {
    expect(liveSportLabel(TENNIS, { phase: 'IN_PLAY', currentSet: 3 })).toEqual({ text: 'Set 3' });
    expect(liveSportLabel(TENNIS, { phase: 'IN_PLAY' })).toEqual({ text: 'Live' });
    expect(liveSportLabel(TENNIS, { phase: 'FINISHED', currentSet: 3 })).toEqual({ text: 'End' });
    expect(liveSportLabel(BASKETBALL, { phase: 'IN_PLAY', quarter: 1 })).toEqual({ text: 'Q1' });
    expect(liveSportLabel(BASKETBALL, { phase: 'IN_PLAY', quarter: 4 })).toEqual({ text: 'Q4' });
    expect(liveSportLabel(BASKETBALL, { phase: 'IN_PLAY', quarter: 5 })).toEqual({ text: 'Extra-time' });
    expect(liveSportLabel(BASKETBALL, { phase: 'PAUSED', quarter: 2 })).toEqual({ text: 'Pause' });
    expect(liveSportLabel(BASKETBALL, { phase: 'IN_PLAY', quarter: 0 })).toEqual({ text: 'Live' });
    expect(liveSportLabel(CRICKET, { phase: 'IN_PLAY', currentDay: 2 })).toEqual({ text: 'Day 2' });
    expect(liveSportLabel(CRICKET, { phase: 'IN_PLAY', currentDay: 1.5 })).toEqual({ text: 'Live' });
    expect(liveSportLabel(CRICKET, { phase: 'FINISHED' })).toEqual({ text: 'End' });
    expect(liveSportLabel(CRICKET, { phase: 'IN_PLAY', timeElapsed: 100 })).toEqual({ text: 'Live' });
  });

  it('shows volleyball-like time only under 480 elapsed', () => {
    expect(liveSportLabel(VOLLEYBALL, { phase: 'IN_PLAY', currentSet: 2, timeElapsed: 479 })).toEqual({
      text: 'Set 2',
      timeElapsed: 479,
    });
    expect(liveSportLabel(VOLLEYBALL, { phase: 'IN_PLAY', currentSet: 2, timeElapsed: 480 })).toEqual({
      text: 'Set 2',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (elapsed) => {
        const label = liveSportLabel(VOLLEYBALL, { phase: 'IN_PLAY', timeElapsed: elapsed });
        expect(label.timeElapsed !== undefined).toBe(elapsed < 480);
      }),
    );
  });

  it('always answers one of the spec words', () => {
    const phases: LivePhase[] = ['NOT_STARTED', 'IN_PLAY', 'HALF_TIME', 'PAUSED', 'EXTRA_TIME', 'FINISHED'];
    const words = /^(Live|HT|FT|End|Pause|Q[1-4]|Set \d+|Extra-time|Day \d+|Starting soon)$/;
    fc.assert(
      fc.property(
        fc.constantFrom(
          FOOTBALL,
          TENNIS,
          CRICKET,
          RUGBY_UNION,
          RUGBY_LEAGUE,
          BASKETBALL,
          VOLLEYBALL,
          HORSE_RACING,
        ),
        fc.constantFrom(...phases),
        fc.option(fc.integer({ min: -3, max: 12 }), { nil: undefined }),
        (sport, phase, counter) => {
          const state = {
            phase,
            currentSet: counter,
            currentDay: counter,
            quarter: counter,
            timeElapsed: counter,
          };
          expect(liveSportLabel(sport, state).text).toMatch(words);
        },
      ),
    );
  });
});

describe('liveSportLabelParts (account-and-product §4, for translated labels)', () => {
  it('names the word and its number, with the time when shown', () => {
    expect(liveSportLabelParts(TENNIS, { phase: 'IN_PLAY', currentSet: 3 })).toEqual({
      kind: 'set',
      count: 3,
    });
    expect(liveSportLabelParts(CRICKET, { phase: 'IN_PLAY', currentDay: 2 })).toEqual({
      kind: 'day',
      count: 2,
    });
    expect(liveSportLabelParts(BASKETBALL, { phase: 'IN_PLAY', quarter: 4 })).toEqual({
      kind: 'quarter',
      count: 4,
    });
    expect(liveSportLabelParts(FOOTBALL, { phase: 'IN_PLAY', timeElapsed: 67 })).toEqual({
      kind: 'live',
      timeElapsed: 67,
    });
    expect(liveSportLabelParts(FOOTBALL, { phase: 'FINISHED' })).toEqual({ kind: 'fullTime' });
    expect(liveSportLabelParts(VOLLEYBALL, { phase: 'FINISHED' })).toEqual({ kind: 'end' });
  });
});

describe('livePhaseFromMatchStatus (account-and-product §3/§4 mapping)', () => {
  it('normalises the feed words', () => {
    const cases: [string | undefined, LivePhase][] = [
      [undefined, 'NOT_STARTED'],
      ['NotStarted', 'NOT_STARTED'],
      ['KickOff', 'IN_PLAY'],
      ['FirstHalf', 'IN_PLAY'],
      ['InProgress', 'IN_PLAY'],
      ['HalfTime', 'HALF_TIME'],
      ['HALF_TIME_BREAK', 'HALF_TIME'],
      ['FirstHalfEnd', 'HALF_TIME'],
      ['SecondHalfEnd', 'FINISHED'],
      ['Finished', 'FINISHED'],
      ['Ended', 'FINISHED'],
      ['Paused', 'PAUSED'],
      ['QuarterBreak', 'PAUSED'],
      ['Interrupted', 'PAUSED'],
      ['ExtraTimeFirstHalf', 'EXTRA_TIME'],
      ['Overtime', 'EXTRA_TIME'],
      ['PenaltyShootout', 'EXTRA_TIME'],
    ];
    for (const [status, phase] of cases) expect(livePhaseFromMatchStatus(status)).toBe(phase);
  });
});
