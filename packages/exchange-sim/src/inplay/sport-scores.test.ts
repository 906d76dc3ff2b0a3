// What the in-play service serves for every match sport as the world plays it (README "What each
// sport serves"): the fields each sport's panel reads, scores that agree with their own timeline
// and parts, and the matchStatus values the live sport labels derive from.
import { describe, expect, it } from 'vitest';
import { fairPrices } from '../liquidity/fair-prices.js';
import { nextMarket, worldFixture } from '../lifecycle/world-testing.js';
import type { LiveEventState, UpdateDetail } from './scoreboard.js';
import { stateView } from './inplay-views.js';

const MINUTE = 60_000;

const count = (state: LiveEventState, type: UpdateDetail['type'], team: 'home' | 'away'): number =>
  state.updateDetails.filter((update) => update.type === type && update.team === team).length;

/** The checks every published state of a sport must pass. */
const CHECKS: Readonly<Record<string, (state: LiveEventState) => void>> = {
  '1': (state) => {
    for (const team of ['home', 'away'] as const) {
      const side = state.score[team];
      expect(side.score).toBe(String(count(state, 'Goal', team)));
      expect(side.numberOfYellowCards).toBe(count(state, 'YellowCard', team));
      expect(side.numberOfRedCards).toBe(count(state, 'RedCard', team));
    }
    for (const update of state.updateDetails.filter((u) => u.team !== undefined)) {
      expect(update.teamName).toBe(update.team === 'home' ? state.homeName : state.awayName);
      expect(update.matchTime).toBeGreaterThanOrEqual(1);
      expect(update.matchTime).toBeLessThanOrEqual(90);
    }
    expect(state.elapsedRegularTime).toBeLessThanOrEqual(90);
  },
  '2': (state) => {
    const { home, away } = state.score;
    for (const side of [home, away]) {
      for (const field of ['sets', 'games', 'aces', 'doubleFaults', 'serviceBreaks'] as const) {
        expect(side[field]).toMatch(/^\d+$/);
      }
      expect(side.score).toMatch(/^(0|15|30|40|A|\d+)$/);
      expect(side.gameSequence).toHaveLength(Number(home.sets) + Number(away.sets));
    }
    if (state.matchStatus === 'IN_PLAY') expect(home.isServing).toBe(!away.isServing);
  },
  '4': (state) => {
    for (const side of [state.score.home, state.score.away]) {
      const innings = side.inning1 ?? side.inning2;
      expect(side.score).toBe(`${innings!.runs}/${innings!.wickets}`);
      expect(Number(innings!.overs)).toBeLessThanOrEqual(20);
    }
    if (state.matchStatus !== 'NOT_STARTED') expect(state.currentDay).toBe(1);
  },
  '7522': (state) => {
    for (const side of [state.score.home, state.score.away]) {
      const quarters = side.quarterByQuarter!;
      expect(side.score).toBe(String(quarters.reduce((sum, points) => sum + points, 0)));
    }
  },
};

describe('the in-play service for every match sport', () => {
  it('serves consistent scores and the statuses of every phase of the matches it plays', () => {
    const { clock, simulator } = worldFixture({
      sports: ['SOCCER', 'TENNIS', 'CRICKET', 'BASKETBALL', 'RUGBY_UNION', 'RUGBY_LEAGUE', 'VOLLEYBALL'],
      liquidity: false,
      historyMs: 0,
    });
    const statuses = new Map<string, Set<string>>();
    const withVideo = new Set<boolean>();
    for (let minute = 0; minute < 9 * 60; minute += 1) {
      for (const state of simulator.scoreboard.all()) {
        CHECKS[state.eventTypeId]?.(state);
        const ids = state.updateDetails.map((update) => update.updateId);
        expect(ids).toEqual(ids.map((_, index) => index + 1));
        expect(stateView(state).status).toBe(
          { NOT_STARTED: 'NOT_STARTED', FINISHED: 'COMPLETE' }[state.matchStatus] ?? 'IN_PLAY',
        );
        // 'Starting soon' exactly until the off, where the markets turn in play.
        expect(state.matchStatus === 'NOT_STARTED').toBe(Date.parse(state.startTime) > clock.now());
        const seen = statuses.get(state.eventTypeId) ?? new Set<string>();
        statuses.set(state.eventTypeId, seen.add(state.matchStatus));
        withVideo.add(state.broadcasts.isLiveVideoAvailable);
      }
      clock.advance(MINUTE);
    }
    const phases = (sport: string) => [...(statuses.get(sport) ?? [])].sort();
    expect(phases('1')).toEqual(['FINISHED', 'FIRST_HALF', 'HALF_TIME', 'NOT_STARTED', 'SECOND_HALF']);
    expect(phases('5')).toEqual(phases('1'));
    expect(phases('1477')).toEqual(phases('1'));
    expect(phases('7522')).toEqual(
      expect.arrayContaining([
        'BREAK',
        'FINISHED',
        'FIRST_QUARTER',
        'FOURTH_QUARTER',
        'HALF_TIME',
        'NOT_STARTED',
        'SECOND_QUARTER',
        'THIRD_QUARTER',
      ]),
    );
    expect(phases('4')).toEqual(['BREAK', 'FINISHED', 'IN_PLAY', 'NOT_STARTED']);
    expect(phases('2')).toEqual(['FINISHED', 'IN_PLAY', 'NOT_STARTED']);
    expect(phases('998917')).toEqual(['FINISHED', 'IN_PLAY', 'NOT_STARTED']);
    // Broadcasts differ from event to event: some offer live video, some do not.
    expect([...withVideo].sort()).toEqual([false, true]);
  });

  it('moves the tennis prices to the player who breaks serve', () => {
    const { clock, simulator, world } = worldFixture({ sports: ['TENNIS'], liquidity: false, historyMs: 0 });
    const odds = nextMarket(world, clock.now(), 'MATCH_ODDS');
    const eventId = odds.event.event.id;
    clock.advance(odds.event.startTime - clock.now() + odds.event.model.stepMs);
    let breaks = 0;
    for (let point = 0; point < 400 && !odds.event.model.finished; point += 1) {
      const before = simulator.scoreboard.get(eventId)!.score;
      const chances = fairPrices(odds).map((runner) => runner.chance);
      clock.advance(odds.event.model.stepMs);
      const after = simulator.scoreboard.get(eventId)!.score;
      (['home', 'away'] as const).forEach((team, index) => {
        if (after[team].serviceBreaks === before[team].serviceBreaks) return;
        breaks += 1;
        expect(fairPrices(odds)[index]!.chance).toBeGreaterThan(chances[index]!);
      });
    }
    expect(breaks).toBeGreaterThan(0);
  });
});
