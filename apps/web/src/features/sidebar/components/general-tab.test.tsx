import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
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

function renderTab(): { kit: TestLiveExchange; fake: FakeExchangeClient } {
  const kit = createTestLiveExchange();
  const fake = createFakeExchangeClient();
  fake.respond(answer);
  render(
    <QueryClientProvider client={new QueryClient()}>
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

describe('General tab', () => {
  it('shows the account name and balance (available minus exposure) in its currency', () => {
    renderTab();
    const account = container('Account');
    expect(within(account).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(account).getByText('€120.30')).toBeInTheDocument();
  });

  it('groups unmatched bets of two markets and cancels three with one CANCEL [3] click', async () => {
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
    await waitFor(() => expect(within(list).getByText('Arsenal v Chelsea · Match Odds')).toBeInTheDocument());
    expect(within(list).getByText('Porto v Benfica · Over/Under 2.5 Goals')).toBeInTheDocument();
    expect(within(list).getAllByText('Arsenal')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Select every unmatched bet' }));
    await userEvent.click(within(list).getByRole('button', { name: 'CANCEL 3 UNMATCHED BETS' }));
    const cancels = fake.calls.filter((call) => call.operation === 'cancelOrders');
    expect(cancels.map((call) => call.params)).toEqual([
      { marketId: '1.200', instructions: [{ betId: a.id }, { betId: b.id }] },
      { marketId: '1.300', instructions: [{ betId: c.id }] },
    ]);
    expect(within(list).queryByRole('button', { name: /^CANCEL/ })).toBeNull();
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
    const cancels = fake.calls.filter((call) => call.operation === 'cancelOrders');
    expect(cancels.map((call) => call.params)).toEqual([
      { marketId: '1.300', instructions: [{ betId: c.id }] },
    ]);
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
