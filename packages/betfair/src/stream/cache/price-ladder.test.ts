import fc from 'fast-check';
import { allPrices, CLASSIC_LADDER } from '@greenbook/trading';
import { describe, expect, it } from 'vitest';
import { LevelLadder, PriceLadder } from './price-ladder.js';

const classic = allPrices(CLASSIC_LADDER);

describe('price-keyed ladder (betfair-protocol §5.9)', () => {
  it('sets absolute sizes, deletes on 0, and reads best levels from either end', () => {
    const ladder = new PriceLadder();
    ladder.apply([
      [2.5, 10],
      [2.52, 4],
      [2.48, 7],
    ]);
    ladder.apply([
      [2.5, 3],
      [2.52, 0],
    ]);
    expect(ladder.highest(3)).toEqual([
      [2.5, 3],
      [2.48, 7],
    ]);
    expect(ladder.lowest(1)).toEqual([[2.48, 7]]);
    expect(ladder.length).toBe(2);
    expect(ladder.sizeAt(2.52)).toBe(0);
  });

  it('keeps working when an off-CLASSIC price arrives (FINEST, line or reduced prices)', () => {
    const ladder = new PriceLadder();
    ladder.apply([
      [2.5, 10],
      [2.51, 5],
    ]);
    expect(ladder.highest(2)).toEqual([
      [2.51, 5],
      [2.5, 10],
    ]);
    expect(ladder.length).toBe(2);
  });

  it('matches a plain map of price → size under any sequence of updates', () => {
    const price = fc.oneof(
      fc.constantFrom(...classic),
      fc.integer({ min: 101, max: 2000 }).map((h) => h / 100),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(price, fc.constantFrom(0, 0, 1.5, 2, 10.25, 0.1, 0.07))), (updates) => {
        const ladder = new PriceLadder();
        const reference = new Map<number, number>();
        for (const [p, size] of updates) {
          ladder.set(p, size);
          if (size === 0) reference.delete(p);
          else reference.set(p, size);
        }
        const expected = [...reference.entries()].sort(([a], [b]) => a - b);
        expect(ladder.toArray()).toEqual(expected);
        expect(ladder.highest(3)).toEqual(expected.slice().reverse().slice(0, 3));
        expect(ladder.length).toBe(expected.length);
        // The traded total, summed in ascending price order (the same float sum toArray's would give).
        expect(ladder.total()).toBe(expected.reduce((sum, [, size]) => sum + size, 0));
        expect(ladder.highestPrice()).toBe(ladder.highest(1)[0]?.[0]);
        expect(ladder.lowestPrice()).toBe(ladder.lowest(1)[0]?.[0]);
      }),
    );
  });
});

describe('level-keyed ladder', () => {
  it('sets levels and empties a level on size 0 without shifting the others', () => {
    const ladder = new LevelLadder();
    ladder.apply([
      [0, 2.54, 7.95],
      [1, 2.52, 3],
      [2, 2.5, 1],
    ]);
    ladder.apply([[1, 0, 0]]);
    expect(ladder.best(3)).toEqual([
      [2.54, 7.95],
      [2.5, 1],
    ]);
  });

  it('reads the best price as best(1) does, under any sequence of updates', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 9 }),
            fc.constantFrom(...classic),
            fc.constantFrom(0, 0, 2, 7.5),
          ),
        ),
        (updates) => {
          const ladder = new LevelLadder();
          ladder.apply(updates);
          expect(ladder.bestPrice()).toBe(ladder.best(1)[0]?.[0]);
        },
      ),
    );
  });
});
