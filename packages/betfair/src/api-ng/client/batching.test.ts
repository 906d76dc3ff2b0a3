import { describe, expect, it } from 'vitest';
import { batches, marketBookBatchSize, marketBookWeight } from './batching.js';

describe('batching (trading-core §7, betfair-protocol §1.6)', () => {
  it('splits lists into consecutive batches', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(() => batches([1], 0)).toThrow(RangeError);
  });

  it('keeps market book batches within the weight of 200', () => {
    expect(marketBookWeight([])).toBe(2);
    expect(marketBookWeight(['EX_BEST_OFFERS'])).toBe(5);
    expect(marketBookWeight(['EX_ALL_OFFERS', 'EX_TRADED'])).toBe(32);
    expect(marketBookWeight(['EX_BEST_OFFERS'], 6)).toBe(10);
    expect(marketBookBatchSize([])).toBe(100);
    expect(marketBookBatchSize(['EX_BEST_OFFERS'])).toBe(40);
    expect(marketBookBatchSize(['EX_ALL_OFFERS', 'EX_TRADED'])).toBe(6);
  });
});
