import { describe, expect, it } from 'vitest';
import { availableToBack } from '../core/book-views.js';
import { nextMarket, worldFixture } from './world-testing.js';

const MINUTE = 60_000;

describe('a goal scored through the match control', () => {
  it('shortens the scorer, suspends the markets and adds a Goal with the next updateId', () => {
    const { clock, simulator, world } = worldFixture({ sports: ['SOCCER'], historyMs: 0 });
    const odds = nextMarket(world, clock.now(), 'MATCH_ODDS');
    const { market, event } = odds;
    const eventId = event.event.id;
    clock.advance(event.startTime - clock.now() + 20 * MINUTE);
    expect(market.inPlay).toBe(true);
    expect(market.status).toBe('OPEN');
    world.liquidity!.quoteMarket(market.marketId);
    const home = market.runners[0]!;
    const bestBack = (): number => availableToBack(home.book)[0]![0];
    const before = bestBack();
    const live = simulator.scoreboard.get(eventId)!;
    const lastId = Math.max(...live.updateDetails.map((update) => update.updateId));
    const homeGoals = Number(live.score.home.score);

    expect(simulator.matchControl!.scoreGoal(eventId, 'home')).toBe('SCORED');

    const after = simulator.scoreboard.get(eventId)!;
    expect(Number(after.score.home.score)).toBe(homeGoals + 1);
    expect(after.updateDetails.at(-1)).toMatchObject({
      updateId: lastId + 1,
      type: 'Goal',
      team: 'home',
      teamName: event.event.name.split(' v ')[0],
      matchTime: after.timeElapsed,
      updateTime: new Date(clock.now()).toISOString(),
    });
    expect(market.status).toBe('SUSPENDED');
    expect(market.suspendReason).toBe('Goal home');

    // The markets reopen after the goal's suspension and the makers quote the new score.
    clock.advance(46_000);
    expect(market.status).toBe('OPEN');
    world.liquidity!.quoteMarket(market.marketId);
    expect(bestBack()).toBeLessThan(before);
  });

  it('refuses an unknown event, a match not under way and a sport without goals', () => {
    const { clock, simulator, world } = worldFixture({
      sports: ['SOCCER', 'TENNIS'],
      liquidity: false,
      historyMs: 0,
    });
    const control = simulator.matchControl!;
    const football = nextMarket(world, clock.now(), 'MATCH_ODDS', '1').event;
    const tennis = nextMarket(world, clock.now(), 'MATCH_ODDS', '2').event;
    expect(control.scoreGoal('999999999', 'home')).toBe('UNKNOWN_EVENT');
    expect(control.scoreGoal(football.event.id, 'away')).toBe('NOT_IN_PLAY');
    expect(simulator.scoreboard.get(football.event.id)!.matchStatus).toBe('NOT_STARTED');
    clock.advance(Math.max(football.startTime, tennis.startTime) - clock.now() + 5 * MINUTE);
    expect(control.scoreGoal(tennis.event.id, 'home')).toBe('NOT_FOOTBALL');
    expect(control.scoreGoal(football.event.id, 'away')).toBe('SCORED');
  });
});
