import { describe, expect, it } from 'vitest';
import type { BetClick } from '@/lib/market/bet-request';
import { DOUBLE_CLICK_MS, RepeatClickFilter } from './repeat-clicks';

const click = (at: number | undefined, extra: Partial<BetClick> = {}): BetClick => ({
  marketId: '1.1',
  selectionId: 11,
  handicap: 0,
  side: 'LAY',
  price: 2.3,
  source: 'ladder',
  ...(at === undefined ? {} : { at }),
  ...extra,
});

describe('repeat clicks on one price (issue 12 item 2)', () => {
  it('takes a second click on the same cell within 400 ms as the same intent', () => {
    const filter = new RepeatClickFilter();
    expect(filter.accepts(click(1000), false)).toBe(true);
    expect(filter.accepts(click(1150), false)).toBe(false);
    expect(filter.accepts(click(1000 + 150 + DOUBLE_CLICK_MS - 1), false)).toBe(false); // a burst stays one
  });

  it('places one bet per deliberate click slower than the interval', () => {
    const filter = new RepeatClickFilter();
    expect(filter.accepts(click(1000), false)).toBe(true);
    expect(filter.accepts(click(1000 + DOUBLE_CLICK_MS), false)).toBe(true);
    expect(filter.accepts(click(2400), false)).toBe(true);
  });

  it('counts fast clicks on other cells, sides or views as new intents', () => {
    const filter = new RepeatClickFilter();
    expect(filter.accepts(click(1000), false)).toBe(true);
    expect(filter.accepts(click(1050, { price: 2.32 }), false)).toBe(true);
    expect(filter.accepts(click(1100, { price: 2.32, side: 'BACK' }), false)).toBe(true);
    expect(filter.accepts(click(1150, { price: 2.32, side: 'BACK', source: 'grid' }), false)).toBe(true);
    expect(filter.accepts(click(1200, { price: 2.32, side: 'BACK', selectionId: 12 }), false)).toBe(true);
  });

  it('lets rapid repeats through when the trader allows them, and requests without a timestamp', () => {
    const allowing = new RepeatClickFilter();
    expect(allowing.accepts(click(1000), true)).toBe(true);
    expect(allowing.accepts(click(1010), true)).toBe(true);
    const untimed = new RepeatClickFilter();
    expect(untimed.accepts(click(undefined), false)).toBe(true);
    expect(untimed.accepts(click(undefined), false)).toBe(true);
  });

  it('ends a burst at a click anywhere else: lay, cancel by its amount, lay again is two bets', () => {
    const filter = new RepeatClickFilter();
    filter.noteClick(1000);
    expect(filter.accepts(click(1000), false)).toBe(true);
    filter.noteClick(1100); // the amount cell that cancels the bet
    filter.noteClick(1200);
    expect(filter.accepts(click(1200), false)).toBe(true);
    filter.noteClick(1300); // a true double-click: nothing between the two
    expect(filter.accepts(click(1300), false)).toBe(false);
  });
});
