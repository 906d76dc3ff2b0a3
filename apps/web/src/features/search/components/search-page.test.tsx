import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  exchangePath,
  stubFetch,
  stubWebSocket,
  type StubAnswer,
  type StubRequest,
} from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest } from '@/app/testing/render-app';
import { useSessionStore } from '@/lib/session/session-store';

const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 10, 25, 12);

/** A market of the search's answer; `hours` after BASE it starts. */
function market(index: number, hours: number) {
  return {
    marketId: `1.${200 + index}`,
    marketName: index % 2 === 0 ? 'Match Odds' : 'Over/Under 2.5 Goals',
    marketStartTime: new Date(BASE + hours * HOUR).toISOString(),
    totalMatched: 1000 * index,
    event: { id: `${700 + index}`, name: `Arsenal v Team ${index}` },
    eventType: { id: '1', name: 'Soccer' },
    competition: { id: '10932509', name: 'English Premier League' },
  };
}

/** 45 markets, most traded first as the exchange sorts them, their starts in no order. */
const FORTY_FIVE = Array.from({ length: 45 }, (_, index) => market(45 - index, ((45 - index) * 7) % 45));

function isSearch(request: StubRequest): boolean {
  const { filter } = request.body as { filter?: { textQuery?: string } };
  return filter?.textQuery !== undefined;
}

function renderSearch(path: string, answer: StubAnswer) {
  const fetch = stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
    // The sidebar's recent settled markets: none.
    [
      'POST',
      exchangePath('betting', 'listClearedOrders'),
      { body: { clearedOrders: [], moreAvailable: false } },
    ],
    [
      'POST',
      exchangePath('betting', 'listMarketCatalogue'),
      (request) => (isSearch(request) ? answer : { body: [] }),
    ],
  ]);
  signInForTest();
  const view = renderApp(path);
  const searches = () => fetch.callsTo(exchangePath('betting', 'listMarketCatalogue')).filter(isSearch);
  return { ...view, searches };
}

const fault = (errorCode: string, errorDetails: string): StubAnswer => ({
  status: 400,
  body: { detail: { exceptionname: 'APINGException', APINGException: { errorCode, errorDetails } } },
});

const eventLinks = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search results', () => {
  it('asks the exchange for the text with a trailing *, ODDS markets, the 1,000 most traded', async () => {
    const { searches } = renderSearch('/search?q=%20Arsenal%20', { body: [market(1, 1)] });
    await screen.findByRole('heading', { name: 'Search results for “Arsenal” 1 result' });
    expect(searches()).toHaveLength(1);
    expect(searches()[0]!.body).toEqual({
      filter: { textQuery: 'Arsenal*', marketBettingTypes: ['ODDS'] },
      marketProjection: ['COMPETITION', 'EVENT', 'EVENT_TYPE', 'MARKET_START_TIME'],
      sort: 'MAXIMUM_TRADED',
      maxResults: 1000,
      locale: 'en',
    });
  });

  it('shows 20 markets a page, earliest start first, with up to 3 page numbers', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/search?q=arsenal', { body: FORTY_FIVE });
    expect(
      await screen.findByRole('heading', { name: 'Search results for “arsenal” 45 results' }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Markets matching “arsenal”' });
    for (const column of ['Sport', 'Competition', 'Start', 'Event', 'Matched'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    // Starts 0, 1, 2… hours after BASE: market 45 starts at 0 h, then 13 (1 h), 26 (2 h)…
    const firstPage = eventLinks(table);
    expect(firstPage).toHaveLength(20);
    expect(firstPage.slice(0, 3)).toEqual([
      'Arsenal v Team 45 Over/Under 2.5 Goals',
      'Arsenal v Team 13 Over/Under 2.5 Goals',
      'Arsenal v Team 26 Match Odds',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?q=arsenal&page=3');
    // The new page is read from its top, under the heading.
    expect(scrolled.mock.contexts).toContain(screen.getByRole('heading', { level: 1 }));
    const lastPage = eventLinks(screen.getByRole('table'));
    expect(lastPage).toHaveLength(5);
    expect(lastPage.every((text) => !firstPage.includes(text))).toBe(true);
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // The same 45 markets: paging asks the exchange nothing more.
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });

  it('opens the market from its link or a click on its row', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/search?q=arsenal', { body: [market(1, 2), market(2, 1)] });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('link', { name: 'Arsenal v Team 2 Match Odds' }));
    expect(router.state.location.pathname).toBe('/market/702/1.202');
    await router.navigate(-1);
    const [, , laterRow] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(laterRow!).getByRole('cell', { name: '1,000' })).toBeInTheDocument();
    await user.click(within(laterRow!).getByRole('cell', { name: 'English Premier League' }));
    expect(router.state.location.pathname).toBe('/market/701/1.201');
  });
});

describe('search failures', () => {
  it.each([
    ['TOO_MUCH_DATA', 'request weight 1000 exceeds 200'],
    ['INVALID_INPUT_DATA', 'filter.textQuery must not start a word with the * wildcard'],
    ['UNEXPECTED_ERROR', 'internal failure'],
    ['SERVICE_BUSY', ''],
  ])('shows %s with its details, and stays signed in', async (errorCode, errorDetails) => {
    const user = userEvent.setup();
    const { searches } = renderSearch('/search?q=arsenal', fault(errorCode, errorDetails));
    const alert = await screen.findByRole('alert');
    // Without details the code itself says what went wrong.
    expect(alert).toHaveTextContent(`Something went wrong with your search: ${errorDetails || errorCode}`);
    expect(useSessionStore.getState().token).toBe('test-token');
    await user.click(within(alert).getByRole('button', { name: 'Search again' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
  });

  it.each([
    ['INVALID_APP_KEY', ''],
    ['INVALID_SESSION_INFORMATION', ''],
    ['TOO_MANY_REQUESTS', 'calls per second'],
  ])(
    'ends the session on %s: the session-lost toast, then the landing page',
    async (errorCode, errorDetails) => {
      renderSearch('/search?q=arsenal', fault(errorCode, errorDetails));
      expect(
        await screen.findByText('Session lost. Please check your internet connection and login again.'),
      ).toBeInTheDocument();
      expect(useSessionStore.getState().token).toBeUndefined();
      expect(await screen.findByRole('link', { name: 'login for free' })).toBeInTheDocument();
      expect(screen.queryByText(/Something went wrong with your search/)).not.toBeInTheDocument();
    },
  );

  it('says so when the answer is not a market list, without ending the session', async () => {
    renderSearch('/search?q=arsenal', { body: [{ marketId: '1.1', marketName: 'Match Odds' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong with your search: the exchange answered with a market list this application cannot read',
    );
    expect(useSessionStore.getState().token).toBe('test-token');
  });
});

describe('search without a query', () => {
  it.each(['/search', '/search?q=', '/search?q=%20%20'])('searches nothing for %s', async (path) => {
    const { searches } = renderSearch(path, { body: [market(1, 1)] });
    expect(
      await screen.findByText('Type a team, competition or race in the search box to find its markets.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it('shows 0 results for text with no words, without asking the exchange', async () => {
    const { searches } = renderSearch('/search?q=--', { body: [market(1, 1)] });
    expect(
      await screen.findByRole('heading', { name: 'Search results for “--” 0 results' }),
    ).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it('refuses a text longer than 100 characters before asking anything', async () => {
    const { searches } = renderSearch(`/search?q=${'a'.repeat(101)}`, { body: [market(1, 1)] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search text is too long: use at most 100 characters.',
    );
    expect(searches()).toHaveLength(0);
  });
});

describe('search with no match', () => {
  it('shows the count 0 and says nothing matched', async () => {
    renderSearch('/search?q=zzzz', { body: [] });
    expect(
      await screen.findByRole('heading', { name: 'Search results for “zzzz” 0 results' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No open markets match “zzzz”. Try fewer words, or the start of a name.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).not.toBeInTheDocument();
  });
});
