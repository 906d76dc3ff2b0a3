import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIC_LADDER } from '../ladder/price-ladder.js';
import { slippageOf } from './slippage.js';

describe('slippageOf', () => {
  it('is zero for a fill at the clicked price', () => {
    expect(slippageOf('BACK', 2.5, 2.5, CLASSIC_LADDER)).toEqual({ price: 0, ticks: 0 });
  });

  it('counts a higher back and a lower lay as better (positive)', () => {
    expect(slippageOf('BACK', 2.5, 2.54, CLASSIC_LADDER)).toEqual({ price: 0.04, ticks: 2 });
    expect(slippageOf('LAY', 2.5, 2.46, CLASSIC_LADDER)).toEqual({ price: 0.04, ticks: 2 });
  });

  it('counts a lower back and a higher lay as worse (negative)', () => {
    expect(slippageOf('BACK', 3, 2.9, CLASSIC_LADDER)).toEqual({ price: -0.1, ticks: -5 });
    expect(slippageOf('LAY', 4, 4.2, CLASSIC_LADDER)).toEqual({ price: -0.2, ticks: -2 });
  });

  it('counts part of a tick for an average between two ladder prices', () => {
    // 2.51 lies halfway between 2.50 and 2.52 (the step is 0.02 there).
    expect(slippageOf('BACK', 2.5, 2.51, CLASSIC_LADDER)).toEqual({ price: 0.01, ticks: 0.5 });
  });

  it('always signs price and ticks alike, and opposite for the other side', () => {
    const price = fc.integer({ min: 0, max: CLASSIC_LADDER.size - 1 }).map((i) => CLASSIC_LADDER.priceAt(i)!);
    fc.assert(
      fc.property(price, price, (clicked, average) => {
        const back = slippageOf('BACK', clicked, average, CLASSIC_LADDER);
        const lay = slippageOf('LAY', clicked, average, CLASSIC_LADDER);
        expect(Math.sign(back.price)).toBe(Math.sign(back.ticks));
        expect(lay.price + back.price).toBe(0);
        expect(lay.ticks + back.ticks).toBe(0);
        expect(Number.isInteger(back.ticks)).toBe(true);
      }),
    );
  });
});
