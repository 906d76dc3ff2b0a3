import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, MARKET_TABS } from '@greenbook/trading';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { createTestLiveExchange, LiveExchangeTestProvider } from '@/testing/live-exchange-test-kit';
import { SidebarTabs } from './sidebar-tabs';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
  useAutoBetStore.setState({ vendorId: 'V1', schedule: [], inFlight: [] });
});

function renderTabs(thisMarket?: React.ReactNode, marketId?: string) {
  const kit = createTestLiveExchange();
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LiveExchangeTestProvider kit={kit}>
          <SidebarTabs {...(marketId === undefined ? {} : { marketId })} thisMarket={thisMarket} />
        </LiveExchangeTestProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('sidebar tabs', () => {
  it('opens on This Market, switches to General with the keyboard and keeps the choice', async () => {
    renderTabs(<p>market content</p>);
    expect(screen.getByRole('tab', { name: 'This Market' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('market content')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'This Market' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(useSettingsStore.getState().settings.marketTabSelected).toBe(MARKET_TABS.GENERAL);
  });

  it("off a market page shows only General and Sports List, with the spec's empty states", () => {
    renderTabs();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Sports List']);
    expect(screen.getByText('you have no unmatched bets')).toBeInTheDocument();
    expect(screen.getByText('you have no scheduled auto bets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@greenbook.app' })).toBeInTheDocument();
  });

  it('opening a market page switches to This Market', () => {
    useSettingsStore.getState().update({ marketTabSelected: MARKET_TABS.SPORTS_LIST });
    renderTabs(<p>market content</p>, '1.1');
    expect(screen.getByRole('tab', { name: 'This Market' })).toHaveAttribute('aria-selected', 'true');
    expect(useSettingsStore.getState().settings.marketTabSelected).toBe(MARKET_TABS.THIS_MARKET);
  });

  it('keeps a stored Sports List off a market page, and shows General for a stored This Market', () => {
    useSettingsStore.getState().update({ marketTabSelected: MARKET_TABS.SPORTS_LIST });
    const { unmount } = renderTabs();
    expect(screen.getByRole('tab', { name: 'Sports List' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    useSettingsStore.getState().update({ marketTabSelected: MARKET_TABS.THIS_MARKET });
    renderTabs();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('swiping the sidebar tabs', () => {
  const swipe = (from: number, to: number, { pointerType = 'touch', dy = 0 } = {}) => {
    const content = screen.getByRole('tabpanel');
    fireEvent.pointerDown(content, { pointerId: 1, pointerType, clientX: from, clientY: 100 });
    fireEvent.pointerUp(content, { pointerId: 1, pointerType, clientX: to, clientY: 100 + dy });
  };
  const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

  it('a swipe to the left shows the next tab, to the right the previous one, stopping at the ends', () => {
    useSettingsStore.getState().update({ marketTabSelected: MARKET_TABS.GENERAL });
    renderTabs(<p>market content</p>);
    swipe(300, 100);
    expect(selectedTab()).toBe('This Market');
    swipe(300, 100);
    expect(selectedTab()).toBe('Sports List');
    expect(useSettingsStore.getState().settings.marketTabSelected).toBe(MARKET_TABS.SPORTS_LIST);
    swipe(300, 100);
    expect(selectedTab()).toBe('Sports List');
    swipe(100, 300);
    expect(selectedTab()).toBe('This Market');
  });

  it('ignores a mouse drag, a short move and a mostly vertical one', () => {
    useSettingsStore.getState().update({ marketTabSelected: MARKET_TABS.GENERAL });
    renderTabs();
    swipe(300, 100, { pointerType: 'mouse' });
    swipe(300, 270);
    swipe(300, 200, { dy: 150 });
    expect(selectedTab()).toBe('General');
  });
});
