import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisibleBooks } from './visible-books';

const book = (marketId: string, totalMatched: number) => ({
  marketId,
  status: 'OPEN',
  totalMatched,
  runners: [],
});

describe('visible books (account-and-product §2: visible ids refresh every second)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp() {
    const calls: string[][] = [];
    let matched = 0;
    const books = new VisibleBooks({
      fetchBooks: (ids) => {
        calls.push([...ids]);
        matched += 1;
        return Promise.resolve(ids.map((id) => book(id, matched)));
      },
      intervalMs: 1000,
      settleMs: 250,
    });
    books.start();
    return { books, calls };
  }

  it('asks every second for the ids on screen, and only those', async () => {
    const { books, calls } = setUp();
    books.show(['1.1', '1.2']);
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toEqual([['1.1', '1.2']]);
    await vi.advanceTimersByTimeAsync(750);
    expect(calls).toEqual([
      ['1.1', '1.2'],
      ['1.1', '1.2'],
    ]);
    // 1.3 is new: fetched once the rows hold still, then with the others on the second's beat.
    books.show(['1.2', '1.3']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.slice(2)).toEqual([
      ['1.2', '1.3'],
      ['1.2', '1.3'],
    ]);
    books.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(4);
  });

  it('waits for scrolling to settle before fetching rows it has not seen', async () => {
    const { books, calls } = setUp();
    books.show(['1.1']);
    await vi.advanceTimersByTimeAsync(100);
    books.show(['1.2']);
    await vi.advanceTimersByTimeAsync(100);
    books.show(['1.3']);
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toEqual([['1.3']]);
  });

  it('tells a row only when its figures changed, and keeps them when a refresh fails', async () => {
    let fail = false;
    const books = new VisibleBooks({
      fetchBooks: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([book('1.1', 5)])),
      intervalMs: 1000,
      settleMs: 250,
    });
    books.start();
    const told = vi.fn();
    books.subscribe('1.1', told);
    books.show(['1.1']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(told).toHaveBeenCalledTimes(1);
    fail = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(books.book('1.1')?.totalMatched).toBe(5);
    books.stop();
  });

  it('shows a market the answer leaves out as closed, not as its last LIVE book', async () => {
    // The exchange leaves a CLOSED market out of a call that also asks for open ones (and any
    // market it has dropped): the settled match must not stay LIVE with prices on the list.
    let closed = false;
    const books = new VisibleBooks({
      fetchBooks: (ids) =>
        Promise.resolve(
          ids
            .filter((id) => !(closed && id === '1.1'))
            .map((id) => ({
              ...book(id, 40),
              inplay: true,
              runners: [{ selectionId: 7, ex: { availableToBack: [{ price: 2, size: 10 }] } }],
            })),
        ),
      intervalMs: 1000,
      settleMs: 250,
    });
    books.start();
    const told = vi.fn();
    books.subscribe('1.1', told);
    books.show(['1.1', '1.2']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(books.book('1.1')).toMatchObject({ status: 'OPEN', inPlay: true, totalMatched: 40 });
    closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(books.book('1.1')).toMatchObject({ status: 'CLOSED', inPlay: false, totalMatched: 40 });
    expect(books.book('1.1')?.runners.size).toBe(0);
    expect(books.book('1.2')).toMatchObject({ status: 'OPEN', inPlay: true });
    // Told once when it closed, not again on every later second it stays left out.
    const calls = told.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(told).toHaveBeenCalledTimes(calls);
    books.stop();
  });
});
