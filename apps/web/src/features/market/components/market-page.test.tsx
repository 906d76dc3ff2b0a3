import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MarketCatalogue, MarketDescription } from '@greenbook/betfair';
import { DEFAULT_USER_SETTINGS, MARKET_OVERLAY_TEXTS } from '@greenbook/trading';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { en } from '@/lib/i18n/en';
import { initI18n } from '@/lib/i18n/i18n';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { useSessionStore } from '@/lib/session/session-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { ToastHost } from '@/lib/toasts/toast-host';
import { createFakeExchange } from '@/testing/market-fake-exchange';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { MarketPage } from './market-page';

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS, isPremium: false });
  useMarketScreenStore.setState({ tempStake: undefined, marketFullscreen: false });
  useSessionStore.setState({ user: undefined });
});

const catalogue: MarketCatalogue = {
  marketId: '1.300',
  marketName: 'Match Odds',
  marketStartTime: '2030-01-01T12:00:00.000Z',
  totalMatched: 25000,
  eventType: { id: '1', name: 'Soccer' },
  competition: { id: '10', name: 'Premier League' },
  event: { id: '77', name: 'Arsenal v Chelsea', countryCode: 'GB' },
  runners: [
    { selectionId: 11, runnerName: 'Arsenal', handicap: 0, sortPriority: 1 },
    { selectionId: 12, runnerName: 'Chelsea', handicap: 0, sortPriority: 2 },
  ],
};
const otherMarket: MarketCatalogue = {
  marketId: '1.301',
  marketName: 'Over/Under 2.5 Goals',
  totalMatched: 15_000_000,
};

function setUp(
  shown: MarketCatalogue = catalogue,
  eventMarkets: MarketCatalogue[] = [catalogue, otherMarket],
  options: { eventMarketsFail?: boolean } = {},
) {
  const kit = createTestLiveExchange();
  const watch = vi.spyOn(kit.live, 'watchMarkets');
  const fake = createFakeExchange({
    listMarketCatalogue: (params) => {
      if (params.filter.eventIds === undefined)
        return eventMarkets.filter((c) => params.filter.marketIds?.includes(c.marketId));
      if (options.eventMarketsFail === true) throw new Error('exchange unreachable');
      return eventMarkets;
    },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/market/:eventId/:marketId',
        element: (
          <MarketPage
            renderGrid={(props) => (
              <p>{`grid of ${props.marketId}: ${Object.values(props.runnerNames).join(', ')}`}</p>
            )}
            renderLadder={(props) => <p>{`ladder of ${props.marketId}`}</p>}
            renderPlacement={({ children }) => (
              <div data-testid="placement">
                {children}
                <aside>This Market</aside>
              </div>
            )}
          />
        ),
      },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: [`/market/${shown.event?.id}/${shown.marketId}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LiveExchangeTestProvider kit={kit}>
        <ExchangeClientContext.Provider value={fake.client}>
          <RouterProvider router={router} />
        </ExchangeClientContext.Provider>
        <ToastHost theme="light" />
      </LiveExchangeTestProvider>
    </QueryClientProvider>,
    { wrapper: TooltipProvider },
  );
  const open = (status: 'OPEN' | 'SUSPENDED' | 'INACTIVE' | 'CLOSED' = 'OPEN') =>
    act(() =>
      kit.applyMarket(
        marketImage('1.300', marketDefinition([runnerDefinition(11), runnerDefinition(12)], { status })),
      ),
    );
  return { kit, watch, fake, router, open };
}

describe('market page (trading-core §2, §4)', () => {
  it('watches the market and shows the title bar from the catalogue', async () => {
    const { watch } = setUp();
    expect(watch).toHaveBeenCalledWith(['1.300']);
    expect(await screen.findByRole('heading', { name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    expect(screen.getByText('Soccer · Premier League')).toBeInTheDocument();
    // Drawn icons and a code badge, never emoji (boxes on a machine without an emoji font).
    const sport = screen.getByRole('img', { name: 'Soccer' });
    expect(sport.querySelector('svg')).not.toBeNull();
    expect(sport).toHaveTextContent('');
    expect(screen.getByRole('img', { name: 'GB' })).toHaveTextContent('GB');
    expect(screen.getByText('grid of 1.300: Arsenal, Chelsea')).toBeInTheDocument();
    expect(within(screen.getByTestId('placement')).getByText(/grid of/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Prices: offline');
  });

  it('offers the live video and the TV channels of the user’s country from the in-play service', async () => {
    useSessionStore.setState({
      user: {
        vendorId: 'V1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        countryCode: 'GB',
        currencyCode: 'GBP',
        localeCode: 'en',
      },
    });
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      const answer = [
        {
          eventId: 77,
          broadcasts: {
            isLiveVideoAvailable: true,
            isDataVisualizationAvailable: true,
            tv: [
              { channel: 'Sky Sports Main Event', country: 'GB' },
              { channel: 'ESPN', country: 'US' },
            ],
          },
        },
      ];
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    });
    try {
      setUp();
      await userEvent.click(await screen.findByRole('button', { name: 'Watch live' }));
      expect(asked[0]).toBe(
        '/inplayservice/v1/scoresAndBroadcast?eventIds=77&locale=en&regionCode=UK&alt=json',
      );
      const video = screen.getByRole('dialog', { name: 'Live video' });
      const link = within(video).getByRole('link', { name: 'Open the live video' });
      expect(link).toHaveAttribute('href', '/GetPlayer.do?tr=1&eID=77&contentType=viz');
      expect(link).toHaveAttribute('target', '_blank');
      await userEvent.click(within(video).getByRole('button', { name: 'Close' }));
      await userEvent.click(screen.getByRole('button', { name: 'TV' }));
      const tv = screen.getByRole('dialog', { name: 'On TV in your country' });
      expect(
        within(tv)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Sky Sports Main Event']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks the exchange for the names in the user's language", async () => {
    useSessionStore.setState({
      user: {
        vendorId: 'V1',
        firstName: 'Ana',
        lastName: 'Silva',
        countryCode: 'BR',
        currencyCode: 'BRL',
        localeCode: 'pt_BR',
      },
    });
    const { fake } = setUp();
    expect(await screen.findByRole('heading', { name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    const requests = fake.callsOf('listMarketCatalogue');
    expect(requests).toHaveLength(2);
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ filter: { marketIds: ['1.300'] }, locale: 'pt' }),
        expect.objectContaining({ filter: { eventIds: ['77'] }, locale: 'pt' }),
      ]),
    );
  });

  it('lists the event markets with total traded and navigates to the chosen one, clearing the temporary stake', async () => {
    const { router, watch } = setUp();
    useMarketScreenStore.setState({ tempStake: 7 });
    const user = userEvent.setup();
    const selector = screen.getByRole('combobox', { name: 'Market' });
    await waitFor(() => expect(selector).toHaveTextContent('Match Odds (25.0k)'));
    await user.click(selector);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Match Odds (25.0k)',
      'Over/Under 2.5 Goals (15.00M)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Over/Under 2.5 Goals (15.00M)' }));
    expect(router.state.location.pathname).toBe('/market/77/1.301');
    expect(useMarketScreenStore.getState().tempStake).toBeUndefined();
    // Straight from one market to the next: one new subscription, no detour through none.
    expect(watch.mock.calls).toEqual([[['1.300']], [['1.301']]]);
  });

  it('clears the temporary stake, typed or picked, whenever the market changes (issue 12 item 5)', async () => {
    const { router } = setUp();
    const stake = screen.getByLabelText('Stake');
    fireEvent.change(stake, { target: { value: '7' } }); // typed, still focused
    expect(useMarketScreenStore.getState().tempStake).toBe(7);
    await act(() => router.navigate('/market/77/1.301')); // the recent-markets bar, browser back…
    expect(useMarketScreenStore.getState().tempStake).toBeUndefined();
    expect(screen.getByLabelText('Stake')).toHaveValue(DEFAULT_USER_SETTINGS.defaultStake);
    await userEvent.click(screen.getByRole('button', { name: '10' }));
    await act(() => router.navigate(-1));
    expect(useMarketScreenStore.getState().tempStake).toBeUndefined();
  });

  it('stops watching its market when the user leaves the page', async () => {
    const { kit, router } = setUp();
    expect(kit.live.watchedMarketIds).toEqual(['1.300']);
    await act(() => router.navigate('/'));
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(kit.live.watchedMarketIds).toEqual([]);
  });

  it('offers the meeting’s race times on a horse race and navigates to the chosen race', async () => {
    const race = (marketId: string, marketType: string, hour: number): MarketCatalogue => ({
      marketId,
      marketName: marketType === 'WIN' ? `${hour}:00 race` : 'To Be Placed',
      marketStartTime: new Date(Date.UTC(2030, 0, 1, hour)).toISOString(),
      description: { marketType } as MarketDescription,
      eventType: { id: '7', name: 'Horse Racing' },
      event: { id: '88', name: 'Ascot 1st Jan', venue: 'Ascot' },
    });
    const meeting = [race('1.401', 'WIN', 15), race('1.400', 'WIN', 13), race('1.402', 'PLACE', 13)];
    const { router } = setUp(meeting[1], meeting);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Race' }));
    const options = screen.getAllByRole('option');
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(options.map((option) => option.textContent)).toEqual([
      time.format(new Date(Date.UTC(2030, 0, 1, 13))),
      time.format(new Date(Date.UTC(2030, 0, 1, 15))),
    ]);
    await user.click(screen.getByRole('option', { name: time.format(new Date(Date.UTC(2030, 0, 1, 15))) }));
    expect(router.state.location.pathname).toBe('/market/88/1.401');
  });

  it('has no race-time selector outside racing, nor a venue-hours error when the event list fails', async () => {
    setUp(catalogue, [catalogue, otherMarket], { eventMarketsFail: true });
    await screen.findByRole('heading', { name: 'Arsenal v Chelsea' });
    expect(screen.queryByRole('combobox', { name: 'Race' })).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Could not get Venue Hours.')).not.toBeInTheDocument();
  });

  it("tells 'Could not get Venue Hours.' when a race meeting's markets cannot be read", async () => {
    const race: MarketCatalogue = {
      ...catalogue,
      eventType: { id: '7', name: 'Horse Racing' },
      event: { id: '88', name: 'Ascot 1st Jan', venue: 'Ascot' },
    };
    setUp(race, [race], { eventMarketsFail: true });
    expect(await screen.findByText('Could not get Venue Hours.')).toBeInTheDocument();
  });

  it('toggles the auto options for SUPER users with an ON/OFF indicator', async () => {
    useSettingsStore.setState({ isPremium: true });
    setUp();
    const toggle = await screen.findByRole('button', { name: /^Auto Options/ });
    expect(toggle).toHaveTextContent('OFF');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('switch', { name: 'Keep in Play' }));
    expect(toggle).toHaveTextContent('ON');
    expect(useSettingsStore.getState().settings.autoOptions).toMatchObject({
      countOn: 1,
      keepInPlay: { active: true },
      fillOrKill: { active: false },
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Keep in Play' }));
    expect(toggle).toHaveTextContent('OFF');
  });

  it('locks the auto options for free users and points to the upgrade', async () => {
    useSettingsStore.setState({ isPremium: false });
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: /^Auto Options/ }));
    expect(screen.getByRole('switch', { name: 'Fill or Kill' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upgrade to SUPER' })).toHaveAttribute('href', '/store');
  });

  it('changes the stake with ± (a result below 2 resets to 2), the reset button and the presets', async () => {
    setUp();
    const stake = screen.getByLabelText('Stake');
    expect(stake).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'Increase stake by 1' }));
    expect(useMarketScreenStore.getState().tempStake).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: '25' }));
    expect(stake).toHaveValue(25);
    fireEvent.change(stake, { target: { value: '2.5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Decrease stake by 1' }));
    expect(useMarketScreenStore.getState().tempStake).toBe(2);
    fireEvent.change(stake, { target: { value: '0.5' } });
    expect(useMarketScreenStore.getState().tempStake).toBe(0.5);
    await userEvent.click(screen.getByRole('button', { name: 'Reset stake to 2' }));
    expect(useMarketScreenStore.getState().tempStake).toBe(2);
  });

  it('saves the stake mode with the spec labels', async () => {
    setUp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Stake mode' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Your Stake',
      'Your Liability',
      'Your Profit Value',
      'Your Inverse Stake',
    ]);
    await user.click(screen.getByRole('option', { name: 'Your Liability' }));
    expect(useSettingsStore.getState().settings.stakeMode).toBe('LIABILITY');
  });

  it('switches between the grid and the ladder', async () => {
    setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Ladder' }));
    expect(screen.getByText('ladder of 1.300')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByText(/grid of 1.300/)).toBeInTheDocument();
  });

  it('dims a non-open market with its status text; CLOSED links home', async () => {
    const { open } = setUp();
    open('OPEN');
    expect(screen.queryByText(MARKET_OVERLAY_TEXTS.SUSPENDED)).not.toBeInTheDocument();
    open('SUSPENDED');
    const overlay = screen.getByText('This market is SUSPENDED. It may go live in any second.');
    // The overlay covers the view, never the sidebar beside it (rules, bets to cancel).
    expect(overlay.parentElement?.parentElement).toContainElement(screen.getByText(/grid of 1.300/));
    expect(overlay.parentElement?.parentElement).not.toContainElement(screen.getByText('This Market'));
    open('INACTIVE');
    expect(screen.getByText('This market is INACTIVE. Action will start soon.')).toBeInTheDocument();
    open('CLOSED');
    expect(screen.getByText('This market is CLOSED.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('keeps the English overlay texts equal to the spec', () => {
    expect(en.market.overlay.CLOSED).toBe(MARKET_OVERLAY_TEXTS.CLOSED);
    expect(en.market.overlay.SUSPENDED).toBe(MARKET_OVERLAY_TEXTS.SUSPENDED);
    expect(en.market.overlay.INACTIVE).toBe(MARKET_OVERLAY_TEXTS.INACTIVE);
  });

  it('toggles fullscreen', async () => {
    setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the stake buttons as a select in the fullscreen header, the default stake disabled', async () => {
    setUp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    await user.click(screen.getByRole('combobox', { name: 'Stake' }));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['2', '10', '25']);
    expect(options[0]).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(useMarketScreenStore.getState().tempStake).toBe(10);
  });
});
