import { describe, expect, it } from 'vitest';
import { crossesSpread, delayFor, delayRegime, NO_DELAY } from './bet-delay.js';

const inPlay = { inPlay: true, betDelay: 5, betDelayModels: ['PASSIVE'] };
const plain = { keepInPlay: false, fillOrKill: false };

describe('delayRegime', () => {
  it('delays nothing before the off or without a bet delay', () => {
    expect(delayRegime({ ...inPlay, inPlay: false }, plain)).toEqual(NO_DELAY);
    expect(delayRegime({ ...inPlay, betDelay: 0 }, plain)).toEqual(NO_DELAY);
  });

  it('lets plain bets skip the delay only under the PASSIVE model', () => {
    expect(delayRegime(inPlay, plain)).toEqual({ delaySeconds: 5, passiveSkips: true });
    expect(delayRegime({ ...inPlay, betDelayModels: undefined }, plain)).toEqual({
      delaySeconds: 5,
      passiveSkips: false,
    });
    expect(delayRegime({ ...inPlay, betDelayModels: ['DYNAMIC'] }, plain).passiveSkips).toBe(false);
  });

  it('delays Keep in Play and Fill or Kill bets even when they are passive', () => {
    expect(delayRegime(inPlay, { keepInPlay: true, fillOrKill: false }).passiveSkips).toBe(false);
    expect(delayRegime(inPlay, { keepInPlay: false, fillOrKill: true }).passiveSkips).toBe(false);
  });
});

describe('crossesSpread', () => {
  const best = { back: 40, lay: 41 };

  it('a back crosses at or below the best price available to back', () => {
    expect(crossesSpread('BACK', 40, best)).toBe(true);
    expect(crossesSpread('BACK', 30, best)).toBe(true);
    expect(crossesSpread('BACK', 41, best)).toBe(false);
  });

  it('a lay crosses at or above the best price available to lay', () => {
    expect(crossesSpread('LAY', 41, best)).toBe(true);
    expect(crossesSpread('LAY', 60, best)).toBe(true);
    expect(crossesSpread('LAY', 40, best)).toBe(false);
  });

  it('nothing on the other side: nothing to cross', () => {
    expect(crossesSpread('BACK', 1, { back: undefined, lay: 3 })).toBe(false);
    expect(crossesSpread('LAY', 300, { back: 3, lay: undefined })).toBe(false);
  });
});

describe('delayFor', () => {
  it('serves the delay to crossing bets and to every bet without the passive model', () => {
    expect(delayFor({ delaySeconds: 5, passiveSkips: true }, true)).toBe(5);
    expect(delayFor({ delaySeconds: 5, passiveSkips: true }, false)).toBe(0);
    expect(delayFor({ delaySeconds: 5, passiveSkips: false }, false)).toBe(5);
    expect(delayFor(NO_DELAY, true)).toBe(0);
  });
});
