// The scheduler as the app root runs it: fed by the live stream caches (orders and prices), sending
// through the exchange client, telling the trader with the §4 toast.
import { act, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentOrderSummary, RunnerChange } from '@greenbook/betfair';
import type { AutoBet } from '@greenbook/trading';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { initI18n } from '@/lib/i18n/i18n';
import { useSessionStore } from '@/lib/session/session-store';
import { createFakeExchange } from '@/testing/market-fake-exchange';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
  unmatchedOrder,
} from '@/testing/live-exchange-test-kit';
import { AutoBetScheduler } from './auto-bet-scheduler';

const MARKET = '1.400';
const VENDOR = 'V77';

const stopLoss = (trigger: string): AutoBet => ({
  autoBetType: 'STOP_LOSS',
  betId: `${trigger}_STOP_LOSS`,
  triggerBetId: trigger,
  eventId: '1',
  marketId: MARKET,
  runnerId: '11_0',
  side: 'LAY',
  odd: 3.1,
  stakeOriginal: 2,
  stakeRemaining: 2,
  newStake: 0,
  stakeSent: 0,
  userCurrency: 'GBP',
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  useAutoBetStore.setState(useAutoBetStore.getInitialState(), true);
  useSessionStore.setState({
    token: 't',
    user: {
      vendorId: VENDOR,
      firstName: 'A',
      lastName: 'B',
      countryCode: 'GB',
      currencyCode: 'GBP',
      localeCode: 'en',
    },
  });
});

function setUp(handlers: Parameters<typeof createFakeExchange>[0] = {}) {
  const kit = createTestLiveExchange();
  const fake = createFakeExchange({
    listCurrentOrders: () => ({ currentOrders: [], moreAvailable: false }),
    ...handlers,
  });
  kit.goLive();
  const prices = (lay: number): RunnerChange[] => [{ id: 11, atb: [[3, 50]], atl: [[lay, 50]] }];
  act(() => kit.applyMarket(marketImage(MARKET, marketDefinition([runnerDefinition(11)]), prices(3.05))));
  render(
    <LiveExchangeTestProvider kit={kit}>
      <ExchangeClientContext.Provider value={fake.client}>
        <AutoBetScheduler />
      </ExchangeClientContext.Provider>
      <ToastContainer />
    </LiveExchangeTestProvider>,
  );
  const matchTrigger = (id: string) =>
    act(() =>
      kit.applyOrders({
        id: MARKET,
        orc: [{ id: 11, uo: [unmatchedOrder({ id, side: 'B', p: 3, s: 2, sm: 2, sr: 0, status: 'EC' })] }],
      }),
    );
  let bestLay = 3.05;
  /** The best lay price moves to `lay`: the old level empties, the new one fills. */
  const moveLay = (lay: number) => {
    const previous = bestLay;
    bestLay = lay;
    act(() =>
      kit.applyMarket({
        id: MARKET,
        rc: [
          {
            id: 11,
            atl: [
              [previous, 0],
              [lay, 50],
            ],
          },
        ],
      }),
    );
  };
  return { kit, fake, matchTrigger, moveLay };
}

describe('AutoBetScheduler', () => {
  it('reads the stored schedule and sends the stop loss when the best lay reaches it, once', async () => {
    localStorage.setItem(
      `greenbook.autoBets.${VENDOR}`,
      JSON.stringify({ schedule: [stopLoss('7001')], inFlight: [] }),
    );
    const { fake, matchTrigger, moveLay } = setUp();
    await waitFor(() => expect(useAutoBetStore.getState().schedule).toHaveLength(1));
    matchTrigger('7001');
    expect(useAutoBetStore.getState().schedule[0]).toMatchObject({ newStake: 2 });
    expect(fake.callsOf('placeOrders')).toEqual([]);
    // Prices that do not reach the stop change nothing, and nothing is stored again.
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    moveLay(3.08);
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
    moveLay(3.1);
    expect(await screen.findByText('An auto-bet was sent to the exchange.')).toBeInTheDocument();
    expect(fake.callsOf('listCurrentOrders')).toEqual([
      { marketIds: [MARKET], customerOrderRefs: ['7001-SL-0'] },
    ]);
    expect(fake.callsOf('placeOrders')).toMatchObject([
      {
        marketId: MARKET,
        instructions: [{ side: 'LAY', customerOrderRef: '7001-SL-0', limitOrder: { price: 3.1, size: 2 } }],
      },
    ]);
    expect(useAutoBetStore.getState().schedule).toEqual([]);
    expect(useAutoBetStore.getState().inFlight).toEqual([]);
    moveLay(3.2);
    expect(fake.callsOf('placeOrders')).toHaveLength(1);
  });

  it('after a reload, does not resend a placement the exchange already has', async () => {
    const placement = { ...stopLoss('7002'), newStake: 2 };
    const placedStop: CurrentOrderSummary = {
      betId: '9',
      marketId: MARKET,
      selectionId: 11,
      handicap: 0,
      priceSize: { price: 3.1, size: 2 },
      bspLiability: 0,
      side: 'LAY',
      status: 'EXECUTABLE',
      persistenceType: 'LAPSE',
      orderType: 'LIMIT',
      placedDate: '2030-01-01T11:00:00.000Z',
      customerOrderRef: '7002-SL-0',
    };
    localStorage.setItem(
      `greenbook.autoBets.${VENDOR}`,
      JSON.stringify({ schedule: [], inFlight: [{ ref: '7002-SL-0', placement }] }),
    );
    const { fake } = setUp({
      listCurrentOrders: () => ({ currentOrders: [placedStop], moreAvailable: false }),
    });
    await waitFor(() => expect(useAutoBetStore.getState().inFlight).toEqual([]));
    expect(fake.callsOf('placeOrders')).toEqual([]);
  });

  it('drops the auto bets of a market that closed', async () => {
    localStorage.setItem(
      `greenbook.autoBets.${VENDOR}`,
      JSON.stringify({ schedule: [stopLoss('7004')], inFlight: [] }),
    );
    const { kit, fake } = setUp();
    await waitFor(() => expect(useAutoBetStore.getState().schedule).toHaveLength(1));
    act(() =>
      kit.applyMarket({
        id: MARKET,
        marketDefinition: marketDefinition([runnerDefinition(11)], { status: 'CLOSED' }),
      }),
    );
    expect(useAutoBetStore.getState().schedule).toEqual([]);
    expect(fake.callsOf('placeOrders')).toEqual([]);
  });

  it('pauses while the market stream reconnects', async () => {
    localStorage.setItem(
      `greenbook.autoBets.${VENDOR}`,
      JSON.stringify({ schedule: [stopLoss('7003')], inFlight: [] }),
    );
    const { kit, fake, matchTrigger, moveLay } = setUp();
    await waitFor(() => expect(useAutoBetStore.getState().schedule).toHaveLength(1));
    matchTrigger('7003');
    act(() => kit.streamEvent('market', { type: 'reconnecting', attempt: 1 }));
    moveLay(3.2);
    expect(fake.callsOf('placeOrders')).toEqual([]);
    act(() => kit.streamEvent('market', { type: 'reconnected', attempts: 1 }));
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
  });
});
