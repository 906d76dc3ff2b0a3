import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { followReplay } from '@/lib/clock/market-clock';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import {
  createFakeExchangeClient,
  createTestLiveExchange,
  LiveExchangeTestProvider,
  unmatchedOrder,
  type FakeExchangeClient,
  type RecordedCall,
  type TestLiveExchange,
} from '@/testing/live-exchange-test-kit';
import { GeneralTab } from './general-tab';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({
    settings: {
      ...DEFAULT_USER_SETTINGS,
      loggedUser: {
        ...DEFAULT_USER_SETTINGS.loggedUser,
        name: 'Ana Silva',
        currencyCode: 'EUR',
        available: 100.1,
        exposure: -20.2,
      },
    },
  });
  useAutoBetStore.setState({ vendorId: 'V1', schedule: [], inFlight: [] });
});

const settledMarket = (n: number) => ({
  marketId: `1.9${String(n)}`,
  settledDate: `2030-01-0${String(n)}T10:00:00.000Z`,
  profit: n,
  itemDescription: { eventDesc: `Event ${String(n)}`, marketDesc: 'Match Odds' },
});

/** Answers as the exchange would: catalogue names, funds, six settled markets, cancels succeed. */
function answer(call: RecordedCall): unknown {
  switch (call.operation) {
    case 'listMarketCatalogue':
      return [
        {
          marketId: '1.200',
          marketName: 'Match Odds',
          event: { id: '10', name: 'Arsenal v Chelsea' },
          runners: [{ selectionId: 1, handicap: 0, runnerName: 'Arsenal', sortPriority: 1 }],
        },
        {
          marketId: '1.201',
          marketName: 'Correct Score',
          event: { id: '10', name: 'Arsenal v Chelsea' },
          runners: [{ selectionId: 3, handicap: 0, runnerName: '1 - 0', sortPriority: 1 }],
        },
        {
          marketId: '1.300',
          marketName: 'Over/Under 2.5 Goals',
          event: { id: '11', name: 'Porto v Benfica' },
          runners: [{ selectionId: 5, handicap: 0, runnerName: 'Over 2.5 Goals', sortPriority: 1 }],
        },
      ];
    case 'getAccountFunds':
      return { availableToBetBalance: 100.1, exposure: -20.2 };
    case 'listClearedOrders':
      return { clearedOrders: [1, 2, 3, 4, 5, 6].map(settledMarket), moreAvailable: false };
    case 'cancelOrders':
      return { status: 'SUCCESS', instructionReports: [] };
    default:
      return {};
  }
}

function renderTab(answers = answer): { kit: TestLiveExchange; fake: FakeExchangeClient } {
  const kit = createTestLiveExchange();
  const fake = createFakeExchangeClient();
  fake.respond(answers);
  // No retries: a failed lookup shows its error at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastContainer />
      <MemoryRouter>
        <LiveExchangeTestProvider kit={kit}>
          <ExchangeClientContext.Provider value={fake.client}>
            <GeneralTab />
          </ExchangeClientContext.Provider>
        </LiveExchangeTestProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { kit, fake };
}

const container = (title: string) => screen.getByRole('region', { name: title });

const cancelCalls = (fake: FakeExchangeClient) =>
  fake.calls.filter((call) => call.operation === 'cancelOrders').map((call) => call.params);

describe('General tab', () => {
  it('shows the account name and balance (available minus exposure) in its currency', () => {
    renderTab();
    const account = container('Account');
    expect(within(account).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(account).getByText('€120.30')).toBeInTheDocument();
  });

  it('groups unmatched bets by event, then market, and cancels three with one CANCEL [3] click', async () => {
    const { kit, fake } = renderTab();
    const [a, b, c] = [
      unmatchedOrder({ side: 'B', p: 2.5 }),
      unmatchedOrder({ side: 'L', p: 3 }),
      unmatchedOrder({ side: 'B', p: 1.9 }),
    ];
    act(() =>
      kit.applyOrders(
        { id: '1.200', orc: [{ id: 1, uo: [a, b] }] },
        { id: '1.300', orc: [{ id: 5, uo: [c] }] },
      ),
    );
    const list = container('All unmatched bets');
    const event = await within(list).findByRole('checkbox', {
      name: 'Select every unmatched bet in Arsenal v Chelsea',
    });
    expect(event.closest('label')).toHaveTextContent('Arsenal v Chelsea');
    expect(
      within(list).getByRole('checkbox', { name: 'Select every unmatched bet in Porto v Benfica' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('Match Odds')).toBeInTheDocument();
    expect(within(list).getByText('Over/Under 2.5 Goals')).toBeInTheDocument();
    expect(within(list).getAllByText('Arsenal')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Select every unmatched bet' }));
    await userEvent.click(within(list).getByRole('button', { name: 'CANCEL 3 UNMATCHED BETS' }));
    expect(cancelCalls(fake)).toEqual([
      { marketId: '1.200', instructions: [{ betId: a.id }, { betId: b.id }] },
      { marketId: '1.300', instructions: [{ betId: c.id }] },
    ]);
    expect(within(list).queryByRole('button', { name: /^CANCEL/ })).toBeNull();
  });

  it("selects a whole event: every bet of each of its markets, and no other event's", async () => {
    const { kit, fake } = renderTab();
    const [a, b, c] = [
      unmatchedOrder({ side: 'B', p: 2.5 }),
      unmatchedOrder({ side: 'L', p: 4 }),
      unmatchedOrder({ side: 'B', p: 1.9 }),
    ];
    act(() =>
      kit.applyOrders(
        { id: '1.200', orc: [{ id: 1, uo: [a] }] },
        { id: '1.201', orc: [{ id: 3, uo: [b] }] },
        { id: '1.300', orc: [{ id: 5, uo: [c] }] },
      ),
    );
    const list = container('All unmatched bets');
    const event = await within(list).findByRole('checkbox', {
      name: 'Select every unmatched bet in Arsenal v Chelsea',
    });
    // Both markets of the event sit under its one heading.
    expect(within(list).getAllByText('Arsenal v Chelsea')).toHaveLength(1);
    await userEvent.click(event);
    expect(
      within(list).getByRole('checkbox', {
        name: 'Select every unmatched bet in Arsenal v Chelsea · Correct Score',
      }),
    ).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: `Select bet ${c.id}` })).not.toBeChecked();
    await userEvent.click(within(list).getByRole('button', { name: 'CANCEL 2 UNMATCHED BETS' }));
    expect(cancelCalls(fake)).toEqual([
      { marketId: '1.200', instructions: [{ betId: a.id }] },
      { marketId: '1.201', instructions: [{ betId: b.id }] },
    ]);
  });

  it('selects one market group only', async () => {
    const { kit, fake } = renderTab();
    const [a, c] = [unmatchedOrder({ side: 'B', p: 2.5 }), unmatchedOrder({ side: 'B', p: 1.9 })];
    act(() =>
      kit.applyOrders({ id: '1.200', orc: [{ id: 1, uo: [a] }] }, { id: '1.300', orc: [{ id: 5, uo: [c] }] }),
    );
    const list = container('All unmatched bets');
    const group = await within(list).findByRole('checkbox', {
      name: 'Select every unmatched bet in Porto v Benfica · Over/Under 2.5 Goals',
    });
    await userEvent.click(group);
    await userEvent.click(within(list).getByRole('button', { name: 'CANCEL 1 UNMATCHED BETS' }));
    expect(cancelCalls(fake)).toEqual([{ marketId: '1.300', instructions: [{ betId: c.id }] }]);
  });

  it('cancels a selection of 62 bets in calls of at most 60 instructions per market', async () => {
    const { kit, fake } = renderTab();
    const many = Array.from({ length: 61 }, (_, index) =>
      unmatchedOrder({ side: 'B', p: 1.01 + index / 100 }),
    );
    const other = unmatchedOrder({ side: 'L', p: 5 });
    act(() =>
      kit.applyOrders(
        { id: '1.200', orc: [{ id: 1, uo: many }] },
        { id: '1.300', orc: [{ id: 5, uo: [other] }] },
      ),
    );
    const list = container('All unmatched bets');
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Select every unmatched bet' }));
    await userEvent.click(within(list).getByRole('button', { name: 'CANCEL 62 UNMATCHED BETS' }));
    const betIds = (ids: readonly { id: string }[]) => ids.map(({ id }) => ({ betId: id }));
    expect(cancelCalls(fake)).toEqual([
      { marketId: '1.200', instructions: betIds(many.slice(0, 60)) },
      { marketId: '1.200', instructions: betIds(many.slice(60)) },
      { marketId: '1.300', instructions: betIds([other]) },
    ]);
  });

  it('groups starting-price bets by event, then market, as the unmatched bets are', async () => {
    const { kit } = renderTab();
    const onClose = unmatchedOrder({ side: 'B', p: 3, ot: 'LOC', bsp: 12 });
    const marketOnClose = unmatchedOrder({ side: 'L', p: 1000, ot: 'MOC', bsp: 5 });
    const otherEvent = unmatchedOrder({ side: 'B', p: 2, ot: 'MOC', bsp: 8 });
    act(() =>
      kit.applyOrders(
        { id: '1.200', orc: [{ id: 1, uo: [onClose] }] },
        { id: '1.201', orc: [{ id: 3, uo: [marketOnClose] }] },
        { id: '1.300', orc: [{ id: 5, uo: [otherEvent] }] },
      ),
    );
    const list = container('All starting-price bets');
    const matchOdds = await within(list).findByRole('list', { name: 'Arsenal v Chelsea · Match Odds' });
    // Both markets of the event sit under its one heading, each under its own market name.
    expect(within(list).getAllByText('Arsenal v Chelsea')).toHaveLength(1);
    expect(within(list).getByText('Correct Score')).toBeInTheDocument();
    expect(within(matchOdds).getByRole('listitem')).toHaveTextContent(/Back.*Arsenal.*12\.00/);
    const correctScore = within(list).getByRole('list', { name: 'Arsenal v Chelsea · Correct Score' });
    expect(within(correctScore).getByRole('listitem')).toHaveTextContent(/Lay.*1 - 0.*5\.00/);
    const overUnder = within(list).getByRole('list', { name: 'Porto v Benfica · Over/Under 2.5 Goals' });
    expect(within(overUnder).getByRole('listitem')).toHaveTextContent(/Back.*Over 2\.5 Goals.*8\.00/);
    // Events in the order of their first market, each market inside its event.
    const headings = within(list)
      .getAllByText(/^(Arsenal v Chelsea|Porto v Benfica|Match Odds|Correct Score|Over\/Under 2\.5 Goals)$/)
      .map((element) => element.textContent);
    expect(headings).toEqual([
      'Arsenal v Chelsea',
      'Match Odds',
      'Correct Score',
      'Porto v Benfica',
      'Over/Under 2.5 Goals',
    ]);
  });

  it('names markets by id and shows the error when their catalogue cannot be read', async () => {
    const { kit } = renderTab((call) => {
      if (call.operation === 'listMarketCatalogue') throw new Error('exchange down');
      return answer(call);
    });
    act(() => kit.applyOrders({ id: '1.200', orc: [{ id: 1, uo: [unmatchedOrder({ side: 'B', p: 2 })] }] }));
    await screen.findByText('Error when trying to get events information of markets with bets.');
    expect(
      within(container('All unmatched bets')).getByRole('checkbox', {
        name: 'Select every unmatched bet in 1.200',
      }),
    ).toBeInTheDocument();
  });

  it('counts the minutes since a bet was placed again every 10 s', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1, 12, 0, 0) });
    try {
      const { kit } = renderTab();
      // Placed 55 s ago: '0 min ago' until the counter's next tick, 10 s after the first render.
      const placed = unmatchedOrder({ side: 'B', p: 2, pd: Date.UTC(2030, 0, 1, 11, 59, 5) });
      act(() => kit.applyOrders({ id: '1.200', orc: [{ id: 1, uo: [placed] }] }));
      const list = container('All unmatched bets');
      expect(within(list).getByText('0 min ago')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(9_999);
      });
      expect(within(list).getByText('0 min ago')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(within(list).getByText('1 min ago')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("in practice mode counts the minutes on the replay's clock, where the bet was placed", () => {
    // The practice exchange stamps a bet with recorded time (2019); on the wall clock the row read
    // some 3.6 million minutes ago.
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1, 12, 0, 0) });
    followReplay({ at: Date.UTC(2019, 11, 28, 2, 23, 0), rate: 0, readAt: Date.now() });
    try {
      const { kit } = renderTab();
      const placed = unmatchedOrder({ side: 'B', p: 2, pd: Date.UTC(2019, 11, 28, 2, 20, 30) });
      act(() => kit.applyOrders({ id: '1.200', orc: [{ id: 1, uo: [placed] }] }));
      expect(within(container('All unmatched bets')).getByText('2 min ago')).toBeInTheDocument();
    } finally {
      followReplay(undefined);
      vi.useRealTimers();
    }
  });

  it('shows five recent settled markets, newest first, then how many more', async () => {
    renderTab();
    const recent = container('Recent settled markets');
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(5));
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent('Event 6 · Match Odds');
    expect(within(recent).getByRole('link', { name: '+1 markets found in the last 7 days' })).toHaveAttribute(
      'href',
      '/bet-history',
    );
  });

  it('shows the empty states', () => {
    renderTab();
    expect(
      within(container('All unmatched bets')).getByText('you have no unmatched bets'),
    ).toBeInTheDocument();
    expect(
      within(container('All scheduled auto bets')).getByText('you have no scheduled auto bets'),
    ).toBeInTheDocument();
    expect(
      within(container('All starting-price bets')).getByText('you have no starting-price bets'),
    ).toBeInTheDocument();
  });
});
