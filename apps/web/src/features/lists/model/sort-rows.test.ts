import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortRows, type ListSort } from './sort-rows';
import { row } from './test-rows';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const rows = [
  row('1.1', { startTime: 300, title: 'Bravo v Charlie', competition: 'Serie A', totalMatched: 50 }),
  row('1.2', { startTime: 100, title: 'alpha v Delta', competition: 'Premier League', totalMatched: 900 }),
  row('1.3', {
    startTime: undefined,
    title: 'Echo v Foxtrot',
    competition: undefined,
    totalMatched: undefined,
  }),
  row('1.4', { startTime: 200, title: 'Charlie v Bravo', competition: 'La Liga', totalMatched: 400 }),
];
const ids = (sort: ListSort) => sortRows(rows, sort, (r) => r.totalMatched, collator).map((r) => r.marketId);

describe('list sorting (account-and-product §2)', () => {
  it('sorts by Matched, most traded first, by default', () => {
    expect(DEFAULT_SORT).toEqual({ column: 'matched', direction: 'descending' });
    expect(ids(DEFAULT_SORT)).toEqual(['1.2', '1.4', '1.1', '1.3']);
    expect(ids({ column: 'matched', direction: 'ascending' })).toEqual(['1.1', '1.4', '1.2', '1.3']);
  });

  it('sorts by Start both ways, rows without a start last', () => {
    expect(ids({ column: 'start', direction: 'ascending' })).toEqual(['1.2', '1.4', '1.1', '1.3']);
    expect(ids({ column: 'start', direction: 'descending' })).toEqual(['1.1', '1.4', '1.2', '1.3']);
  });

  it('sorts by Event name both ways, ignoring case', () => {
    expect(ids({ column: 'event', direction: 'ascending' })).toEqual(['1.2', '1.1', '1.4', '1.3']);
    expect(ids({ column: 'event', direction: 'descending' })).toEqual(['1.3', '1.4', '1.1', '1.2']);
  });

  it('sorts by Competition both ways, rows without one last', () => {
    expect(ids({ column: 'competition', direction: 'ascending' })).toEqual(['1.4', '1.2', '1.1', '1.3']);
    expect(ids({ column: 'competition', direction: 'descending' })).toEqual(['1.1', '1.2', '1.4', '1.3']);
  });

  it('keeps the exchange order between equal values', () => {
    const tied = [
      row('1.7', { totalMatched: 5 }),
      row('1.5', { totalMatched: 5 }),
      row('1.6', { totalMatched: 5 }),
    ];
    expect(sortRows(tied, DEFAULT_SORT, (r) => r.totalMatched, collator).map((r) => r.marketId)).toEqual([
      '1.7',
      '1.5',
      '1.6',
    ]);
  });

  it('turns the direction on the sorted column, and starts another column in its natural direction', () => {
    expect(nextSort(DEFAULT_SORT, 'matched')).toEqual({ column: 'matched', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'start')).toEqual({ column: 'start', direction: 'ascending' });
    expect(nextSort({ column: 'start', direction: 'ascending' }, 'start')).toEqual({
      column: 'start',
      direction: 'descending',
    });
    expect(nextSort({ column: 'start', direction: 'ascending' }, 'matched')).toEqual(DEFAULT_SORT);
  });
});
