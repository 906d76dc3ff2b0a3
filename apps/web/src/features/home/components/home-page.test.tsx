import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangePath, stubFetch, stubWebSocket } from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest } from '@/app/testing/render-app';

const HOUR = 3_600_000;

function catalogue(now: number) {
  return [
    {
      marketId: '1.101',
      marketName: 'Match Odds',
      marketStartTime: new Date(now - HOUR).toISOString(),
      description: { turnInPlayEnabled: true, marketType: 'MATCH_ODDS' },
      event: { id: '501', name: 'Arsenal v Spurs' },
      eventType: { id: '1', name: 'Soccer' },
    },
    {
      marketId: '1.102',
      marketName: 'Match Odds',
      marketStartTime: new Date(now + 2 * HOUR).toISOString(),
      description: { turnInPlayEnabled: true, marketType: 'MATCH_ODDS' },
      event: { id: '502', name: 'Nadal v Federer' },
      eventType: { id: '2', name: 'Tennis' },
    },
    {
      marketId: '1.103',
      marketName: '14:30 Ascot',
      marketStartTime: new Date(now + 3 * HOUR).toISOString(),
      description: { turnInPlayEnabled: false, marketType: 'WIN' },
      event: { id: '503', name: 'Ascot' },
      eventType: { id: '7', name: 'Horse Racing' },
    },
  ];
}

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home (signed in)', () => {
  it('lists in-play and upcoming markets by sport, each row opening its market', async () => {
    const fetch = stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
      [
        'POST',
        exchangePath('betting', 'listMarketCatalogue'),
        // Each request answers its part: in play, races, other sports.
        ({ body }) => {
          const { filter } = body as { filter: { inPlayOnly: boolean; eventTypeIds?: string[] } };
          const [inPlay, tennis, race] = catalogue(Date.now());
          if (filter.inPlayOnly) return { body: [inPlay] };
          return { body: filter.eventTypeIds === undefined ? [tennis] : [race] };
        },
      ],
      [
        'POST',
        exchangePath('betting', 'listMarketBook'),
        {
          body: [
            {
              marketId: '1.101',
              status: 'OPEN',
              inplay: true,
              totalMatched: 12_345,
              isMarketDataDelayed: false,
            },
            {
              marketId: '1.102',
              status: 'OPEN',
              inplay: false,
              totalMatched: 50,
              isMarketDataDelayed: false,
            },
            { marketId: '1.103', status: 'SUSPENDED', inplay: false, isMarketDataDelayed: false },
          ],
        },
      ],
    ]);
    signInForTest();
    const { router } = renderApp('/');
    const inPlay = await screen.findByRole('region', { name: 'In play' });
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(await within(inPlay).findByText('12.3k')).toBeInTheDocument();
    expect(within(inPlay).getByText('LIVE')).toBeInTheDocument();
    expect(within(inPlay).getByRole('region', { name: 'Soccer' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('region', { name: 'Tennis' })).toBeInTheDocument();
    expect(within(upcoming).getByText('going live')).toBeInTheDocument();
    expect(within(upcoming).getByText('SUSPENDED')).toBeInTheDocument();

    const requests = fetch.callsTo(exchangePath('betting', 'listMarketCatalogue')).map((call) => call.body);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request).toMatchObject({
        marketProjection: expect.arrayContaining(['EVENT', 'EVENT_TYPE', 'MARKET_START_TIME']) as unknown,
        sort: 'FIRST_TO_START',
        maxResults: 200,
        locale: 'en',
      });
    }

    const link = within(upcoming).getByRole('link', { name: 'Nadal v Federer' });
    expect(link).toHaveAttribute('href', '/market/502/1.102');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/market/502/1.102');
  });

  it('says so when there is nothing to show', async () => {
    stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
      ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    ]);
    signInForTest();
    renderApp('/');
    expect(await screen.findByText('There are no in-play events to be displayed')).toBeInTheDocument();
    expect(screen.getByText('There are no upcoming events to be displayed')).toBeInTheDocument();
  });
});
