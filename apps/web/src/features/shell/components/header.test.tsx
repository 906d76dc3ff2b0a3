import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '@/app/testing/render-app';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
  unmatchedOrder,
  type TestLiveExchange,
} from '@/testing/live-exchange-test-kit';
import { Header } from './header';

beforeEach(async () => {
  await resetApp();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderHeader(kit: TestLiveExchange, path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LiveExchangeTestProvider kit={kit}>
            <Header logout={<button type="button">Logout</button>} />
          </LiveExchangeTestProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function ordersOnTwoMarkets(kit: TestLiveExchange) {
  kit.applyOrders(
    {
      id: '1.5',
      orc: [
        {
          id: 11,
          uo: [
            unmatchedOrder({ side: 'B', p: 3, s: 10, sm: 10, sr: 0, status: 'EC' }),
            unmatchedOrder({ side: 'L', p: 2.5, s: 5 }),
          ],
          mb: [[3, 10]],
        },
        { id: 12, uo: [unmatchedOrder({ side: 'B', p: 4, s: 5, sm: 2, sr: 3 })], mb: [[4, 2]] },
        // A limit-on-close bet is a starting-price bet: it has its own list, not the U counter.
        { id: 13, uo: [unmatchedOrder({ side: 'B', p: 5, s: 4, ot: 'LOC' })] },
      ],
    },
    { id: '1.6', orc: [{ id: 21, uo: [unmatchedOrder({ side: 'B', p: 6, s: 2 })] }] },
  );
}

describe('header counters', () => {
  it("counts This Market's matched and unmatched bets, and every market's unmatched bets", () => {
    const kit = createTestLiveExchange();
    renderHeader(kit, '/market/30/1.5');
    const thisMarket = screen.getByRole('region', { name: 'This Market' });
    const general = screen.getByRole('region', { name: 'General' });
    expect(within(thisMarket).getByLabelText('Matched bets: 0')).toBeInTheDocument();
    act(() => ordersOnTwoMarkets(kit));
    expect(within(thisMarket).getByLabelText('Matched bets: 2')).toHaveTextContent('M2');
    expect(within(thisMarket).getByLabelText('Unmatched bets: 2')).toHaveTextContent('U2');
    expect(within(general).getByLabelText('Unmatched bets: 3')).toHaveTextContent('U3');
    expect(within(general).getByLabelText('Cash out total: 0.00')).toBeInTheDocument();
  });

  it('keeps counting fully matched bets after a reconnect, whose image carries only mb/ml', () => {
    const kit = createTestLiveExchange();
    renderHeader(kit, '/market/30/1.5');
    act(() => ordersOnTwoMarkets(kit));
    act(() =>
      kit.applyOrders({
        id: '1.5',
        fullImage: true,
        orc: [
          { id: 11, mb: [[3, 10]], ml: [[2, 5]] },
          { id: 12, mb: [[4, 2]] },
        ],
      }),
    );
    const thisMarket = screen.getByRole('region', { name: 'This Market' });
    expect(within(thisMarket).getByLabelText('Matched bets: 3')).toHaveTextContent('M3');
    expect(within(thisMarket).getByLabelText('Unmatched bets: 0')).toHaveTextContent('U0');
  });

  it('shows no This Market counters off a market page', () => {
    renderHeader(createTestLiveExchange(), '/');
    expect(screen.queryByRole('region', { name: 'This Market' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'General' })).toBeInTheDocument();
  });

  it('sums the cash out of the markets with matched bets, also off screen, 2 decimals, refreshed every second', () => {
    vi.useFakeTimers();
    // The stream delivers only the markets it watches: 1.7 is not on screen, its matched bet is why.
    const kit = createTestLiveExchange({ onlyWatchedMarkets: true });
    renderHeader(kit, '/');
    act(() => {
      kit.goLive();
      kit.applyOrders({
        id: '1.7',
        orc: [
          {
            id: 11,
            uo: [unmatchedOrder({ side: 'B', p: 3, s: 10, sm: 10, sr: 0, status: 'EC' })],
            mb: [[3, 10]],
          },
        ],
      });
      // Back 10 at 3.0, now 2.0 to lay: laying 15 leaves +5.00 whoever wins.
      kit.applyMarket(
        marketImage('1.7', marketDefinition([runnerDefinition(11), runnerDefinition(12)]), [
          { id: 11, atb: [[1.98, 100]], atl: [[2, 100]] },
        ]),
      );
    });
    const general = screen.getByRole('region', { name: 'General' });
    expect(within(general).getByLabelText('Cash out total: 0.00')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(general).getByLabelText('Cash out total: 5.00')).toHaveTextContent('5.00');
    // Prices that may be stale are left out, as Global Cash Out leaves that market out.
    act(() => {
      kit.streamEvent('market', { type: 'reconnecting', attempt: 1 });
      vi.advanceTimersByTime(1000);
    });
    expect(within(general).getByLabelText('Cash out total: 0.00')).toBeInTheDocument();
  });
});

describe('header', () => {
  it('searches only with a query, and the logo goes home', async () => {
    const user = userEvent.setup();
    const router = renderHeader(createTestLiveExchange(), '/market/1/1.5');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search by teams, competitions, races, and more');
    await user.type(search, '   {Enter}');
    expect(router.state.location.pathname).toBe('/market/1/1.5');
    await user.type(search, 'Arsenal v Spurs{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Arsenal v Spurs');
    await user.click(screen.getByRole('link', { name: 'Greenbook home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('collapses, and takes the scrolled style past 10 px', async () => {
    const user = userEvent.setup();
    renderHeader(createTestLiveExchange(), '/');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 11, configurable: true, writable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 10, configurable: true, writable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    await user.click(screen.getByRole('button', { name: 'Collapse header' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand header' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('keeps language and theme as compact named controls that still switch them', async () => {
    const user = userEvent.setup();
    renderHeader(createTestLiveExchange(), '/');
    const header = screen.getByRole('banner');
    const theme = within(header).getByRole('switch', { name: 'Dark theme' });
    await user.click(theme);
    expect(theme).toBeChecked();
    expect(localStorage.getItem('greenbook.theme')).toBe('dark');
    const language = within(header).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveTextContent('EN');
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'Português' }));
    // The providers translate the page (app-frame and landing tests); the header shows the choice
    // once its texts are loaded.
    await waitFor(() => expect(language).toHaveTextContent('PT'));
    expect(language).toHaveFocus();
  });
});
