import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MarketDefinition, RunnerChange } from '@greenbook/betfair';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@greenbook/trading';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { useReceiptsStore } from '@/lib/execution-receipts/receipt-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { eventually } from '@/testing/eventually';
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

const MARKET = '1.500';
const PRICES: RunnerChange[] = [
  { id: 11, atb: [[2.5, 100]], atl: [[2.52, 100]] },
  { id: 12, atb: [[1.8, 100]], atl: [[1.82, 100]] },
];

interface Options {
  readonly settings?: Partial<UserSettings>;
  readonly definition?: Partial<MarketDefinition>;
  readonly live?: boolean;
  readonly backMatched?: boolean;
}

function setUp(options: Options = {}) {
  useSettingsStore.setState({ settings: { ...DEFAULT_USER_SETTINGS, ...options.settings } });
  const kit = createTestLiveExchange();
  const fake = createFakeExchange();
  // The market is on screen (the market page watches it), and its image answers that subscription.
  kit.live.watchMarkets([MARKET]);
  kit.applyMarket(
    marketImage(
      MARKET,
      marketDefinition([runnerDefinition(11), runnerDefinition(12)], options.definition),
      PRICES,
    ),
  );
  // A back of 10 at 3.0 on Arsenal, matched: now priced at 2.52 to lay, it is worth closing.
  if (options.backMatched !== false) kit.applyOrders({ id: MARKET, orc: [{ id: 11, mb: [[3, 10]] }] });
  if (options.live !== false) kit.goLive();
  render(
    <LiveExchangeTestProvider kit={kit}>
      <ExchangeClientContext.Provider value={fake.client}>
        <CashoutButton
          eventId="30"
          marketId={MARKET}
          marketName="Match Odds"
          runnerNames={{ '11_0': 'Arsenal', '12_0': 'Chelsea' }}
        />
      </ExchangeClientContext.Provider>
      <ToastContainer />
    </LiveExchangeTestProvider>,
    { wrapper: TooltipProvider },
  );
  return { kit, fake };
}

const cashOutButton = () => screen.getByRole('button', { name: /^Cash Out/ });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => useClosingLockStore.setState({ locked: {} }));

describe('CashoutButton', () => {
  it('shows the value coloured by sign and confirms the closing bets in the special dialog', async () => {
    const { fake } = setUp();
    // Arsenal wins +20, loses -10. Backing Chelsea 30 / 1.8 = 16.67 at 1.8 leaves +3.33 on either
    // result, more than laying Arsenal 11.90 at 2.52 (+1.90): the cash out takes the better one.
    expect(cashOutButton()).toHaveTextContent('Cash Out3.33');
    expect(within(cashOutButton()).getByText('3.33').className).toMatch(/win/);
    fireEvent.click(cashOutButton());
    const dialog = screen.getByRole('dialog', { name: 'Cash Out' });
    const row = within(dialog).getByRole('row', { name: /Chelsea/ });
    expect(row).toHaveTextContent('ChelseaBack1.816.67');
    expect(within(dialog).getByTestId('closing-profit-loss')).toHaveTextContent('3.33');
    expect(within(dialog).queryByRole('checkbox', { name: /unmatched/ })).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await eventually(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
    expect(fake.callsOf('placeOrders')[0]).toMatchObject({
      marketId: MARKET,
      instructions: [{ selectionId: 12, side: 'BACK', limitOrder: { price: 1.8, size: 16.67 } }],
    });
    // The buttons stay disabled for the cash-out animation (bet delay 0 + 3 s).
    expect(cashOutButton()).toBeDisabled();
    // The closing bet has its execution receipt, at the price it was worked out at (issue 21 §2).
    await eventually(() =>
      expect(useReceiptsStore.getState().byMarket[MARKET]).toEqual([
        expect.objectContaining({ runnerName: 'Chelsea', side: 'BACK', clickedPrice: 1.8 }),
      ]),
    );
  });

  it('places at once with confirmation off, and a double click sends one set of closing bets', async () => {
    const { fake } = setUp({ settings: { confirmation: false } });
    fireEvent.click(cashOutButton());
    fireEvent.click(cashOutButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    await eventually(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
    expect(cashOutButton()).toBeDisabled();
  });

  it('never prices the cash out on stale prices: no odds while the streams are not live', () => {
    setUp({ live: false });
    expect(cashOutButton()).toBeDisabled();
    expect(cashOutButton()).toHaveTextContent('No Odds available to Cash Out');
  });

  it('never prices the cash out on a market still waiting for its image after a resubscription', async () => {
    const { kit } = setUp();
    await eventually(() => expect(cashOutButton()).toBeEnabled());
    act(() => kit.live.freshness.subscribing([MARKET]));
    await eventually(() => expect(cashOutButton()).toHaveTextContent('No Odds available to Cash Out'));
    expect(cashOutButton()).toBeDisabled();
    act(() =>
      kit.applyMarket(
        marketImage(MARKET, marketDefinition([runnerDefinition(11), runnerDefinition(12)]), PRICES),
      ),
    );
    await eventually(() => expect(cashOutButton()).toBeEnabled());
  });

  it('shows the market status when it is not open, and no cash out on a multiple-winner market', () => {
    setUp({ definition: { status: 'SUSPENDED' } });
    expect(cashOutButton()).toBeDisabled();
    expect(cashOutButton()).toHaveTextContent('SUSPENDED');
  });

  it('names the status in the interface language', async () => {
    // In Portuguese the button read 'Cash Out SUSPENDED' beside the overlay's 'SUSPENSO'.
    await changeInterfaceLanguage('pt');
    try {
      setUp({ definition: { status: 'SUSPENDED' } });
      expect(cashOutButton()).toHaveTextContent('SUSPENSO');
    } finally {
      await changeInterfaceLanguage('en');
    }
  });

  it('says a market with several winners has no cash out', () => {
    setUp({ definition: { numberOfWinners: 2 } });
    expect(cashOutButton()).toHaveTextContent('Market without Cash Out');
    expect(cashOutButton()).toBeDisabled();
  });

  it('is disabled with nothing to close, and follows the orders as they come', async () => {
    const { kit } = setUp({ backMatched: false });
    expect(cashOutButton()).toBeDisabled();
    expect(cashOutButton()).toHaveTextContent('Cash Out0.00');
    act(() => kit.applyOrders({ id: MARKET, orc: [{ id: 11, mb: [[3, 10]] }] }));
    await eventually(() => expect(cashOutButton()).toBeEnabled());
    expect(cashOutButton()).toHaveTextContent('3.33');
  });

  it('refuses with the spec message when the market vanished between the value and the click', async () => {
    const { kit, fake } = setUp();
    act(() =>
      kit.applyMarket({
        id: MARKET,
        marketDefinition: marketDefinition([runnerDefinition(11), runnerDefinition(12)], {
          status: 'CLOSED',
        }),
      }),
    );
    fireEvent.click(cashOutButton());
    await screen.findByText('Error when trying to Cash Out. Market not found or unavailable to cash out.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
  });

  it('refuses with the spec message when the prices vanished between the value and the click', async () => {
    const { kit, fake } = setUp({ settings: { confirmation: false } });
    act(() =>
      kit.applyMarket({
        id: MARKET,
        rc: [
          { id: 11, atb: [[2.5, 0]], atl: [[2.52, 0]] },
          { id: 12, atb: [[1.8, 0]], atl: [[1.82, 0]] },
        ],
      }),
    );
    fireEvent.click(cashOutButton());
    await screen.findByText('Error when trying to Cash Out. Market not found or unavailable to cash out.');
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
  });

  it('refuses with the spec message when the market closed while the dialog was open', async () => {
    const { kit, fake } = setUp();
    fireEvent.click(cashOutButton());
    const dialog = screen.getByRole('dialog', { name: 'Cash Out' });
    act(() =>
      kit.applyMarket({
        id: MARKET,
        marketDefinition: marketDefinition([runnerDefinition(11), runnerDefinition(12)], {
          status: 'CLOSED',
        }),
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Error when trying to Cash Out. Market not found or unavailable to cash out.');
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
  });
});
