// The home list's rows: catalogue entries with their live state, split into in play and upcoming,
// grouped by sport (the exchange's order of first start kept inside each group).
import type { MarketCatalogue } from '@greenbook/betfair';
import { marketStatusLabel, type MarketStatusLabel } from '@greenbook/trading';
import type { MarketState } from '@/lib/market/market-states';

export interface HomeRow {
  readonly marketId: string;
  readonly eventId: string;
  readonly eventName: string;
  readonly marketName: string;
  readonly startTime: number | undefined;
  readonly totalMatched: number | undefined;
  readonly label: MarketStatusLabel;
}

export interface SportGroup {
  readonly sportId: string;
  readonly sportName: string;
  readonly rows: readonly HomeRow[];
}

export interface HomeLists {
  readonly inPlay: readonly SportGroup[];
  readonly upcoming: readonly SportGroup[];
}

function group(rows: ReadonlyArray<{ sportId: string; sportName: string; row: HomeRow }>): SportGroup[] {
  const groups = new Map<string, { sportId: string; sportName: string; rows: HomeRow[] }>();
  for (const { sportId, sportName, row } of rows) {
    let entry = groups.get(sportId);
    if (entry === undefined) {
      entry = { sportId, sportName, rows: [] };
      groups.set(sportId, entry);
    }
    entry.rows.push(row);
  }
  return [...groups.values()];
}

/** Rows without an event are left out (trading-core §8: absent row data means no row). */
export function homeLists(
  catalogue: readonly MarketCatalogue[],
  states: ReadonlyMap<string, MarketState> | undefined,
  now: number,
): HomeLists {
  const inPlay: Array<{ sportId: string; sportName: string; row: HomeRow }> = [];
  const upcoming: typeof inPlay = [];
  for (const market of catalogue) {
    if (market.event === undefined) continue;
    const state = states?.get(market.marketId);
    if (state?.status === 'CLOSED') continue;
    const parsed = market.marketStartTime === undefined ? NaN : Date.parse(market.marketStartTime);
    const startTime = Number.isFinite(parsed) ? parsed : undefined;
    const label = marketStatusLabel({
      status: state?.status,
      inPlay: state?.inPlay,
      turnInPlayEnabled: market.description?.turnInPlayEnabled,
      marketStartTime: startTime,
      marketType: market.description?.marketType,
      now,
    });
    const row: HomeRow = {
      marketId: market.marketId,
      eventId: market.event.id,
      eventName: market.event.name,
      marketName: market.marketName,
      startTime,
      totalMatched: state?.totalMatched ?? market.totalMatched,
      label,
    };
    const entry = { sportId: market.eventType?.id ?? '', sportName: market.eventType?.name ?? '', row };
    // The section follows the exchange's in-play flag, not the label: an in-play market suspended
    // for a goal or at the off shows SUSPENDED but stays in play.
    ((state?.inPlay ?? label.kind === 'LIVE') ? inPlay : upcoming).push(entry);
  }
  return { inPlay: group(inPlay), upcoming: group(upcoming) };
}
