import { describe, expect, it } from 'vitest';
import { bookSignature, parseListBook } from './list-book';

describe('list books from listMarketBook', () => {
  it('keeps status, in-play flag, volume and each runner’s best back and lay', () => {
    const parsed = parseListBook({
      marketId: '1.5',
      status: 'OPEN',
      inplay: true,
      totalMatched: 1234.5,
      runners: [
        {
          selectionId: 10,
          ex: { availableToBack: [{ price: 2.5, size: 100 }], availableToLay: [{ price: 2.52, size: 7 }] },
        },
        { selectionId: 11, ex: { availableToBack: [], availableToLay: [] } },
      ],
    });
    expect(parsed?.marketId).toBe('1.5');
    expect(parsed?.book).toMatchObject({ status: 'OPEN', inPlay: true, totalMatched: 1234.5 });
    expect(parsed?.book.runners.get(10)).toEqual({
      back: { price: 2.5, size: 100 },
      lay: { price: 2.52, size: 7 },
    });
    expect(parsed?.book.runners.get(11)).toEqual({ back: undefined, lay: undefined });
  });

  it('drops what is not what the exchange promises, and a book without a market id', () => {
    expect(parseListBook({ status: 'OPEN' })).toBeUndefined();
    expect(parseListBook('1.5')).toBeUndefined();
    const parsed = parseListBook({
      marketId: '1.5',
      status: 'WHATEVER',
      inplay: 'yes',
      totalMatched: -3,
      runners: [
        { selectionId: 'x' },
        { selectionId: 12, ex: { availableToBack: [{ price: 'NaN', size: 1 }] } },
      ],
    });
    expect(parsed?.book).toMatchObject({ status: undefined, inPlay: undefined, totalMatched: undefined });
    expect([...(parsed?.book.runners.keys() ?? [])]).toEqual([12]);
    expect(parsed?.book.runners.get(12)?.back).toBeUndefined();
  });

  it('signs a book by what a row draws', () => {
    const one = parseListBook({ marketId: '1.5', status: 'OPEN', runners: [] });
    const two = parseListBook({ marketId: '1.5', status: 'SUSPENDED', runners: [] });
    expect(one && two && bookSignature(one.book) !== bookSignature(two.book)).toBe(true);
  });
});
