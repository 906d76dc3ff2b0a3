import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_ANIMATION_CAP_S, animationSeconds, unmatchedBetAnimationSeconds } from './bet-animation.js';

describe('bet animation (trading-core §4 step 5, §9)', () => {
  it('runs for the bet delay, doubled for a small-stake bet, capped at 30 s', () => {
    expect(BET_ANIMATION_CAP_S).toBe(30);
    expect(unmatchedBetAnimationSeconds({ betDelay: 5, goesThroughSmallStakePlan: false })).toBe(5);
    // 5 s × 2 = 10 s
    expect(unmatchedBetAnimationSeconds({ betDelay: 5, goesThroughSmallStakePlan: true })).toBe(10);
    // 20 s × 2 = 40 s, capped to 30 s
    expect(unmatchedBetAnimationSeconds({ betDelay: 20, goesThroughSmallStakePlan: true })).toBe(30);
    expect(unmatchedBetAnimationSeconds({ betDelay: 0, goesThroughSmallStakePlan: true })).toBe(0);
    // exactly at the cap: 15 × 2 = 30
    expect(unmatchedBetAnimationSeconds({ betDelay: 15, goesThroughSmallStakePlan: true })).toBe(30);
  });

  it('adds the extra after the cap (cash out: 30 s plus 3 s)', () => {
    // 20 × 2 = 40 → 30, + 3 = 33
    expect(animationSeconds({ betDelay: 20, doubled: true, extraSeconds: 3 })).toBe(33);
    // 5 + 3 = 8
    expect(animationSeconds({ betDelay: 5, doubled: false, extraSeconds: 3 })).toBe(8);
  });

  it('refuses a negative or non-finite delay or extra', () => {
    expect(() => animationSeconds({ betDelay: -1, doubled: false })).toThrow(RangeError);
    expect(() => animationSeconds({ betDelay: Number.NaN, doubled: false })).toThrow(RangeError);
    expect(() => animationSeconds({ betDelay: 1, doubled: false, extraSeconds: -3 })).toThrow(RangeError);
  });

  it('never exceeds the cap plus extra, and doubling never shortens it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 10 }), (betDelay, extra) => {
        const single = animationSeconds({ betDelay, doubled: false, extraSeconds: extra });
        const double = animationSeconds({ betDelay, doubled: true, extraSeconds: extra });
        expect(double).toBeLessThanOrEqual(BET_ANIMATION_CAP_S + extra);
        expect(double).toBeGreaterThanOrEqual(single);
        expect(single).toBe(Math.min(betDelay, 30) + extra);
        expect(double).toBe(Math.min(2 * betDelay, 30) + extra);
      }),
    );
  });
});
