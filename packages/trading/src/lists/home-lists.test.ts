import { describe, expect, it } from 'vitest';
import { parseHomeMarketBooks, parseHomeMarkets } from './home-markets.js';
import { pageCountOf, pageOf } from './paging.js';
import { soccerCardContent } from './soccer-card.js';
import { sportTabs } from './sport-tabs.js';

const item = (marketId: string, sport: [string, string], extra: object = {}) => ({
  marketId,
  marketName: 'Match Odds',
  marketStartTime: '2026-01-01T15:00:00.000Z',
  eventType: { id: sport[0], name: sport[1] },
  event: { id: `e${marketId}`, name: 'Arsenal v Spurs' },
  ...extra,
});

describe('parseHomeMarkets', () => {
  it('reads a catalogue item and leaves out items missing what a row needs', () => {
    const markets = parseHomeMarkets([
      item('1.1', ['1', 'Soccer'], {
        description: { marketType: 'MATCH_ODDS', turnInPlayEnabled: true },
        runners: [{ selectionId: 1, runnerName: 'Arsenal', handicap: 0 }],
      }),
      { ...item('1.2', ['1', 'Soccer']), event: undefined },
      { ...item('1.3', ['1', 'Soccer']), marketStartTime: 'soon' },
      null,
    ]);
    expect(markets).toEqual([
      expect.objectContaining({
        marketId: '1.1',
        startTime: Date.UTC(2026, 0, 1, 15),
        marketType: 'MATCH_ODDS',
        eventId: 'e1.1',
        runners: [{ selectionId: 1, runnerName: 'Arsenal', sortPriority: 1 }],
      }),
    ]);
    expect(parseHomeMarkets({ error: 'x' })).toEqual([]);
  });

  it('reads each book best back price and status, skipping malformed books', () => {
    const books = parseHomeMarketBooks([
      {
        marketId: '1.1',
        status: 'OPEN',
        inplay: false,
        runners: [
          { selectionId: 1, ex: { availableToBack: [{ price: 2.5, size: 10 }] } },
          { selectionId: 2, ex: { availableToBack: [] } },
        ],
      },
      { marketId: '1.2', status: 'WHATEVER' },
    ]);
    expect([...books.keys()]).toEqual(['1.1']);
    expect(books.get('1.1')).toEqual({ status: 'OPEN', inPlay: false, bestBack: new Map([[1, 2.5]]) });
  });
});

describe('paging', () => {
  it('counts pages and keeps the page inside the list', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageCountOf(12, 5)).toBe(3);
    expect(pageCountOf(0, 5)).toBe(0);
    expect(pageOf(items, 3, 5)).toEqual({ page: 3, items: [10, 11] });
    expect(pageOf(items, 9, 5)).toEqual({ page: 3, items: [10, 11] });
    expect(pageOf(items, 0, 9)).toEqual({ page: 1, items: items.slice(0, 9) });
    expect(pageOf([], 2, 5)).toEqual({ page: 1, items: [] });
  });
});

describe('soccerCardContent', () => {
  const runners = [
    { selectionId: 58805, runnerName: 'The Draw', sortPriority: 3 },
    { selectionId: 11, runnerName: 'Arsenal', sortPriority: 1 },
    { selectionId: 22, runnerName: 'Spurs', sortPriority: 2 },
  ];

  it('names the teams and puts the best back prices under 1, x, 2', () => {
    const card = soccerCardContent(
      { eventName: 'Arsenal v Spurs', runners },
      new Map([
        [11, 2.1],
        [58805, 3.4],
      ]),
    );
    expect(card.teams).toEqual({ home: 'Arsenal', away: 'Spurs' });
    expect(card.prices).toEqual([
      { label: '1', runnerName: 'Arsenal', price: 2.1 },
      { label: 'x', runnerName: 'The Draw', price: 3.4 },
      { label: '2', runnerName: 'Spurs', price: undefined },
    ]);
  });

  it('falls back to the event name for teams and has no prices without a draw', () => {
    const card = soccerCardContent({ eventName: 'Porto x Benfica', runners: runners.slice(1) }, undefined);
    expect(card).toEqual({ teams: { home: 'Porto', away: 'Benfica' }, prices: undefined });
  });
});

describe('sportTabs', () => {
  it('groups by sport, the busiest first', () => {
    const markets = parseHomeMarkets([
      item('1', ['2', 'Tennis']),
      item('2', ['1', 'Soccer']),
      item('3', ['1', 'Soccer']),
      item('4', ['7522', 'Basketball']),
    ]);
    expect(sportTabs(markets).map((tab) => [tab.eventTypeName, tab.markets.length])).toEqual([
      ['Soccer', 2],
      ['Basketball', 1],
      ['Tennis', 1],
    ]);
  });
});
