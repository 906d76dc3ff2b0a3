// trading-core §2 This Market tab: the live stream panel's tabs (1 Watch Live, 2 Match View,
// 3 Match Stats, 2 first), one iframe keyed by the market id per tab, 1.78 wide to high at the
// sidebar's width (350 × 250 until measured).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import {
  createFakeExchangeClient,
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { LiveStreamPanel } from './live-stream-panel';
import { ThisMarketTab } from './this-market-tab';

const MARKET_ID = '1.200';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTab(liveStream: boolean) {
  const kit = createTestLiveExchange();
  kit.applyMarket(marketImage(MARKET_ID, marketDefinition([runnerDefinition(1), runnerDefinition(2)])));
  render(
    <LiveExchangeTestProvider kit={kit}>
      <ExchangeClientContext.Provider value={createFakeExchangeClient().client}>
        <ThisMarketTab marketId={MARKET_ID} marketName="Match Odds" liveStream={liveStream} />
      </ExchangeClientContext.Provider>
    </LiveExchangeTestProvider>,
  );
}

const frame = () => screen.getByTitle(/^(Watch Live|Match View|Match Stats): Match Odds$/);

describe('live stream panel', () => {
  it('is absent unless the app offers it (premium user, event broadcast)', () => {
    renderTab(false);
    expect(screen.queryByRole('region', { name: 'Live stream' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Match View' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens on Match View; each tab frames its page of the video player, keyed by the market id', async () => {
    const user = userEvent.setup();
    renderTab(true);
    const region = screen.getByRole('region', { name: 'Live stream' });
    const matchView = await within(region).findByRole('tab', { name: 'Match View' });
    expect(
      within(region)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Watch Live', 'Match View', 'Match Stats']);
    expect(matchView).toHaveAttribute('aria-selected', 'true');
    expect(frame()).toHaveAttribute('title', 'Match View: Match Odds');
    expect(frame()).toHaveAttribute('src', '/GetPlayer.do?tr=2&mID=1.200&allowPopup=false');
    // Sandboxed: no top navigation, no forms.
    expect(frame().getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);

    await user.click(within(region).getByRole('tab', { name: 'Watch Live' }));
    expect(frame()).toHaveAttribute('title', 'Watch Live: Match Odds');
    expect(frame()).toHaveAttribute('src', '/GetPlayer.do?tr=1&mID=1.200&allowPopup=false');
    await user.click(within(region).getByRole('tab', { name: 'Match Stats' }));
    expect(frame()).toHaveAttribute('src', '/GetPlayer.do?tr=3&mID=1.200&allowPopup=false');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('frames nothing for a market id that is not one', () => {
    render(<LiveStreamPanel marketId="1.2&tr=9" marketName="x" />);
    expect(screen.getByRole('tab', { name: 'Match View' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('is 350 × 250 until measured, then as wide as its box at an aspect of 1.78', () => {
    const observers: Array<(entries: Array<{ contentRect: { width: number } }>) => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: Array<{ contentRect: { width: number } }>) => void) {
          observers.push(callback);
        }
        observe(): void {}
        disconnect(): void {}
      },
    );
    render(<LiveStreamPanel marketId={MARKET_ID} marketName="Match Odds" />);
    expect(frame()).toHaveAttribute('width', '350');
    expect(frame()).toHaveAttribute('height', '250');
    act(() => observers.forEach((callback) => callback([{ contentRect: { width: 420 } }])));
    expect(frame()).toHaveAttribute('width', '420');
    expect(frame()).toHaveAttribute('height', '236');
    // The sidebar narrowed (a phone): the frame follows.
    act(() => observers.forEach((callback) => callback([{ contentRect: { width: 300.6 } }])));
    expect(frame()).toHaveAttribute('width', '300');
    expect(frame()).toHaveAttribute('height', '169');
    // Hidden (width 0): the last size stays.
    act(() => observers.forEach((callback) => callback([{ contentRect: { width: 0 } }])));
    expect(frame()).toHaveAttribute('width', '300');
  });
});
