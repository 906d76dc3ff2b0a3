import { fireEvent, render, screen, within } from '@testing-library/react';
import { useContext } from 'react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunnerChange } from '@greenbook/betfair';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { initI18n } from '@/lib/i18n/i18n';
import { RunnerClosingContext } from '@/lib/market/runner-closing';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { eventually } from '@/testing/eventually';
import { placedReport } from '@/testing/market-fake-exchange';
import {
  createFakeExchangeClient,
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
  unmatchedOrder,
} from '@/testing/live-exchange-test-kit';
import { useClosingLockStore } from '../model/closing-lock-store';
import { RunnerClosingProvider } from './runner-closing-provider';

const MARKET = '1.600';
const PRICES: RunnerChange[] = [
  { id: 11, atb: [[2.5, 100]], atl: [[2.52, 100]] },
  { id: 12, atb: [[1.8, 100]], atl: [[1.82, 100]] },
];

function Rows() {
  const slot = useContext(RunnerClosingContext);
  return (
    <>
      <section aria-label="Arsenal row">{slot?.(MARKET, '11_0')}</section>
      <section aria-label="Chelsea row">{slot?.(MARKET, '12_0')}</section>
    </>
  );
}

function setUp(options: { readonly backMatched?: boolean } = {}) {
  useSettingsStore.setState({ settings: { ...DEFAULT_USER_SETTINGS } });
  const kit = createTestLiveExchange();
  // The real BetfairApi and OrderService over a recording transport: cancels and places in order.
  const fake = createFakeExchangeClient();
  fake.respond((call) =>
    call.operation === 'placeOrders'
      ? placedReport(call.params as Parameters<typeof placedReport>[0])
      : { status: 'SUCCESS', instructionReports: [] },
  );
  const callsOf = (operation: string) =>
    fake.calls.filter((call) => call.operation === operation).map((call) => call.params);
  // The market is on screen (the market page watches it), and its image answers that subscription.
  kit.live.watchMarkets([MARKET]);
  kit.applyMarket(
    marketImage(MARKET, marketDefinition([runnerDefinition(11), runnerDefinition(12)]), PRICES),
  );
  // A back of 10 at 3.0 on Arsenal, matched, and a lay of 5 at 2.2 on it still waiting.
  const resting = unmatchedOrder({ side: 'L', p: 2.2, s: 5 });
  if (options.backMatched !== false)
    kit.applyOrders({ id: MARKET, orc: [{ id: 11, mb: [[3, 10]], uo: [resting] }] });
  kit.goLive();
  render(
    <LiveExchangeTestProvider kit={kit}>
      <ExchangeClientContext.Provider value={fake.client}>
        <RunnerClosingProvider
          eventId="30"
          marketId={MARKET}
          marketName="Match Odds"
          runnerNames={{ '11_0': 'Arsenal', '12_0': 'Chelsea' }}
        >
          <Rows />
        </RunnerClosingProvider>
      </ExchangeClientContext.Provider>
      <ToastContainer />
    </LiveExchangeTestProvider>,
    { wrapper: TooltipProvider },
  );
  return { fake, callsOf, resting };
}

const row = (name: string) => screen.getByRole('region', { name: `${name} row` });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => useClosingLockStore.setState({ locked: {} }));

describe('Hedge and Unlevel beside the runners', () => {
  it('shows Hedge on the runner with matched bets and Unlevel on every runner', () => {
    setUp();
    expect(within(row('Arsenal')).getByRole('button', { name: 'Hedge' })).toBeEnabled();
    expect(within(row('Chelsea')).queryByRole('button', { name: 'Hedge' })).toBeNull();
    expect(within(row('Chelsea')).getByRole('button', { name: 'Unlevel' })).toBeEnabled();
  });

  it('shows neither without matched bets', () => {
    setUp({ backMatched: false });
    expect(screen.queryByRole('button', { name: 'Hedge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlevel' })).toBeNull();
  });

  it('hedges a runner at its best lay, cancelling its unmatched bet first when asked', async () => {
    const { fake, callsOf, resting } = setUp();
    fireEvent.click(within(row('Arsenal')).getByRole('button', { name: 'Hedge' }));
    const dialog = screen.getByRole('dialog', { name: 'Hedge' });
    // Lay 30 / 2.52 = 11.90 at 2.52: 20 − 11.90 × 1.52 = 1.91 if Arsenal wins, 1.90 if it loses.
    expect(within(dialog).getByRole('row', { name: /Arsenal/ })).toHaveTextContent('ArsenalLay2.5211.90');
    expect(within(dialog).getByTestId('closing-profit-loss')).toHaveTextContent('1.91');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Cancel the existing unmatched bet' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect(callsOf('placeOrders')).toHaveLength(1));
    expect(
      fake.calls.map((call) => call.operation).filter((op) => op === 'cancelOrders' || op === 'placeOrders'),
    ).toEqual(['cancelOrders', 'placeOrders']);
    expect(callsOf('cancelOrders')[0]).toMatchObject({ instructions: [{ betId: resting.id }] });
    expect(callsOf('placeOrders')[0]).toMatchObject({
      instructions: [{ selectionId: 11, side: 'LAY', limitOrder: { price: 2.52, size: 11.9 } }],
    });
    expect(within(row('Arsenal')).getByRole('button', { name: 'Hedge' })).toBeDisabled();
  });

  it('unlevels onto a runner: the cash-out bets, then |value| backed at its best back', async () => {
    const { callsOf } = setUp();
    fireEvent.click(within(row('Arsenal')).getByRole('button', { name: 'Unlevel' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlevel' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['ChelseaBack1.816.67', 'ArsenalBack2.53.33']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect(callsOf('placeOrders')).toHaveLength(2));
    expect(callsOf('cancelOrders')).toEqual([]);
  });
});
