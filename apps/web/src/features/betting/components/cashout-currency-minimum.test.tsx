// The forint report: a HUF account's 2.00 HUF matched back. The market's Cash Out showed a figure
// and Global Cash Out said there was nothing to cash out. Both follow one rule (trading-core §4:
// the button is disabled when the largest closing stake is under 1% of the currency's minimum,
// HUF 400 → 4.00): the market's button is disabled too, showing its value greyed, and the global
// cash out leaves the market out. The same bet in pounds is cashed out by both.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MarketCatalogue, RunnerChange } from '@greenbook/betfair';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { createFakeExchange } from '@/testing/market-fake-exchange';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { useClosingLockStore } from '../model/closing-lock-store';
import { CashoutButton } from './cashout-button';
import { GlobalCashoutButton } from './global-cashout-button';

const MARKET = '1.700';
const PRICES: RunnerChange[] = [
  { id: 11, atb: [[2.5, 1000]], atl: [[2.52, 1000]] },
  { id: 12, atb: [[1.8, 1000]], atl: [[1.82, 1000]] },
];
const CATALOGUE: MarketCatalogue = {
  marketId: MARKET,
  marketName: 'Match Odds',
  event: { id: '40', name: 'Ferencváros v Újpest' },
  runners: [
    { selectionId: 11, runnerName: 'Ferencváros', handicap: 0 },
    { selectionId: 12, runnerName: 'Újpest', handicap: 0 },
  ],
};

/** An account in `currency` with 2.00 matched back at 3.0 on the first runner. */
function setUp(currency: string) {
  useSettingsStore.setState({
    settings: {
      ...DEFAULT_USER_SETTINGS,
      loggedUser: { ...DEFAULT_USER_SETTINGS.loggedUser, currencyCode: currency },
    },
    isPremium: true,
  });
  const kit = createTestLiveExchange();
  const fake = createFakeExchange({ listMarketCatalogue: () => [CATALOGUE] });
  kit.live.watchMarkets([MARKET]);
  kit.applyOrders({ id: MARKET, orc: [{ id: 11, mb: [[3, 2]] }] });
  kit.applyMarket(
    marketImage(
      MARKET,
      marketDefinition([runnerDefinition(11), runnerDefinition(12)], { eventId: '40' }),
      PRICES,
    ),
  );
  kit.goLive();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LiveExchangeTestProvider kit={kit}>
          <ExchangeClientContext.Provider value={fake.client}>
            <CashoutButton
              eventId="40"
              marketId={MARKET}
              marketName="Match Odds"
              runnerNames={{ '11_0': 'Ferencváros', '12_0': 'Újpest' }}
            />
            <GlobalCashoutButton />
          </ExchangeClientContext.Provider>
          <ToastContainer />
        </LiveExchangeTestProvider>
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: TooltipProvider },
  );
  return fake;
}

const marketButton = () => screen.getByRole('button', { name: /^Cash Out/ });
const globalButton = () => screen.getByRole('button', { name: 'Global Cash Out' });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => useClosingLockStore.setState({ locked: {} }));

describe('cash out under the currency minimum', () => {
  it('a forint position whose close is under 1% of the HUF minimum: both cash outs refuse it', async () => {
    const fake = setUp('HUF');
    // The close backs Újpest 6 / 1.8 = 3.33 HUF, under 4.00: +0.66 shown, greyed, not clickable.
    expect(marketButton()).toHaveTextContent('Cash Out0.66');
    expect(marketButton()).toBeDisabled();
    fireEvent.click(globalButton());
    await screen.findByText('you have no markets available to cash out');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
  });

  it('the same position in pounds: both cash outs offer the same closing bet', async () => {
    setUp('GBP');
    expect(marketButton()).toHaveTextContent('Cash Out0.66');
    expect(marketButton()).toBeEnabled();
    fireEvent.click(marketButton());
    const alone = await screen.findByRole('dialog', { name: 'Cash Out' });
    expect(within(alone).getByRole('row', { name: /Újpest/ })).toHaveTextContent('ÚjpestBack1.83.33');
    fireEvent.click(within(alone).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(globalButton());
    const global = await screen.findByRole('dialog', { name: 'Global Cash Out' });
    expect(within(global).getByRole('row', { name: /Újpest/ })).toHaveTextContent('ÚjpestBack1.83.33');
  });
});
