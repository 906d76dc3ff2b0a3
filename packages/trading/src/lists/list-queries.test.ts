import { describe, expect, it } from 'vitest';
import { liveListQuery, LIST_BOOK_PRICE_PROJECTION, sportListQuery } from './list-queries.js';

const NOW = Date.UTC(2026, 0, 1, 12);
// betfair-protocol §1.6: MARKET_DESCRIPTION weighs 1 a market, the other catalogue sections 0.
const catalogueWeight = (projection: readonly string[]) =>
  projection.includes('MARKET_DESCRIPTION') ? 1 : 0;

describe('sport and live list requests (account-and-product §7/§9)', () => {
  it('asks for a sport’s main markets over the home window, first to start, 200 at most', () => {
    const query = sportListQuery('1', NOW);
    expect(query.filter).toEqual({
      eventTypeIds: ['1'],
      marketTypeCodes: ['MATCH_ODDS', 'MONEY_LINE', 'WINNER'],
      marketStartTime: { from: '2026-01-01T09:00:00.000Z', to: '2026-01-02T12:00:00.000Z' },
    });
    expect(query).toMatchObject({ sort: 'FIRST_TO_START', maxResults: 200 });
    expect(query.marketProjection).toContain('RUNNER_DESCRIPTION');
    expect(catalogueWeight(query.marketProjection) * query.maxResults).toBeLessThanOrEqual(200);
  });

  it('asks for a racing sport’s WIN markets', () => {
    expect(sportListQuery('4339', NOW).filter.marketTypeCodes).toEqual(['WIN']);
  });

  it('asks for up to 1,000 in-play markets, within the weight limit', () => {
    const query = liveListQuery();
    expect(query.filter).toMatchObject({ inPlayOnly: true });
    expect(query.filter.eventTypeIds).toBeUndefined();
    expect(query.maxResults).toBe(1000);
    expect(catalogueWeight(query.marketProjection) * query.maxResults).toBeLessThanOrEqual(200);
  });

  it('refreshes the rows with the best price only', () => {
    expect(LIST_BOOK_PRICE_PROJECTION).toEqual({
      priceData: ['EX_BEST_OFFERS'],
      exBestOffersOverrides: { bestPricesDepth: 1 },
    });
  });
});
