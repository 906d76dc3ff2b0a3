import { describe, expect, it } from 'vitest';
import { levelledGapBoundCents } from './level-bound.js';

describe('levelledGapBoundCents', () => {
  it('allows one cent of display rounding plus half a cent per unit of the two highest odds', () => {
    expect(levelledGapBoundCents([])).toBe(1);
    expect(levelledGapBoundCents([1.8])).toBe(1);
    expect(levelledGapBoundCents([2])).toBe(2);
    expect(levelledGapBoundCents([3, 2.52])).toBe(3);
    // Only the two highest odds count: the third closing bet's rounding is shared by every outcome.
    expect(levelledGapBoundCents([1.5, 3, 2.52])).toBe(3);
    expect(levelledGapBoundCents([1000])).toBe(501);
  });

  it('takes the odds in any order', () => {
    expect(levelledGapBoundCents([2.52, 1.5, 3])).toBe(levelledGapBoundCents([3, 2.52, 1.5]));
  });
});
