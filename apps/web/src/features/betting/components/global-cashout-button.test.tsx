import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MarketCatalogue, MarketDefinition, RunnerChange } from '@greenbook/betfair';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@greenbook/trading';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { chooseSidebarHidden, isSidebarHidden } from '@/lib/storage/hide-sidebar-on-phone';
import { eventually } from '@/testing/eventually';
import { createFakeExchange } from '@/testing/market-fake-exchange';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
  type TestLiveExchange,
} from '@/testing/live-exchange-test-kit';
import { useClosingLockStore } from '../model/closing-lock-store';
import { GlobalCashoutButton } from './global-cashout-button';

const ARSENAL_MATCH = '1.601';
const DERBY_MATCH = '1.602';
const PRICES: RunnerChange[] = [
  { id: 11, atb: [[2.5, 100]], atl: [[2.52, 100]] },
  { id: 12, atb: [[1.8, 100]], atl: [[1.82, 100]] },
];

function catalogue(marketId: string, eventId: string, eventName: string): MarketCatalogue {
  return {
    marketId,
    marketName: 'Match Odds',
    event: { id: eventId, name: eventName },
    runners: [
      { selectionId: 11, runnerName: `${eventName} home`, handicap: 0 },
      { selectionId: 12, runnerName: `${eventName} away`, handicap: 0 },
    ],
  };
}

interface Options {
  readonly settings?: Partial<UserSettings>;
  readonly isPremium?: boolean;
  readonly catalogueFails?: boolean;
}

function definition(eventId: string, status: MarketDefinition['status'] = 'OPEN') {
  return marketDefinition([runnerDefinition(11), runnerDefinition(12)], { eventId, status });
}

/** Two markets of two events, each with a matched back of 10 at 3.0 on its first runner. */
function setUp(options: Options = {}) {
  useSettingsStore.setState({
    settings: { ...DEFAULT_USER_SETTINGS, ...options.settings },
    isPremium: options.isPremium ?? true,
  });
  chooseSidebarHidden(false); // no phone hide left by the last test
  const kit = createTestLiveExchange();
  const fake = createFakeExchange({
    listMarketCatalogue: () => {
      if (options.catalogueFails === true) throw new Error('catalogue down');
      return [
        catalogue(ARSENAL_MATCH, '31', 'Arsenal v Chelsea'),
        catalogue(DERBY_MATCH, '32', 'Derby v Leeds'),
      ];
    },
  });
  kit.applyOrders(
    { id: ARSENAL_MATCH, orc: [{ id: 11, mb: [[3, 10]] }] },
    { id: DERBY_MATCH, orc: [{ id: 11, mb: [[3, 10]] }] },
  );
  // The live exchange now watches both markets (they have matched bets); their images answer it.
  kit.applyMarket(
    marketImage(ARSENAL_MATCH, definition('31'), PRICES),
    marketImage(DERBY_MATCH, definition('32'), PRICES),
  );
  kit.goLive();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LiveExchangeTestProvider kit={kit}>
          <ExchangeClientContext.Provider value={fake.client}>
            <GlobalCashoutButton />
          </ExchangeClientContext.Provider>
          <ToastContainer />
        </LiveExchangeTestProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { kit, fake };
}

const globalButton = () => screen.getByRole('button', { name: 'Global Cash Out' });
const placedMarkets = (fake: ReturnType<typeof createFakeExchange>) =>
  fake.callsOf('placeOrders').map((call) => (call as { marketId: string }).marketId);

function closeMarket(kit: TestLiveExchange, marketId: string, eventId: string) {
  act(() => kit.applyMarket({ id: marketId, marketDefinition: definition(eventId, 'CLOSED') }));
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  useClosingLockStore.setState({ locked: {} });
  vi.unstubAllGlobals();
});

describe('GlobalCashoutButton', () => {
  it('confirms every market with matched bets, grouped by event and market, then closes each once', async () => {
    const { fake } = setUp();
    fireEvent.click(globalButton());
    const dialog = await screen.findByRole('dialog', { name: 'Global Cash Out' });
    const arsenal = within(dialog).getByRole('region', { name: 'Arsenal v Chelsea' });
    expect(within(arsenal).getByRole('heading', { name: 'Match Odds' })).toBeInTheDocument();
    // Each back of 10 at 3.0 closes by backing the other runner 16.67 at 1.8: +3.33 on either result.
    expect(within(arsenal).getByRole('row', { name: /away/ })).toHaveTextContent(
      'Arsenal v Chelsea awayBack1.816.67',
    );
    const derby = within(dialog).getByRole('region', { name: 'Derby v Leeds' });
    expect(within(derby).getByRole('row', { name: /away/ })).toHaveTextContent(
      'Derby v Leeds awayBack1.816.67',
    );
    expect(within(dialog).getByTestId('closing-profit-loss')).toHaveTextContent('6.66');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await eventually(() => expect(placedMarkets(fake).sort()).toEqual([ARSENAL_MATCH, DERBY_MATCH]));
    expect(fake.callsOf('placeOrders')[0]).toMatchObject({
      instructions: [{ selectionId: 12, side: 'BACK', limitOrder: { price: 1.8, size: 16.67 } }],
    });
  });

  it('places at once with confirmation off, and a double click sends one set of closing bets', async () => {
    const { fake } = setUp({ settings: { confirmation: false } });
    fireEvent.click(globalButton());
    fireEvent.click(globalButton());
    await eventually(() => expect(placedMarkets(fake)).toHaveLength(2));
    // A third click while the markets are still locked for the cash-out animation sends nothing.
    await eventually(() => expect(globalButton()).toBeEnabled());
    fireEvent.click(globalButton());
    await eventually(() => expect(fake.callsOf('listMarketCatalogue').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(placedMarkets(fake).sort()).toEqual([ARSENAL_MATCH, DERBY_MATCH]);
  });

  it('leaves out a market that closed meanwhile and cashes out the rest', async () => {
    const { kit, fake } = setUp();
    closeMarket(kit, DERBY_MATCH, '32');
    fireEvent.click(globalButton());
    const dialog = await screen.findByRole('dialog', { name: 'Global Cash Out' });
    expect(within(dialog).queryByRole('region', { name: 'Derby v Leeds' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect(placedMarkets(fake)).toEqual([ARSENAL_MATCH]));
  });

  it('says there is nothing to cash out when every market closed or lost its prices, and bets nothing', async () => {
    const { kit, fake } = setUp();
    closeMarket(kit, ARSENAL_MATCH, '31');
    act(() =>
      kit.applyMarket({
        id: DERBY_MATCH,
        rc: [
          { id: 11, atb: [[2.5, 0]], atl: [[2.52, 0]] },
          { id: 12, atb: [[1.8, 0]], atl: [[1.82, 0]] },
        ],
      }),
    );
    fireEvent.click(globalButton());
    await screen.findByText('you have no markets available to cash out');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
  });

  it('refuses a market that closed while the dialog was open, with the spec message and no bet on it', async () => {
    const { kit, fake } = setUp();
    fireEvent.click(globalButton());
    const dialog = await screen.findByRole('dialog', { name: 'Global Cash Out' });
    closeMarket(kit, DERBY_MATCH, '32');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Error when trying to Cash Out. Market not found or unavailable to cash out.');
    await eventually(() => expect(placedMarkets(fake)).toEqual([ARSENAL_MATCH]));
  });

  it('says so when the events of the markets with bets cannot be read, and bets nothing', async () => {
    const { fake } = setUp({ catalogueFails: true });
    fireEvent.click(globalButton());
    await screen.findByText('Error when trying to get events information of markets with bets.');
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
  });

  it('opens the upgrade modal for a free user, hiding the sidebar first on a narrow screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)' }));
    const { fake } = setUp({ isPremium: false });
    fireEvent.click(globalButton());
    const upsell = await screen.findByRole('dialog', { name: 'A SUPER feature' });
    expect(upsell).toHaveTextContent('Global cash out closes every market');
    expect(within(upsell).getByRole('link', { name: 'Upgrade to SUPER' })).toHaveAttribute('href', '/store');
    expect(isSidebarHidden()).toBe(true);
    // Hidden on this phone only: the trader's saved choice, which other devices read, is unchanged.
    expect(useSettingsStore.getState().settings.hideSidebar).toBe(false);
    expect(fake.calls).toHaveLength(0);
  });

  it('keeps the sidebar on a wide screen when it opens the upgrade modal', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    setUp({ isPremium: false });
    fireEvent.click(globalButton());
    await screen.findByRole('dialog', { name: 'A SUPER feature' });
    expect(isSidebarHidden()).toBe(false);
  });
});
