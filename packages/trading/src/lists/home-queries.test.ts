import { describe, expect, it } from 'vitest';
import { liveEventsQuery, raceCardQuery, soccerCardsQuery, sportSlotQuery } from './home-queries.js';

const NOW = Date.UTC(2026, 0, 1, 12);

describe('home list queries (account-and-product §7/§9)', () => {
  const queries = [raceCardQuery('7', NOW), liveEventsQuery(NOW), sportSlotQuery('2', NOW)];

  it('ask for the window from 3 hours ago to 24 hours ahead, first to start, 200 a list', () => {
    for (const query of queries) {
      expect(query.filter.marketStartTime).toEqual({
        from: '2026-01-01T09:00:00.000Z',
        to: '2026-01-02T12:00:00.000Z',
      });
      expect(query).toMatchObject({ sort: 'FIRST_TO_START', maxResults: 200 });
      expect(query.marketProjection).toEqual(expect.arrayContaining(['EVENT', 'MARKET_DESCRIPTION']));
      expect(query.marketProjection).not.toContain('RUNNER_METADATA');
    }
  });

  it('soccer cards: event type 1 match odds of the next 24 hours (not the matches under way) with their runners for 1-x-2', () => {
    expect(soccerCardsQuery(NOW).filter).toMatchObject({
      eventTypeIds: ['1'],
      marketTypeCodes: ['MATCH_ODDS'],
      marketStartTime: { from: '2026-01-01T12:00:00.000Z', to: '2026-01-02T12:00:00.000Z' },
    });
    expect(soccerCardsQuery(NOW)).toMatchObject({ sort: 'FIRST_TO_START', maxResults: 200 });
    expect(soccerCardsQuery(NOW).marketProjection).toContain('RUNNER_DESCRIPTION');
  });

  it('race card: the WIN markets of the slot racing type', () => {
    expect(raceCardQuery('4339', NOW).filter).toMatchObject({
      eventTypeIds: ['4339'],
      marketTypeCodes: ['WIN'],
    });
  });

  it('live: the main market of every event in play, every sport', () => {
    const { filter } = liveEventsQuery(NOW);
    expect(filter).toMatchObject({
      inPlayOnly: true,
      marketTypeCodes: ['WIN', 'MATCH_ODDS', 'MONEY_LINE', 'WINNER'],
    });
    expect(filter.eventTypeIds).toBeUndefined();
  });

  it('a minor-sport slot: its sport main markets', () => {
    expect(sportSlotQuery('7522', NOW).filter).toMatchObject({
      eventTypeIds: ['7522'],
      marketTypeCodes: ['MATCH_ODDS', 'MONEY_LINE', 'WINNER'],
    });
  });
});
