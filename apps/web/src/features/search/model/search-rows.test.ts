import { describe, expect, it } from 'vitest';
import { resultsPage, sortByStart, type SearchRow } from './search-rows';

const row = (marketId: string, startTime: number | undefined): SearchRow => ({
  marketId,
  marketName: 'Match Odds',
  eventId: '1',
  eventName: 'Arsenal v Spurs',
  sportId: '1',
  sportName: 'Soccer',
  competitionName: '',
  startTime,
  totalMatched: 0,
});

describe('sortByStart', () => {
  it('puts the earliest start first, equal starts in the exchange order, unknown starts last', () => {
    const sorted = sortByStart([
      row('a', 300),
      row('b', undefined),
      row('c', 100),
      row('d', 300),
      row('e', 200),
    ]);
    expect(sorted.map((item) => item.marketId)).toEqual(['c', 'e', 'a', 'd', 'b']);
  });
});

describe('resultsPage', () => {
  const rows = Array.from({ length: 45 }, (_, index) => row(String(index), index));

  it('cuts 20 rows a page', () => {
    expect(resultsPage(rows, 1)).toMatchObject({ page: 1, pageCount: 3 });
    expect(resultsPage(rows, 1).rows.map((item) => item.marketId)).toHaveLength(20);
    expect(resultsPage(rows, 2).rows[0]?.marketId).toBe('20');
    expect(resultsPage(rows, 3).rows.map((item) => item.marketId)).toEqual(['40', '41', '42', '43', '44']);
  });

  it('shows the last page for a page past the end, and one empty page for no rows', () => {
    expect(resultsPage(rows, 9)).toMatchObject({ page: 3 });
    expect(resultsPage([], 4)).toEqual({ rows: [], page: 1, pageCount: 0 });
  });
});
