// The two list pages as the app routes them (account-and-product §2): the sport page with its
// selector (no racing), an unknown sport's 404, the live page's tabs, the retry line.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangePath, stubFetch, stubWebSocket, type StubRoute } from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest } from '@/app/testing/render-app';
import { matchMarket } from '../model/test-rows';

const EVENT_TYPES = [
  { eventType: { id: '1', name: 'Soccer' }, marketCount: 40 },
  { eventType: { id: '2', name: 'Tennis' }, marketCount: 20 },
  { eventType: { id: '7', name: 'Horse Racing' }, marketCount: 30 },
  { eventType: { id: '4339', name: 'Greyhound Racing' }, marketCount: 30 },
];

function stubServer(catalogue: StubRoute[2]) {
  return stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
    ['POST', exchangePath('betting', 'listEventTypes'), { body: EVENT_TYPES }],
    ['POST', exchangePath('betting', 'listMarketCatalogue'), catalogue],
    ['POST', exchangePath('betting', 'listMarketBook'), { body: [] }],
    // The sidebar beside the lists.
    [
      'POST',
      exchangePath('betting', 'listClearedOrders'),
      { body: { clearedOrders: [], moreAvailable: false } },
    ],
  ]);
}

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sport and live list pages', () => {
  it('lists a sport, offers every other sport but racing, and moves to the one chosen', async () => {
    const fetch = stubServer({ body: [matchMarket(1), matchMarket(2)] });
    signInForTest();
    const { router } = renderApp('/sport/1');
    expect(await screen.findByRole('heading', { name: 'Soccer', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Home 2 v Away 2' })).toBeInTheDocument();
    expect(fetch.callsTo(exchangePath('betting', 'listMarketCatalogue'))[0]?.body).toMatchObject({
      filter: { eventTypeIds: ['1'] },
      maxResults: 200,
      locale: 'en',
    });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Sport' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Soccer', 'Tennis']);
    await user.click(options[1]!);
    expect(router.state.location.pathname).toBe('/sport/2');
    expect(await screen.findByRole('heading', { name: 'Tennis', level: 1 })).toBeInTheDocument();
  });

  it('shows the not-found page for a sport the exchange does not list', async () => {
    stubServer({ body: [] });
    signInForTest();
    renderApp('/sport/987654');
    expect(await screen.findByRole('heading', { name: '- 404 -' })).toBeInTheDocument();
  });

  it('says so when a sport has nothing to list', async () => {
    stubServer({ body: [] });
    signInForTest();
    renderApp('/sport/2');
    expect(await screen.findByText('There are no events to be displayed')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading, then a retry line that loads the list again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    stubServer(() => (fail ? { status: 400, body: {} } : { body: [matchMarket(1)] }));
    signInForTest();
    renderApp('/sport/1');
    expect(await screen.findByRole('status', { name: 'Loading markets…' })).toBeInTheDocument();
    // The query's own retries (1 + 2 + 4 s) before it gives up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The markets could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Home 1 v Away 1' })).toBeInTheDocument();
  });

  it('puts each sport in play in its own tab, most markets first, with no price column', async () => {
    const tennis = (index: number) => matchMarket(index, { eventType: { id: '2', name: 'Tennis' } });
    const fetch = stubServer({ body: [matchMarket(1), tennis(2), tennis(3)] });
    signInForTest();
    renderApp('/live');
    const tabs = within(await screen.findByRole('tablist', { name: 'Sports in play' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tennis (2)', 'Soccer (1)']);
    const table = await screen.findByRole('table', { name: 'Tennis in play' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home 3 v Away 3', 'Home 2 v Away 2']);
    expect(within(table).queryByRole('columnheader', { name: 'Prices' })).not.toBeInTheDocument();
    expect(fetch.callsTo(exchangePath('betting', 'listMarketCatalogue'))[0]?.body).toMatchObject({
      filter: { inPlayOnly: true },
      maxResults: 1000,
    });
    await userEvent.click(tabs[1]!);
    expect(await screen.findByRole('table', { name: 'Soccer in play' })).toBeInTheDocument();
  });
});
