import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangePath, stubFetch, stubWebSocket, type StubRoute } from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest } from '@/app/testing/render-app';
import { setLanguage } from '@/lib/storage/language';
import { useSettingsStore } from '@/lib/storage/settings-store';

const HOUR = 3_600_000;
const MINUTE = 60_000;

interface Filter {
  eventTypeIds?: string[];
  inPlayOnly?: boolean;
  marketTypeCodes: string[];
}

const iso = (time: number) => new Date(time).toISOString();

/** A soccer match odds market with its three runners. */
function match(n: number, start: number) {
  return {
    marketId: `1.${100 + n}`,
    marketName: 'Match Odds',
    marketStartTime: iso(start),
    description: { turnInPlayEnabled: true, marketType: 'MATCH_ODDS' },
    eventType: { id: '1', name: 'Soccer' },
    event: { id: `${500 + n}`, name: `Home ${n} FC v Away ${n} FC` },
    runners: [
      { selectionId: n * 10 + 1, runnerName: `Home ${n} FC`, handicap: 0, sortPriority: 1 },
      { selectionId: n * 10 + 2, runnerName: `Away ${n} FC`, handicap: 0, sortPriority: 2 },
      { selectionId: 58805, runnerName: 'The Draw', handicap: 0, sortPriority: 3 },
    ],
  };
}

function race(id: string, country: string, venue: string, start: number) {
  return {
    marketId: id,
    marketName: 'R1 2m Hcap',
    marketStartTime: iso(start),
    description: { turnInPlayEnabled: true, marketType: 'WIN' },
    eventType: { id: '7', name: 'Horse Racing' },
    event: { id: `ev-${venue}`, name: `${venue} 25th Nov`, countryCode: country, venue },
  };
}

function sportMarket(id: string, sport: [string, string], eventName: string, start: number) {
  return {
    marketId: id,
    marketName: 'Match Odds',
    marketStartTime: iso(start),
    description: { turnInPlayEnabled: true, marketType: 'MATCH_ODDS' },
    eventType: { id: sport[0], name: sport[1] },
    event: { id: `ev-${id}`, name: eventName },
  };
}

interface World {
  soccer: unknown[];
  races: unknown[];
  live: unknown[];
  bySport: Record<string, unknown[]>;
  closed?: string[];
}

function worldAt(now: number): World {
  const raceStart = now + 2 * HOUR;
  return {
    soccer: Array.from({ length: 12 }, (_, n) => match(n, now + (n + 1) * HOUR)),
    races: [
      race('1.201', 'GB', 'Ascot', raceStart),
      race('1.202', 'GB', 'Ascot', raceStart + 35 * MINUTE),
      race('1.203', 'GB', 'Ascot', raceStart + 35 * MINUTE), // the same race listed twice
      race('1.204', 'IE', 'Punchestown', raceStart + 5 * MINUTE),
      race('1.205', 'AU', 'Randwick', raceStart),
      race('1.206', 'AU', 'Flemington', raceStart),
      race('1.207', 'US', 'Belmont', raceStart),
      race('1.208', 'GB', 'Ascot', raceStart + 70 * MINUTE), // closed since: leaves the card
    ],
    live: [
      sportMarket('1.301', ['1', 'Soccer'], 'Live A v Live B', now - HOUR),
      sportMarket('1.302', ['2', 'Tennis'], 'Nadal v Federer', now - HOUR),
      sportMarket('1.303', ['1', 'Soccer'], 'Live C v Live D', now - HOUR),
    ],
    bySport: {
      '2': [sportMarket('1.401', ['2', 'Tennis'], 'Alcaraz v Sinner', now + HOUR)],
      '7522': [sportMarket('1.402', ['7522', 'Basketball'], 'Lakers @ Celtics', now + HOUR)],
      '4': [sportMarket('1.403', ['4', 'Cricket'], 'England v India', now + HOUR)],
    },
    closed: ['1.208'],
  };
}

function routes(world: World): StubRoute[] {
  return [
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
    ['PUT', '/api/users/V123', { body: {} }],
    [
      'POST',
      exchangePath('betting', 'listEventTypes'),
      {
        body: [
          { eventType: { id: '1', name: 'Soccer' }, marketCount: 9 },
          { eventType: { id: '2', name: 'Tennis' }, marketCount: 9 },
          { eventType: { id: '4', name: 'Cricket' }, marketCount: 9 },
          { eventType: { id: '7', name: 'Horse Racing' }, marketCount: 9 },
          { eventType: { id: '7522', name: 'Basketball' }, marketCount: 9 },
        ],
      },
    ],
    [
      'POST',
      exchangePath('betting', 'listMarketCatalogue'),
      ({ body }) => {
        const { filter } = body as { filter: Filter };
        if (filter.inPlayOnly === true) return { body: world.live };
        const sport = filter.eventTypeIds?.[0] ?? '';
        if (sport === '1') return { body: world.soccer };
        if (sport === '7') return { body: world.races };
        return { body: world.bySport[sport] ?? [] };
      },
    ],
    [
      'POST',
      exchangePath('betting', 'listMarketBook'),
      ({ body }) => {
        const { marketIds } = body as { marketIds: string[] };
        return {
          body: marketIds.map((marketId) => ({
            marketId,
            isMarketDataDelayed: false,
            status: world.closed?.includes(marketId) === true ? 'CLOSED' : 'OPEN',
            inplay: marketId.startsWith('1.3'),
            runners: [
              {
                selectionId: 1,
                status: 'ACTIVE',
                handicap: 0,
                ex: { availableToBack: [{ price: 2.5, size: 9 }] },
              },
              {
                selectionId: 58805,
                status: 'ACTIVE',
                handicap: 0,
                ex: { availableToBack: [{ price: 3.4, size: 9 }] },
              },
            ],
          })),
        };
      },
    ],
  ];
}

function resizeTo(width: number): void {
  window.innerWidth = width;
}

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resizeTo(1024);
});

const soccerCards = async () => {
  const section = await screen.findByRole('region', { name: 'Soccer, next 24 hours' });
  await within(section).findAllByRole('link', { name: /FC v/ });
  return section;
};

describe('home (signed in)', () => {
  it.each([
    [390, 5, 3],
    [1024, 7, 2],
    [1920, 9, 2],
  ])('at %i px shows %i soccer cards a page, %i pages', async (width, perPage, pages) => {
    resizeTo(width);
    stubFetch(routes(worldAt(Date.now())));
    signInForTest();
    renderApp('/');
    const section = await soccerCards();
    expect(within(section).getAllByRole('link', { name: /FC v/ })).toHaveLength(perPage);
    const pager = within(section).getByRole('navigation', { name: 'Soccer pages' });
    await userEvent.click(within(pager).getByRole('button', { name: `Page ${pages}` }));
    expect(within(section).getAllByRole('link', { name: /FC v/ })).toHaveLength(12 - perPage * (pages - 1));
    expect(within(section).getByRole('link', { name: 'Home 11 FC v Away 11 FC' })).toBeInTheDocument();
  });

  it('shows the teams and the 1-x-2 back prices on a card that opens its market', async () => {
    stubFetch(routes(worldAt(Date.now())));
    signInForTest();
    const { router } = renderApp('/');
    const section = await soccerCards();
    const card = within(section).getByRole('link', { name: 'Home 1 FC v Away 1 FC' });
    expect(within(card).getByText('Home 1 FC')).toBeInTheDocument();
    expect(within(card).getByText('Away 1 FC')).toBeInTheDocument();
    // Runner 1 of this market has selection 11: no price; the draw has 3.4.
    await waitFor(() =>
      expect(card).toHaveAccessibleDescription(/Back prices: 1 no price, x 3.4, 2 no price/),
    );
    await userEvent.click(card);
    expect(router.state.location.pathname).toBe('/market/501/1.101');
  });

  it('groups races by country tab (GB+IE first, then by venues) and venue rows of exact start times', async () => {
    stubFetch(routes(worldAt(Date.now())));
    signInForTest();
    const { router } = renderApp('/');
    const racing = await screen.findByRole('region', { name: 'Horse Racing' });
    const tabs = await within(racing).findByRole('tablist', { name: 'Countries' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['GB+IE', 'AU', 'US']),
    );
    const ascot = within(racing).getByRole('list', { name: 'Ascot' });
    // The closed race leaves the card once the status poll answers; the twice-listed time shows once.
    await waitFor(() => expect(within(ascot).getAllByRole('link')).toHaveLength(2));
    expect(within(racing).getByRole('list', { name: 'Punchestown' })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'AU' }));
    expect(within(racing).getByRole('list', { name: 'Randwick' })).toBeInTheDocument();
    expect(within(racing).queryByRole('list', { name: 'Ascot' })).not.toBeInTheDocument();
    // The tab is the horse slot's country, kept in homepageSlots.
    expect(useSettingsStore.getState().settings.homepageSlots.horseRacing.country).toBe('AU');

    const [first] = within(within(racing).getByRole('list', { name: 'Flemington' })).getAllByRole('link');
    await userEvent.click(first!);
    expect(router.state.location.pathname).toBe('/market/ev-Flemington/1.206');
  });

  it('lists live events by sport tabs, the busiest first', async () => {
    stubFetch(routes(worldAt(Date.now())));
    signInForTest();
    renderApp('/');
    const live = await screen.findByRole('region', { name: 'Live events' });
    const tabs = await within(live).findByRole('tablist', { name: 'Sports in play' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Soccer', 'Tennis']);
    expect(within(live).getByRole('link', { name: /Live A v Live B/ })).toHaveAttribute(
      'href',
      '/market/ev-1.301/1.301',
    );
    expect(await within(live).findAllByText('LIVE')).toHaveLength(2);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Tennis' }));
    expect(within(live).getByRole('link', { name: /Nadal v Federer/ })).toBeInTheDocument();
  });

  it('keeps the tab on screen when another sport becomes the busiest', async () => {
    // At night a match ends and the tennis tab outnumbers soccer: the shown panel stays soccer's.
    const world = worldAt(Date.now());
    stubFetch(routes(world));
    signInForTest();
    const { queryClient } = renderApp('/');
    const live = await screen.findByRole('region', { name: 'Live events' });
    await within(live).findByRole('link', { name: /Live A v Live B/ });
    expect(within(live).getByRole('tab', { name: 'Soccer' })).toHaveAttribute('aria-selected', 'true');
    world.live = [
      world.live[0]!,
      world.live[1]!,
      sportMarket('1.304', ['2', 'Tennis'], 'Swiatek v Gauff', Date.now() - HOUR),
    ];
    await queryClient.refetchQueries({ queryKey: ['home', 'live'] });
    const tabs = within(live).getByRole('tablist', { name: 'Sports in play' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Tennis', 'Soccer']),
    );
    expect(within(live).getByRole('tab', { name: 'Soccer' })).toHaveAttribute('aria-selected', 'true');
    expect(within(live).getByRole('link', { name: /Live A v Live B/ })).toBeVisible();
  });

  it('saves a slot sport choice in homepageSlots and links to its full sport page', async () => {
    const fetch = stubFetch(routes(worldAt(Date.now())));
    signInForTest();
    renderApp('/');
    const tennis = await screen.findByRole('region', { name: 'Tennis' });
    expect(await within(tennis).findByRole('link', { name: /Alcaraz v Sinner/ })).toBeInTheDocument();
    expect(within(tennis).getByRole('link', { name: 'See all Tennis' })).toHaveAttribute('href', '/sport/2');
    expect(screen.getByRole('region', { name: 'Basketball' })).toBeInTheDocument();

    await userEvent.click(within(tennis).getByRole('combobox', { name: 'Sport slot 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cricket' }));
    const cricket = await screen.findByRole('region', { name: 'Cricket' });
    expect(await within(cricket).findByRole('link', { name: /England v India/ })).toBeInTheDocument();
    expect(within(cricket).getByRole('link', { name: 'See all Cricket' })).toHaveAttribute(
      'href',
      '/sport/4',
    );
    expect(useSettingsStore.getState().settings.homepageSlots.first).toEqual({
      eventTypeId: '4',
      eventTypeName: 'Cricket',
    });
    // Racing is not a minor sport: the race card has it.
    await userEvent.click(within(cricket).getByRole('combobox', { name: 'Sport slot 1' }));
    expect(screen.queryByRole('option', { name: 'Horse Racing' })).not.toBeInTheDocument();
    expect(
      fetch.callsTo(exchangePath('betting', 'listMarketCatalogue')).map((call) => call.body),
    ).toContainEqual(
      expect.objectContaining({ filter: expect.objectContaining({ eventTypeIds: ['4'] }) as unknown }),
    );
  });

  it('in Portuguese names every sport in Portuguese, as the sidebar does, and saves the exchange name', async () => {
    stubFetch(routes(worldAt(Date.now())));
    await setLanguage('pt');
    signInForTest();
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Corrida de Cavalos' })).toBeInTheDocument();
    const live = await screen.findByRole('region', { name: 'Eventos ao vivo' });
    const tabs = await within(live).findByRole('tablist', { name: 'Esportes ao vivo' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Futebol', 'Tênis']);
    const tennis = await screen.findByRole('region', { name: 'Tênis' });
    expect(within(tennis).getByRole('link', { name: 'Ver tudo de Tênis' })).toHaveAttribute(
      'href',
      '/sport/2',
    );
    expect(screen.getByRole('region', { name: 'Basquete' })).toBeInTheDocument();

    await userEvent.click(within(tennis).getByRole('combobox', { name: 'Espaço de esporte 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Críquete' }));
    expect(await screen.findByRole('region', { name: 'Críquete' })).toBeInTheDocument();
    // The setting keeps the exchange's name: back in English the slot reads Cricket.
    expect(useSettingsStore.getState().settings.homepageSlots.first).toEqual({
      eventTypeId: '4',
      eventTypeName: 'Cricket',
    });
  });

  it("says 'There are no … events to be displayed' for empty lists", async () => {
    stubFetch(routes({ soccer: [], races: [], live: [], bySport: {} }));
    signInForTest();
    renderApp('/');
    const soccer = await screen.findByRole('region', { name: 'Soccer, next 24 hours' });
    expect(
      await within(soccer).findByText('There are no upcoming events to be displayed'),
    ).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Live events' });
    expect(await within(live).findByText('There are no in-play events to be displayed')).toBeInTheDocument();
    const racing = screen.getByRole('region', { name: 'Horse Racing' });
    expect(
      await within(racing).findByText('There are no upcoming events to be displayed'),
    ).toBeInTheDocument();
    const tennis = screen.getByRole('region', { name: 'Tennis' });
    expect(
      await within(tennis).findByText('There are no upcoming events to be displayed'),
    ).toBeInTheDocument();
  });

  it('shows a retry line when a list fails, and the list once the retry answers', async () => {
    const world = worldAt(Date.now());
    let fail = true;
    const [geo, users, put, types, catalogue, books] = routes(world);
    stubFetch([
      geo!,
      users!,
      put!,
      types!,
      [
        'POST',
        exchangePath('betting', 'listMarketCatalogue'),
        async (request) => {
          const { filter } = request.body as { filter: Filter };
          if (filter.eventTypeIds?.[0] === '1' && fail) return { status: 500, body: { faultcode: 'Server' } };
          return (catalogue![2] as (r: typeof request) => Promise<{ body: unknown }>)(request);
        },
      ],
      books!,
    ]);
    signInForTest();
    renderApp('/');
    const soccer = await screen.findByRole('region', { name: 'Soccer, next 24 hours' });
    expect(await within(soccer).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The markets could not be loaded.',
    );
    // The other lists are unaffected.
    expect(await screen.findByRole('link', { name: /Alcaraz v Sinner/ })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(soccer).getByRole('button', { name: 'Try again' }));
    expect(await within(soccer).findAllByRole('link', { name: /FC v/ })).toHaveLength(7);
  });
});
