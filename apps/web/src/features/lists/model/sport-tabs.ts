// The live list's tabs (account-and-product §2 "/live has a tab per sport"): its rows split by
// sport, the sport with most markets in play first (ties by name), each keeping the rows' order.
import type { ListRow } from './list-rows';

export interface SportTab {
  readonly sportId: string;
  readonly sportName: string;
  readonly rows: readonly ListRow[];
}

export function sportTabs(rows: readonly ListRow[]): SportTab[] {
  const bySport = new Map<string, { sportId: string; sportName: string; rows: ListRow[] }>();
  for (const row of rows) {
    if (row.sportId === '') continue;
    let tab = bySport.get(row.sportId);
    if (tab === undefined) {
      tab = { sportId: row.sportId, sportName: row.sportName || row.sportId, rows: [] };
      bySport.set(row.sportId, tab);
    }
    tab.rows.push(row);
  }
  return [...bySport.values()].sort(
    (a, b) => b.rows.length - a.rows.length || a.sportName.localeCompare(b.sportName),
  );
}
