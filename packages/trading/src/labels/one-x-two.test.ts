import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderOneXTwo, orderRunnersForDisplay } from './one-x-two.js';

const benfica = { selectionId: 1, runnerName: 'Benfica', sortPriority: 1 };
const porto = { selectionId: 2, runnerName: 'Porto', sortPriority: 2 };
const draw = { selectionId: 3, runnerName: 'The Draw', sortPriority: 3 };

describe('orderOneXTwo (trading-core §5)', () => {
  it('puts the draw in the middle and labels 1, x, 2', () => {
    expect(orderOneXTwo([benfica, porto, draw])).toEqual([
      { label: '1', runner: benfica },
      { label: 'x', runner: draw },
      { label: '2', runner: porto },
    ]);
    const plainDraw = { ...draw, runnerName: ' draw ' };
    expect(orderOneXTwo([plainDraw, porto, benfica])?.map((entry) => entry.runner)).toEqual([
      benfica,
      plainDraw,
      porto,
    ]);
  });

  it("knows the exchange's draw by its selection id, in any language", () => {
    const empate = { selectionId: 58805, runnerName: 'Empate', sortPriority: 3 };
    expect(orderOneXTwo([empate, porto, benfica])).toEqual([
      { label: '1', runner: benfica },
      { label: 'x', runner: empate },
      { label: '2', runner: porto },
    ]);
  });

  it('leaves other markets alone', () => {
    expect(orderOneXTwo([benfica, porto])).toBeUndefined();
    expect(orderOneXTwo([benfica, porto, { ...draw, runnerName: 'Over 2.5' }])).toBeUndefined();
    expect(orderOneXTwo([benfica, draw, { ...porto, runnerName: 'Draw' }])).toBeUndefined();
    expect(
      orderOneXTwo([benfica, porto, draw, { ...draw, runnerName: 'Any other', sortPriority: 4 }]),
    ).toBeUndefined();
    expect(orderOneXTwo([benfica, porto, { ...draw, runnerName: 'Draw No Bet' }])).toBeUndefined();
  });

  it('orders any other market by sort priority', () => {
    const horses = [
      { runnerName: 'C', sortPriority: 3 },
      { runnerName: 'A', sortPriority: 1 },
      { runnerName: 'B', sortPriority: 2 },
    ];
    expect(orderRunnersForDisplay(horses).map((r) => r.runnerName)).toEqual(['A', 'B', 'C']);
  });

  it('gives the same 1, x, 2 whatever order the runners arrive in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([benfica, porto, draw], { minLength: 3, maxLength: 3 }), (runners) => {
        expect(orderRunnersForDisplay(runners)).toEqual([benfica, draw, porto]);
      }),
    );
  });
});
