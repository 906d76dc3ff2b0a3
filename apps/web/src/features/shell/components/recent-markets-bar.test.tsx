import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangePath, stubFetch, stubWebSocket } from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest, TEST_USER } from '@/app/testing/render-app';
import { useRecentMarketsStore, type RecentMarket } from '@/lib/recent-markets/recent-markets-store';
import { STORAGE_KEYS } from '@/lib/storage/local-storage';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { eventually } from '@/testing/eventually';

const recent = (marketId: string, eventName: string): RecentMarket => ({
  marketId,
  eventId: `e${marketId}`,
  eventTypeId: '1',
  eventName,
  marketName: 'Match Odds',
  marketStartTime: '2026-11-22T15:00:00.000Z',
});

function stubWorld(isPremium: boolean) {
  return stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
    ['GET', '/api/users/subscriptions/V123', { body: { isPremium, verifiedEmail: true } }],
    ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    [
      'POST',
      exchangePath('betting', 'listMarketBook'),
      {
        body: [
          { marketId: '1.1', status: 'OPEN', inplay: true, isMarketDataDelayed: false },
          { marketId: '1.2', status: 'SUSPENDED', inplay: false, isMarketDataDelayed: false },
          { marketId: '1.3', status: 'CLOSED', inplay: false, isMarketDataDelayed: false },
        ],
      },
    ],
  ]);
}

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
  for (const market of [
    recent('1.3', 'Closed v Gone'),
    recent('1.2', 'Porto v Braga'),
    recent('1.1', 'Arsenal v Spurs'),
  ])
    useRecentMarketsStore.getState().open(market);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recent-markets bar', () => {
  it('shows open markets newest first with LIVE and status, hides closed ones, and offers SUPER to free users', async () => {
    stubWorld(false);
    signInForTest();
    const { router } = renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Recent markets' });
    await within(bar).findByText('LIVE');
    const chips = within(bar).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      expect.stringContaining('Arsenal v Spurs'),
      expect.stringContaining('Porto v Braga'),
    ]);
    expect(within(chips[0]!).getByText('LIVE')).toBeInTheDocument();
    expect(within(chips[1]!).getByText('SUSPENDED')).toBeInTheDocument();
    expect(within(bar).queryByText('Closed v Gone')).not.toBeInTheDocument();
    // The closed market leaves the list, making room for others.
    await waitFor(() =>
      expect(useRecentMarketsStore.getState().markets.map((market) => market.marketId)).not.toContain('1.3'),
    );

    await userEvent.click(within(bar).getByRole('button', { name: 'Open Porto v Braga — Match Odds' }));
    const dialog = await screen.findByRole('dialog', { name: 'A SUPER feature' });
    expect(within(dialog).getByRole('link', { name: 'Upgrade to SUPER' })).toHaveAttribute('href', '/store');
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the status in the user's language", async () => {
    stubWorld(false);
    signInForTest({ ...TEST_USER, localeCode: 'pt_BR' });
    renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Mercados recentes' });
    expect(await within(bar).findByText('SUSPENSO')).toBeInTheDocument();
    expect(within(bar).queryByText('SUSPENDED')).not.toBeInTheDocument();
  });

  it('opens the market for SUPER users; removing the chip of the market on screen goes home and is remembered', async () => {
    stubWorld(true);
    signInForTest();
    const { router } = renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Recent markets' });
    await within(bar).findByText('LIVE');
    // Premium arrives after the settings; the chip opens the market once it has.
    await eventually(() => expect(useSettingsStore.getState().isPremium).toBe(true));
    await userEvent.click(within(bar).getByRole('button', { name: 'Open Porto v Braga — Match Odds' }));
    expect(router.state.location.pathname).toBe('/market/e1.2/1.2');

    const current = screen.getByRole('navigation', { name: 'Recent markets' });
    await userEvent.click(
      within(current).getByRole('button', { name: 'Remove Porto v Braga — Match Odds from recent markets' }),
    );
    expect(router.state.location.pathname).toBe('/');
    // What is left is remembered: 1.1 (the closed 1.3 left the list when it was seen closed).
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentMarkets) ?? '[]')).toEqual([
      expect.objectContaining({ marketId: '1.1' }),
    ]);
  });

  it("is drawn on a market page before its first chip, so the chip's arrival moves nothing", async () => {
    stubWorld(false);
    useRecentMarketsStore.getState().clear();
    signInForTest();
    const { router } = renderApp('/');
    await screen.findByRole('region', { name: 'General' });
    expect(screen.queryByRole('navigation', { name: 'Recent markets' })).not.toBeInTheDocument();
    await router.navigate('/market/e9/1.9');
    // The catalogue names no market here, so the market on screen never gets its chip.
    const bar = await screen.findByRole('navigation', { name: 'Recent markets' });
    expect(within(bar).queryAllByRole('listitem')).toEqual([]);
  });
});
