import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIC_LADDER, FINEST_LADDER, ladderFor, lineRangeLadder } from './price-ladder.js';
import { allPrices, clampToLadder, snapDown, tickDistance, ticksAway } from './ticks.js';

const classicPrices = allPrices(CLASSIC_LADDER);

describe('CLASSIC ladder (trading-core §9)', () => {
  it('has 350 prices from 1.01 to 1000', () => {
    expect(CLASSIC_LADDER.size).toBe(350);
    expect(classicPrices[0]).toBe(1.01);
    expect(classicPrices.at(-1)).toBe(1000);
  });

  it('uses the increments of the tick table at each band edge', () => {
    // 1.01..2 by 0.01 is 100 prices, so 2 is index 99 and 2.02 index 100.
    expect(classicPrices.slice(97, 102)).toEqual([1.98, 1.99, 2, 2.02, 2.04]);
    expect(classicPrices.slice(148, 152)).toEqual([2.98, 3, 3.05, 3.1]);
    expect(classicPrices.filter((p) => p > 4 && p <= 4.3)).toEqual([4.1, 4.2, 4.3]);
    expect(classicPrices.filter((p) => p > 9.4 && p <= 10.5)).toEqual([9.6, 9.8, 10, 10.5]);
    expect(classicPrices.filter((p) => p > 19 && p <= 22)).toEqual([19.5, 20, 21, 22]);
    expect(classicPrices.filter((p) => p > 28 && p <= 34)).toEqual([29, 30, 32, 34]);
    expect(classicPrices.filter((p) => p > 45 && p <= 60)).toEqual([46, 48, 50, 55, 60]);
    expect(classicPrices.filter((p) => p > 90 && p <= 120)).toEqual([95, 100, 110, 120]);
    expect(classicPrices.slice(-3)).toEqual([980, 990, 1000]);
  });

  it('counts prices per band as betfair-protocol §7 tabulates', () => {
    const inBand = (from: number, to: number) => classicPrices.filter((p) => p > from && p <= to).length;
    expect([inBand(1, 2), inBand(2, 3), inBand(3, 4), inBand(4, 6), inBand(6, 10)]).toEqual([
      100, 50, 20, 20, 20,
    ]);
    expect([inBand(10, 20), inBand(20, 30), inBand(30, 50), inBand(50, 100), inBand(100, 1000)]).toEqual([
      20, 10, 10, 10, 90,
    ]);
  });

  it('holds prices as exact short decimals, never drifted floats', () => {
    for (const price of classicPrices) expect(String(price)).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('finds the index of ladder prices only', () => {
    expect(CLASSIC_LADDER.indexOf(1.01)).toBe(0);
    expect(CLASSIC_LADDER.indexOf(2)).toBe(99);
    expect(CLASSIC_LADDER.indexOf(1000)).toBe(349);
    expect(CLASSIC_LADDER.indexOf(2.01)).toBeUndefined();
    expect(CLASSIC_LADDER.indexOf(1)).toBeUndefined();
    expect(CLASSIC_LADDER.indexOf(1010)).toBeUndefined();
    expect(CLASSIC_LADDER.indexOf(Number.NaN)).toBeUndefined();
    expect(CLASSIC_LADDER.priceAt(350)).toBeUndefined();
    expect(CLASSIC_LADDER.priceAt(-1)).toBeUndefined();
    expect(CLASSIC_LADDER.priceAt(1.5)).toBeUndefined();
  });
});

describe('snapping and bounds (trading-core §5 odds in confirmation)', () => {
  it('snaps an off-grid odd down and reports the remainder', () => {
    // 2.03 lies between 2.02 and 2.04: snapped to 2.02, remainder 0.01.
    expect(snapDown(CLASSIC_LADDER, 2.03)).toEqual({ price: 2.02, tick: 100, remainder: 0.01 });
    // 3.333 lies between 3.3 and 3.35: remainder 0.033.
    expect(snapDown(CLASSIC_LADDER, 3.333)).toEqual({ price: 3.3, tick: 155, remainder: 0.033 });
    // 115 lies between 110 and 120 (steps of 10).
    expect(snapDown(CLASSIC_LADDER, 115)).toMatchObject({ price: 110, remainder: 5 });
    expect(snapDown(CLASSIC_LADDER, 4.5)).toMatchObject({ price: 4.5, remainder: 0 });
  });

  it('sets an out-of-range odd to the bound', () => {
    expect(clampToLadder(CLASSIC_LADDER, 1)).toEqual({ price: 1.01, clamped: true });
    expect(clampToLadder(CLASSIC_LADDER, 1200)).toEqual({ price: 1000, clamped: true });
    expect(clampToLadder(CLASSIC_LADDER, 7)).toEqual({ price: 7, clamped: false });
    expect(snapDown(CLASSIC_LADDER, 0.5)).toMatchObject({ price: 1.01, remainder: 0 });
    expect(snapDown(CLASSIC_LADDER, 5000)).toMatchObject({ price: 1000, remainder: 0 });
  });

  it('moves n ticks across band edges', () => {
    expect(ticksAway(CLASSIC_LADDER, 1.99, 2)).toBe(2.02);
    expect(ticksAway(CLASSIC_LADDER, 3.05, -2)).toBe(2.98);
    expect(ticksAway(CLASSIC_LADDER, 990, 2)).toBeUndefined();
    expect(ticksAway(CLASSIC_LADDER, 1.02, -2)).toBeUndefined();
    expect(ticksAway(CLASSIC_LADDER, 2.01, 1)).toBeUndefined(); // not a ladder price
    expect(tickDistance(CLASSIC_LADDER, 1.01, 1000)).toBe(349);
  });
});

describe('FINEST and LINE_RANGE ladders', () => {
  it('FINEST steps every 0.01 from 1.01 to 1000', () => {
    expect(FINEST_LADDER.size).toBe(99_900);
    expect(FINEST_LADDER.priceAt(1)).toBe(1.02);
    expect(FINEST_LADDER.indexOf(2.03)).toBe(102);
    expect(FINEST_LADDER.priceAt(99_899)).toBe(1000);
    expect(snapDown(FINEST_LADDER, 2.035)).toEqual({ price: 2.03, tick: 102, remainder: 0.005 });
  });

  it('LINE_RANGE steps the market interval from the min unit to the max unit', () => {
    const ladder = lineRangeLadder({ interval: 0.5, minUnit: -10.5, maxUnit: 30 });
    expect(ladder.size).toBe(82); // (30 - -10.5) / 0.5 + 1
    expect([ladder.min, ladder.max]).toEqual([-10.5, 30]);
    expect(ladder.priceAt(1)).toBe(-10);
    expect(snapDown(ladder, 2.7)).toEqual({ price: 2.5, tick: 26, remainder: 0.2 });
    expect(clampToLadder(ladder, -11)).toEqual({ price: -10.5, clamped: true });
  });

  it('uses the defaults interval 1, min 1, max 1000 (trading-core §3)', () => {
    const ladder = ladderFor({ type: 'LINE_RANGE' });
    expect([ladder.min, ladder.max, ladder.size]).toEqual([1, 1000, 1000]);
  });

  it('ends at the last step below a max unit that is off the grid', () => {
    expect(lineRangeLadder({ interval: 2, minUnit: 0, maxUnit: 9 }).max).toBe(8);
  });

  it('refuses an impossible line range', () => {
    expect(() => lineRangeLadder({ interval: 0 })).toThrow(RangeError);
    expect(() => lineRangeLadder({ minUnit: 5, maxUnit: 1 })).toThrow(RangeError);
  });

  it('defaults to CLASSIC', () => {
    expect(ladderFor().type).toBe('CLASSIC');
    expect(ladderFor({ type: 'FINEST' })).toBe(FINEST_LADDER);
  });
});

const ladders = [
  CLASSIC_LADDER,
  FINEST_LADDER,
  lineRangeLadder({ interval: 0.5, minUnit: -20.5, maxUnit: 60 }),
  lineRangeLadder({ interval: 0.25, minUnit: -5, maxUnit: 5 }),
];

describe('ladder properties', () => {
  const ladderArb = fc.constantFrom(...ladders);

  it('price → tick → price round-trips for every tick', () => {
    fc.assert(
      fc.property(ladderArb, fc.nat(), (ladder, raw) => {
        const tick = raw % ladder.size;
        const price = ladder.priceAt(tick)!;
        expect(ladder.indexOf(price)).toBe(tick);
      }),
    );
  });

  it('every snapped price is on its ladder and at or below the clamped input', () => {
    fc.assert(
      fc.property(
        ladderArb,
        // Typed odds carry a few decimals at most: draw them with up to 4.
        fc.integer({ min: -1_000_000, max: 11_000_000 }),
        (ladder, tenThousandths) => {
          const input = tenThousandths / 10_000;
          const { price, tick, remainder } = snapDown(ladder, input);
          expect(ladder.indexOf(price)).toBe(tick);
          const bounded = clampToLadder(ladder, input).price;
          expect(price).toBeLessThanOrEqual(bounded);
          expect(remainder).toBeGreaterThanOrEqual(0);
          // The next tick up is above the input, so the snap is the highest price at or below it.
          const next = ladder.priceAt(tick + 1);
          if (next !== undefined) expect(next).toBeGreaterThan(bounded);
        },
      ),
    );
  });

  it('n ticks up then n ticks down returns to the start', () => {
    fc.assert(
      fc.property(ladderArb, fc.nat(), fc.integer({ min: 0, max: 400 }), (ladder, raw, n) => {
        const price = ladder.priceAt(raw % ladder.size)!;
        const up = ticksAway(ladder, price, n);
        if (up === undefined) expect(ladder.indexOf(price)! + n).toBeGreaterThanOrEqual(ladder.size);
        else expect(ticksAway(ladder, up, -n)).toBe(price);
      }),
    );
  });

  it('prices strictly increase with the tick index', () => {
    for (const ladder of ladders.slice(0, 1).concat(ladders.slice(2))) {
      const prices = allPrices(ladder);
      for (let i = 1; i < prices.length; i += 1) expect(prices[i]!).toBeGreaterThan(prices[i - 1]!);
    }
  });
});
