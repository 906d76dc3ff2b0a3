import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { initI18n } from '@/lib/i18n/i18n';
import { useSidebarRunnerStore } from '@/lib/sidebar-runner/sidebar-runner-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import {
  createFakeExchangeClient,
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
  unmatchedOrder,
  type FakeExchangeClient,
  type TestLiveExchange,
} from '@/testing/live-exchange-test-kit';
import { ThisMarketTab } from './this-market-tab';

const MARKET_ID = '1.200';
const NAMES = { '1_0': 'Arsenal', '2_0': 'Chelsea' };

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
  useSidebarRunnerStore.setState({ byMarket: {} });
});

function renderTab(rules?: string): { kit: TestLiveExchange; fake: FakeExchangeClient } {
  const kit = createTestLiveExchange();
  const fake = createFakeExchangeClient();
  kit.applyMarket(marketImage(MARKET_ID, marketDefinition([runnerDefinition(1), runnerDefinition(2)])));
  render(
    <LiveExchangeTestProvider kit={kit}>
      <ExchangeClientContext.Provider value={fake.client}>
        <ThisMarketTab marketId={MARKET_ID} marketName="Match Odds" runnerNames={NAMES} rules={rules} />
      </ExchangeClientContext.Provider>
    </LiveExchangeTestProvider>,
  );
  return { kit, fake };
}

const container = (title: string) => screen.getByRole('region', { name: title });

describe('This Market tab', () => {
  it('shows the empty states', () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Match Odds' })).toBeInTheDocument();
    expect(screen.getByText('you have no matched bets in Match Odds')).toBeInTheDocument();
    expect(screen.getByText('you have no unmatched bets in Match Odds')).toBeInTheDocument();
    act(() => useSidebarRunnerStore.getState().toggle(MARKET_ID, '2_0'));
    expect(screen.getByText('you have no matched bets in Match Odds Chelsea')).toBeInTheDocument();
    expect(screen.getByText('you have no unmatched bets in Match Odds Chelsea')).toBeInTheDocument();
  });

  it("shows the selected runner's price/volume chart, reloaded every 10 s", () => {
    vi.useFakeTimers();
    try {
      renderTab();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      act(() => useSidebarRunnerStore.getState().toggle(MARKET_ID, '2_0'));
      const chart = screen.getByRole('img', { name: 'Price and volume chart of Chelsea' });
      // Keyed by the market id without "1.", the selection id and the handicap.
      expect(chart).toHaveAttribute(
        'src',
        '/LoadRunnerInfoChartAction/?marketId=200&selectionId=2&handicap=0&refresh=0',
      );
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(chart.getAttribute('src')).toContain('refresh=1');
      fireEvent.error(chart);
      expect(screen.getByText('The chart is not available for this runner.')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(screen.getByRole('img', { name: 'Price and volume chart of Chelsea' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists matched bets rolled up with average odds, unmatched and starting-price bets', async () => {
    const { kit } = renderTab();
    act(() =>
      kit.applyOrders({
        id: MARKET_ID,
        orc: [
          {
            id: 1,
            mb: [
              [2, 10],
              [3, 10],
            ],
            ml: [[2.2, 5]],
            uo: [
              unmatchedOrder({ side: 'B', p: 2.5, s: 4 }),
              unmatchedOrder({ side: 'L', p: 0, s: 10, ot: 'MOC', pt: 'MOC', bsp: 10 }),
            ],
          },
          { id: 2, uo: [unmatchedOrder({ side: 'L', p: 1.5, s: 6, sr: 6 })] },
        ],
      }),
    );
    const matched = container('Your matched bets');
    // Back 10 @ 2 and 10 @ 3: 20.00 @ 2.5; lay 5 @ 2.2.
    expect(within(matched).getByText('Back 20.00 @ 2.5')).toBeInTheDocument();
    expect(within(matched).getByText('Lay 5.00 @ 2.2')).toBeInTheDocument();
    const unmatched = container('Your unmatched bets');
    expect(within(unmatched).getAllByRole('listitem')).toHaveLength(2);
    expect(within(unmatched).getByText('Chelsea')).toBeInTheDocument();
    expect(within(container('Your starting-price bets')).getByText('liability 10.00')).toBeInTheDocument();

    // With a runner selected, only its bets.
    act(() => useSidebarRunnerStore.getState().toggle(MARKET_ID, '2_0'));
    expect(within(container('Your unmatched bets')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('you have no matched bets in Match Odds Chelsea')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close runner' }));
    expect(within(container('Your unmatched bets')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('selects bets and cancels them with CANCEL [n] UNMATCHED BETS, or one by one', async () => {
    const { kit, fake } = renderTab();
    const a = unmatchedOrder({ side: 'B', p: 2.5, pd: 1 });
    const b = unmatchedOrder({ side: 'L', p: 2.6, pd: 2 });
    const c = unmatchedOrder({ side: 'B', p: 1.9, pd: 3 });
    act(() =>
      kit.applyOrders({
        id: MARKET_ID,
        orc: [
          { id: 1, uo: [a, b] },
          { id: 2, uo: [c] },
        ],
      }),
    );
    expect(screen.queryByRole('button', { name: /UNMATCHED BETS/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: `Select bet ${a.id}` }));
    expect(screen.getByRole('button', { name: 'CANCEL 1 UNMATCHED BETS' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every unmatched bet in Match Odds' }));
    expect(screen.getByRole('button', { name: 'CANCEL 3 UNMATCHED BETS' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: `Select bet ${c.id}` }));
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL 2 UNMATCHED BETS' }));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]?.params).toEqual({
      marketId: MARKET_ID,
      instructions: [{ betId: a.id }, { betId: b.id }],
    });
    expect(screen.queryByRole('button', { name: /UNMATCHED BETS/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every unmatched bet in Match Odds' }));
    expect(screen.getByRole('button', { name: 'CANCEL 3 UNMATCHED BETS' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Cancel bet ${c.id}` }));
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    expect(fake.calls[1]?.params).toEqual({ marketId: MARKET_ID, instructions: [{ betId: c.id }] });
  });

  it('with a runner selected, selects and counts only the bets listed', async () => {
    const { kit, fake } = renderTab();
    const a = unmatchedOrder({ side: 'B', p: 2.5, pd: 1 });
    const b = unmatchedOrder({ side: 'L', p: 2.6, pd: 2 });
    const c = unmatchedOrder({ side: 'B', p: 1.9, pd: 3 });
    act(() =>
      kit.applyOrders({
        id: MARKET_ID,
        orc: [
          { id: 1, uo: [a, b] },
          { id: 2, uo: [c] },
        ],
      }),
    );
    // One box for the whole market: on one market "all" would select the same bets.
    expect(screen.getAllByRole('checkbox', { name: /^Select every/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: `Select bet ${c.id}` }));

    act(() => useSidebarRunnerStore.getState().toggle(MARKET_ID, '1_0'));
    // Chelsea's selected bet is hidden, so nothing listed is selected and CANCEL goes.
    expect(screen.queryByRole('button', { name: /UNMATCHED BETS/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every unmatched bet on Arsenal' }));
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL 2 UNMATCHED BETS' }));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]?.params).toEqual({
      marketId: MARKET_ID,
      instructions: [{ betId: a.id }, { betId: b.id }],
    });
  });

  it('hides CANCEL when the selected runner has none of the selected bets', async () => {
    const { kit } = renderTab();
    act(() =>
      kit.applyOrders({
        id: MARKET_ID,
        orc: [{ id: 1, uo: [unmatchedOrder({ side: 'B', p: 2.5 }), unmatchedOrder({ side: 'L', p: 2.6 })] }],
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every unmatched bet in Match Odds' }));
    expect(screen.getByRole('button', { name: 'CANCEL 2 UNMATCHED BETS' })).toBeInTheDocument();
    act(() => useSidebarRunnerStore.getState().toggle(MARKET_ID, '2_0'));
    expect(screen.getByText('you have no unmatched bets in Match Odds Chelsea')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /UNMATCHED BETS/ })).not.toBeInTheDocument();
  });

  it('shows the rules sanitised, collapsed by default', async () => {
    renderTab(
      '<p>Match rules <img src="http://content-cache.betfair.com/feeds_images/Horses/SilkColours/x.png" onerror="alert(1)"></p>' +
        '<script>window.hacked = true</script><a href="https://example.com/r">general</a>',
    );
    const toggle = screen.getByRole('button', { name: 'Market rules' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Match rules/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your matched bets' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(toggle);
    const rules = container('Market rules');
    expect(within(rules).getByText(/Match rules/)).toBeInTheDocument();
    expect(rules.querySelector('script')).toBeNull();
    const image = rules.querySelector('img')!;
    expect(image.hasAttribute('onerror')).toBe(false);
    expect(image.getAttribute('src')).toBe('/feeds_images/Horses/SilkColours/x.png');
    expect(within(rules).getByRole('link', { name: 'general' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(useSettingsStore.getState().settings.sidebarContainers.thisMarket.rules).toBe(true);
  });
});
