import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASSIC_LADDER, FINEST_LADDER } from '../ladder/price-ladder.js';
import { tickDistance } from '../ladder/ticks.js';
import { autoBetOdd, autoBetTickDirection } from './auto-bet-odds.js';
import { STOP_LOSS_OUT_OF_RANGE_MESSAGE, TICK_OFFSET_OUT_OF_RANGE_MESSAGE } from './auto-bet-messages.js';
import type { AutoBetType } from './auto-bet.js';
import type { Side } from '../money/side.js';

const odd = (
  type: AutoBetType,
  triggerSide: Side,
  triggerOdd: number,
  ticks: number,
  ladder = CLASSIC_LADDER,
) => autoBetOdd(ladder, { type, triggerSide, triggerOdd, ticks });

describe('autoBetOdd (trading-core §5 Auto bets)', () => {
  it('moves tick offsets down after a BACK and up after a LAY; stop losses the other way', () => {
    // Below 3.0 the CLASSIC step is 0.02: 2.98, 2.96. Above it 0.05: 3.05, 3.1.
    expect(odd('TICK_OFFSET', 'BACK', 3, 2)).toEqual({ ok: true, odd: 2.96 });
    expect(odd('STOP_LOSS', 'BACK', 3, 2)).toEqual({ ok: true, odd: 3.1 });
    expect(odd('TICK_OFFSET', 'LAY', 3, 2)).toEqual({ ok: true, odd: 3.1 });
    expect(odd('STOP_LOSS', 'LAY', 3, 2)).toEqual({ ok: true, odd: 2.96 });
    // 10 → 10.5 (step 0.5 above 10); 10 → 9.8 (step 0.2 below 10)
    expect(odd('TICK_OFFSET', 'LAY', 10, 1)).toEqual({ ok: true, odd: 10.5 });
    expect(odd('STOP_LOSS', 'LAY', 10, 1)).toEqual({ ok: true, odd: 9.8 });
    // FINEST: every 0.01
    expect(odd('TICK_OFFSET', 'BACK', 3, 2, FINEST_LADDER)).toEqual({ ok: true, odd: 2.98 });
  });

  it('refuses odds off the ladder with the type’s warning', () => {
    expect(odd('TICK_OFFSET', 'BACK', 1.01, 1)).toEqual({
      ok: false,
      reason: 'OUT_OF_RANGE',
      warning: TICK_OFFSET_OUT_OF_RANGE_MESSAGE,
    });
    expect(odd('STOP_LOSS', 'BACK', 1000, 1)).toEqual({
      ok: false,
      reason: 'OUT_OF_RANGE',
      warning: STOP_LOSS_OUT_OF_RANGE_MESSAGE,
    });
    // 1.02 is one tick above 1.01: 1 tick down is fine, 2 ticks fall off
    expect(odd('TICK_OFFSET', 'BACK', 1.02, 1)).toEqual({ ok: true, odd: 1.01 });
    expect(odd('TICK_OFFSET', 'BACK', 1.02, 2)).toMatchObject({ ok: false, reason: 'OUT_OF_RANGE' });
    expect(odd('TICK_OFFSET', 'LAY', 990, 1)).toEqual({ ok: true, odd: 1000 });
    expect(odd('TICK_OFFSET', 'LAY', 990, 2)).toMatchObject({ ok: false, reason: 'OUT_OF_RANGE' });
  });

  it('refuses tick counts below 1 or not whole, and trigger odds off the grid', () => {
    for (const ticks of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(odd('TICK_OFFSET', 'BACK', 3, ticks)).toMatchObject({ ok: false, reason: 'INVALID_TICKS' });
    }
    expect(odd('STOP_LOSS', 'BACK', 3.01, 1)).toMatchObject({
      ok: false,
      reason: 'TRIGGER_ODD_OFF_LADDER',
      warning: STOP_LOSS_OUT_OF_RANGE_MESSAGE,
    });
  });

  it('for every CLASSIC price and n >= 1 is exactly n ticks away in the right direction, or refused off the ladder', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CLASSIC_LADDER.size - 1 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom<AutoBetType>('TICK_OFFSET', 'STOP_LOSS'),
        fc.constantFrom<Side>('BACK', 'LAY'),
        (index, n, type, side) => {
          const price = CLASSIC_LADDER.priceAt(index) ?? Number.NaN;
          const result = odd(type, side, price, n);
          const expectedDirection = (type === 'TICK_OFFSET') === (side === 'BACK') ? -1 : 1;
          expect(autoBetTickDirection(type, side)).toBe(expectedDirection);
          const target = index + expectedDirection * n;
          if (target < 0 || target >= CLASSIC_LADDER.size) {
            expect(result).toMatchObject({ ok: false, reason: 'OUT_OF_RANGE' });
          } else {
            expect(result.ok).toBe(true);
            if (result.ok)
              expect(tickDistance(CLASSIC_LADDER, price, result.odd)).toBe(expectedDirection * n);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
