import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  marketStatusLabel,
  marketStatusLabelText,
  type MarketStatusLabelInput,
} from './market-status-label.js';

const START = Date.UTC(2021, 6, 12, 14, 50); // 2021-07-12 14:50 UTC
const MINUTE = 60_000;

const open = (extra: Partial<MarketStatusLabelInput> & { now: number }): MarketStatusLabelInput => ({
  status: 'OPEN',
  inPlay: false,
  turnInPlayEnabled: true,
  marketStartTime: START,
  marketType: 'MATCH_ODDS',
  ...extra,
});

describe('marketStatusLabel (account-and-product §4)', () => {
  it('is LIVE when open and in play', () => {
    expect(marketStatusLabel(open({ inPlay: true, now: START + MINUTE }))).toEqual({ kind: 'LIVE' });
    // In play before the scheduled start (early start) is still live.
    expect(marketStatusLabel(open({ inPlay: true, now: START - MINUTE }))).toEqual({ kind: 'LIVE' });
  });

  it('is going live before the start, then DELAY counting up from the start', () => {
    expect(marketStatusLabel(open({ now: START - 1 }))).toEqual({ kind: 'GOING_LIVE' });
    expect(marketStatusLabel(open({ now: START }))).toEqual({
      kind: 'DELAY',
      elapsedSeconds: 0,
      clock: '00:00',
    });
    // 2 min 5.9 s after the start → 125 whole seconds → 02:05.
    expect(marketStatusLabel(open({ now: START + 125_900 }))).toEqual({
      kind: 'DELAY',
      elapsedSeconds: 125,
      clock: '02:05',
    });
    // 1 h 1 min 1 s → 3,661 s → 1:01:01.
    expect(marketStatusLabel(open({ now: START + 3_661_000 }))).toEqual({
      kind: 'DELAY',
      elapsedSeconds: 3661,
      clock: '1:01:01',
    });
  });

  it('is not going live when open without turn-in-play', () => {
    expect(marketStatusLabel(open({ turnInPlayEnabled: false, now: START - MINUTE }))).toEqual({
      kind: 'NOT_GOING_LIVE',
    });
    expect(marketStatusLabel(open({ turnInPlayEnabled: undefined, now: START + MINUTE }))).toEqual({
      kind: 'NOT_GOING_LIVE',
    });
  });

  it('decides by the start time when status and inPlay are both unknown', () => {
    const unknown = { marketStartTime: START, turnInPlayEnabled: false };
    expect(marketStatusLabel({ ...unknown, now: START + 1 })).toEqual({ kind: 'LIVE' });
    expect(marketStatusLabel({ ...unknown, now: START })).toEqual({ kind: 'LIVE' });
    expect(marketStatusLabel({ ...unknown, now: START - 1 })).toEqual({ kind: 'GOING_LIVE' });
    expect(marketStatusLabel({ status: 'WEIRD', now: START + 1, marketStartTime: START })).toEqual({
      kind: 'LIVE',
    });
    expect(marketStatusLabel({ now: START })).toEqual({ kind: 'GOING_LIVE' });
  });

  it('shows the status of suspended, inactive and closed markets', () => {
    expect(marketStatusLabel(open({ status: 'SUSPENDED', inPlay: true, now: START }))).toEqual({
      kind: 'STATUS',
      status: 'SUSPENDED',
    });
    expect(marketStatusLabel(open({ status: 'INACTIVE', now: START }))).toEqual({
      kind: 'STATUS',
      status: 'INACTIVE',
    });
    expect(marketStatusLabel(open({ status: 'CLOSED', now: START }))).toEqual({
      kind: 'STATUS',
      status: 'CLOSED',
    });
  });

  it('shows only a clock for outright and special markets', () => {
    for (const marketType of [
      'WINNER',
      'TOURNAMENT_WINNER',
      'outright_winner',
      'SPECIAL',
      'TOP_GOALSCORER',
    ]) {
      expect(marketStatusLabel(open({ inPlay: true, marketType, now: START + MINUTE }))).toEqual({
        kind: 'CLOCK',
        marketStartTime: START,
      });
    }
    expect(
      marketStatusLabel(open({ marketType: 'WINNER', marketStartTime: Number.NaN, now: START })),
    ).toEqual({
      kind: 'CLOCK',
      marketStartTime: undefined,
    });
  });

  it('writes the label texts in the spec wording', () => {
    expect(marketStatusLabelText({ kind: 'LIVE' })).toBe('LIVE');
    expect(marketStatusLabelText({ kind: 'GOING_LIVE' })).toBe('going live');
    expect(marketStatusLabelText({ kind: 'NOT_GOING_LIVE' })).toBe('not going live');
    expect(marketStatusLabelText({ kind: 'DELAY', elapsedSeconds: 65, clock: '01:05' })).toBe('DELAY 01:05');
    expect(marketStatusLabelText({ kind: 'STATUS', status: 'SUSPENDED' })).toBe('SUSPENDED');
  });

  it('counts whole seconds from the start for any open turn-in-play market not yet in play', () => {
    fc.assert(
      fc.property(fc.integer({ min: -86_400_000, max: 86_400_000 }), (offset) => {
        const label = marketStatusLabel(open({ now: START + offset }));
        if (offset < 0) expect(label).toEqual({ kind: 'GOING_LIVE' });
        else expect(label).toMatchObject({ kind: 'DELAY', elapsedSeconds: Math.floor(offset / 1000) });
      }),
    );
  });
});
