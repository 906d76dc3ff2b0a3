import { RunnerCache } from '@greenbook/betfair';
import { CLASSIC_LADDER } from '@greenbook/trading';
import { describe, expect, it } from 'vitest';
import { LadderLevelStore } from './ladder-levels';

const tick = (price: number) => CLASSIC_LADDER.indexOf(price)!;

/** A runner with 2.50 the best price to back and 2.54 the best to lay. */
function runner(): RunnerCache {
  const cache = new RunnerCache(7, 0);
  cache.applyChange({
    id: 7,
    atb: [
      [2.5, 20],
      [2.48, 30],
    ],
    atl: [
      [2.54, 15],
      [2.56, 40],
    ],
  });
  return cache;
}

describe('LadderLevelStore delay marks (issue 21 §4)', () => {
  it('marks nothing when no bet is delayed', () => {
    const store = new LadderLevelStore(CLASSIC_LADDER, '7_0');
    store.update(runner(), undefined);
    expect(store.level(tick(2.5))).toMatchObject({ backDelay: undefined, layDelay: undefined });
  });

  it('in play, marks the cells that cross as waiting and the others as passive', () => {
    const store = new LadderLevelStore(CLASSIC_LADDER, '7_0');
    store.update(runner(), undefined, { delaySeconds: 5, passiveSkips: true });
    // A back at or below 2.50 takes what is offered: it waits. Above it rests at once.
    expect(store.level(tick(2.5)).backDelay).toBe('wait');
    expect(store.level(tick(2.52)).backDelay).toBe('passive');
    // A lay at or above 2.54 takes what is offered; below it rests.
    expect(store.level(tick(2.54)).layDelay).toBe('wait');
    expect(store.level(tick(2.52)).layDelay).toBe('passive');
  });

  it('tells the rows whose mark changes when the regime changes (Keep in Play: every bet waits)', () => {
    const store = new LadderLevelStore(CLASSIC_LADDER, '7_0');
    const cache = runner();
    store.update(cache, undefined, { delaySeconds: 5, passiveSkips: true });
    let told = 0;
    store.subscribe(tick(2.52), () => (told += 1));
    store.level(tick(2.52));
    store.update(cache, undefined, { delaySeconds: 5, passiveSkips: false });
    expect(told).toBe(1);
    expect(store.level(tick(2.52))).toMatchObject({ backDelay: 'wait', layDelay: 'wait' });
  });
});
