// The search results as the page shows them (account-and-product §2 "Search results"): sorted by
// start time, earliest first, and cut into pages of 20. The exchange answers its 1,000 most traded
// matches (sort MAXIMUM_TRADED), so markets starting at the same time keep that order.
import { PAGING } from '@greenbook/trading';

export interface SearchRow {
  readonly marketId: string;
  readonly marketName: string;
  readonly eventId: string;
  readonly eventName: string;
  readonly sportId: string | undefined;
  readonly sportName: string;
  readonly competitionName: string;
  /** Epoch ms; undefined when the exchange gave no start time (such markets go last). */
  readonly startTime: number | undefined;
  readonly totalMatched: number | undefined;
}

export function sortByStart(rows: readonly SearchRow[]): SearchRow[] {
  const startOf = (row: SearchRow) => row.startTime ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal starts stay in the exchange's most-traded order.
  return [...rows].sort((a, b) => (startOf(a) === startOf(b) ? 0 : startOf(a) < startOf(b) ? -1 : 1));
}

export interface ResultsPage {
  readonly rows: readonly SearchRow[];
  /** The page shown, 1-based: the one asked for, or the last when it asked past the end. */
  readonly page: number;
  readonly pageCount: number;
}

export function resultsPage(sorted: readonly SearchRow[], page: number, size = PAGING.search): ResultsPage {
  const pageCount = Math.ceil(sorted.length / size);
  const shown = Math.min(Math.max(1, page), Math.max(1, pageCount));
  return { rows: sorted.slice((shown - 1) * size, shown * size), page: shown, pageCount };
}
