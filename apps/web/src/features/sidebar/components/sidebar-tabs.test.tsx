import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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

function renderTabs(thisMarket?: React.ReactNode) {
  const kit = createTestLiveExchange();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LiveExchangeTestProvider kit={kit}>
          <SidebarTabs thisMarket={thisMarket} />
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

  it("off a market page shows only General, with the spec's empty states", () => {
    renderTabs();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(screen.getByText('you have no unmatched bets')).toBeInTheDocument();
    expect(screen.getByText('you have no scheduled auto bets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@greenbook.app' })).toBeInTheDocument();
  });
});
