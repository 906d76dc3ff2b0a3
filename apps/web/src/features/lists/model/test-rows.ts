// Catalogue entries and rows for the lists' tests.
import type { MarketCatalogue } from '@greenbook/betfair';
import type { ListRow } from './list-rows';

/** A soccer match odds market: home, away and the draw (selection 58805). */
export function matchMarket(index: number, extra: Partial<MarketCatalogue> = {}): MarketCatalogue {
  return {
    marketId: `1.${100 + index}`,
    marketName: 'Match Odds',
    marketStartTime: new Date(Date.UTC(2026, 0, 1, 12) + index * 60_000).toISOString(),
    totalMatched: 1000 * index,
    description: { marketType: 'MATCH_ODDS', turnInPlayEnabled: true } as NonNullable<
      MarketCatalogue['description']
    >,
    competition: { id: `${index}`, name: `League ${String.fromCharCode(65 + (index % 26))}` },
    event: { id: `${500 + index}`, name: `Home ${index} v Away ${index}` },
    eventType: { id: '1', name: 'Soccer' },
    runners: [
      { selectionId: 58805, runnerName: 'The Draw', handicap: 0, sortPriority: 3 },
      { selectionId: 11, runnerName: `Away ${index}`, handicap: 0, sortPriority: 2 },
      { selectionId: 10, runnerName: `Home ${index}`, handicap: 0, sortPriority: 1 },
    ],
    ...extra,
  };
}

/** The market without its event section (an answer the lists must skip). */
export function withoutEvent(market: MarketCatalogue): MarketCatalogue {
  const copy = { ...market };
  delete copy.event;
  return copy;
}

export function row(marketId: string, extra: Partial<ListRow> = {}): ListRow {
  return {
    marketId,
    eventId: '1',
    title: marketId,
    competition: undefined,
    startTime: undefined,
    totalMatched: undefined,
    marketType: 'MATCH_ODDS',
    turnInPlayEnabled: true,
    sportId: '1',
    sportName: 'Soccer',
    runners: [],
    ...extra,
  };
}
