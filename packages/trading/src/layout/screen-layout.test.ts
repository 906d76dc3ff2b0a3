import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobileWidth, laddersForWidth, listRowHeight, soccerCardsPerPage } from './screen-layout.js';

describe('laddersForWidth (trading-core §9)', () => {
  it('gives 1, 2, 3, 4 ladders at the spec breakpoints', () => {
    expect([0, 767, 768, 1449, 1450, 1999, 2000, 3840].map(laddersForWidth)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });

  it('treats an unusable width as the narrowest screen', () => {
    expect(laddersForWidth(Number.NaN)).toBe(1);
    expect(laddersForWidth(-100)).toBe(1);
  });

  it('never gives fewer ladders to a wider screen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(laddersForWidth(narrow)).toBeLessThanOrEqual(laddersForWidth(wide));
      }),
    );
  });
});

describe('soccerCardsPerPage (account-and-product §2/§9)', () => {
  it('gives 5 under 768 px, 7 under 1450 px, otherwise 9', () => {
    expect([320, 767, 768, 1449, 1450, 2560].map(soccerCardsPerPage)).toEqual([5, 5, 7, 7, 9, 9]);
  });
});

describe('listRowHeight (account-and-product §2)', () => {
  it('is 71 on mobile, 90 below 1200 px, 61 from 1200 px', () => {
    expect([320, 766, 767, 768, 1199, 1200, 1920].map(listRowHeight)).toEqual([71, 71, 71, 90, 90, 61, 61]);
  });

  it('agrees with the mobile breakpoint', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (width) => {
        expect(listRowHeight(width) === 71).toBe(isMobileWidth(width));
      }),
    );
  });
});
