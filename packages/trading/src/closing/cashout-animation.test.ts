import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashoutAnimationMs } from './cashout-animation.js';

describe('cashoutAnimationMs', () => {
  it('is the bet delay (doubled on stake adjustment), capped at 30 s, plus 3 s', () => {
    expect(cashoutAnimationMs(5, false)).toBe(8_000); // 5 + 3
    expect(cashoutAnimationMs(5, true)).toBe(13_000); // 10 + 3
    expect(cashoutAnimationMs(20, true)).toBe(33_000); // min(40, 30) + 3
    expect(cashoutAnimationMs(0, true)).toBe(3_000);
    expect(cashoutAnimationMs(30, false)).toBe(33_000);
  });

  it('refuses a bad delay', () => {
    expect(() => cashoutAnimationMs(-1, false)).toThrow(RangeError);
    expect(() => cashoutAnimationMs(Number.NaN, false)).toThrow(RangeError);
  });

  it('always lies between 3 s and 33 s and never shrinks when the delay grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (a, b, adjust) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(cashoutAnimationMs(low, adjust)).toBeLessThanOrEqual(cashoutAnimationMs(high, adjust));
          expect(cashoutAnimationMs(low, false)).toBeLessThanOrEqual(cashoutAnimationMs(low, true));
          expect(cashoutAnimationMs(high, adjust)).toBeGreaterThanOrEqual(3_000);
          expect(cashoutAnimationMs(high, adjust)).toBeLessThanOrEqual(33_000);
        },
      ),
    );
  });
});
