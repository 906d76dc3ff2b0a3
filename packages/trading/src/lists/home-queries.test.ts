import { describe, expect, it } from 'vitest';
import { homeCatalogueQueries } from './home-queries.js';

const NOW = Date.UTC(2026, 0, 1, 12);

describe('homeCatalogueQueries (account-and-product §7/§9)', () => {
  const [inPlay, racing, others] = homeCatalogueQueries(NOW);

  it('asks for the window from 3 hours ago to 24 hours ahead, first to start, 200 a list', () => {
    for (const query of [inPlay, racing, others]) {
      expect(query?.filter.marketStartTime).toEqual({
        from: '2026-01-01T09:00:00.000Z',
        to: '2026-01-02T12:00:00.000Z',
      });
      expect(query).toMatchObject({ sort: 'FIRST_TO_START', maxResults: 200 });
    }
  });

  it('splits in-play, upcoming races and upcoming main markets of the other sports', () => {
    expect(inPlay?.filter).toMatchObject({
      inPlayOnly: true,
      marketTypeCodes: ['WIN', 'MATCH_ODDS', 'MONEY_LINE', 'WINNER'],
    });
    expect(inPlay?.filter.eventTypeIds).toBeUndefined();
    expect(racing?.filter).toMatchObject({
      inPlayOnly: false,
      eventTypeIds: ['7', '4339'],
      marketTypeCodes: ['WIN'],
    });
    expect(others?.filter).toMatchObject({
      inPlayOnly: false,
      marketTypeCodes: ['MATCH_ODDS', 'MONEY_LINE', 'WINNER'],
    });
    expect(others?.filter.eventTypeIds).toBeUndefined();
  });

  it('stays within the request weight limit with the market description (1 a market, 200 at most)', () => {
    for (const query of homeCatalogueQueries(NOW)) {
      expect(query.marketProjection).toContain('MARKET_DESCRIPTION');
      expect(query.marketProjection).not.toContain('RUNNER_METADATA');
      expect(query.maxResults).toBeLessThanOrEqual(200);
    }
  });
});
