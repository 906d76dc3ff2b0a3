// account-and-product §2: every column of the sport and live lists sorts by a click on its header;
// the default is Matched, most traded first. A click on the sorted column turns its direction; a
// click on another column sorts by it in that column's natural direction (times and names from the
// first, volumes from the largest). Rows without the value go last in either direction, and equal
// values keep the exchange's order (first to start), so a sort never shuffles ties.
import type { ListRow } from './list-rows';

export type SortColumn = 'start' | 'event' | 'competition' | 'matched';
export type SortDirection = 'ascending' | 'descending';

export interface ListSort {
  readonly column: SortColumn;
  readonly direction: SortDirection;
}

export const SORT_COLUMNS: readonly SortColumn[] = ['start', 'event', 'competition', 'matched'];

export const DEFAULT_SORT: ListSort = { column: 'matched', direction: 'descending' };

const FIRST_DIRECTION: Record<SortColumn, SortDirection> = {
  start: 'ascending',
  event: 'ascending',
  competition: 'ascending',
  matched: 'descending',
};

export function nextSort(current: ListSort, column: SortColumn): ListSort {
  if (current.column !== column) return { column, direction: FIRST_DIRECTION[column] };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

type Value = number | string | undefined;

function compareValues(a: Value, b: Value, collator: Intl.Collator): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return (a as number) - (b as number);
}

/** The rows in the sort's order; `matchedOf` gives the traded volume a row is sorted by. */
export function sortRows(
  rows: readonly ListRow[],
  sort: ListSort,
  matchedOf: (row: ListRow) => number | undefined,
  collator: Intl.Collator,
): ListRow[] {
  const valueOf = (row: ListRow): Value => {
    switch (sort.column) {
      case 'start':
        return row.startTime;
      case 'event':
        return row.title === '' ? undefined : row.title;
      case 'competition':
        return row.competition === '' ? undefined : row.competition;
      case 'matched':
        return matchedOf(row);
    }
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined)
        return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1;
      return sign * compareValues(a.value, b.value, collator) || a.index - b.index;
    })
    .map(({ row }) => row);
}
