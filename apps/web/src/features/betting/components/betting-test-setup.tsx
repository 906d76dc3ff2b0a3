// Test setup of the betting feature: a live market, a fake exchange client, the placement
// provider and a clicker standing in for the grid or ladder.
import { act, render } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import type { MarketDefinition, RunnerChange } from '@greenbook/betfair';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@greenbook/trading';
import { useContext } from 'react';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { BetRequestContext, type BetClick } from '@/lib/market/bet-request';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { createFakeExchange } from '@/testing/market-fake-exchange';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { BetPlacementProvider } from './bet-placement-provider';

export const MARKET = '1.300';

function Clicker({ clicks }: { readonly clicks: readonly BetClick[] }) {
  const requestBet = useContext(BetRequestContext);
  return (
    <div>
      {clicks.map((click, index) => (
        <button key={index} type="button" onClick={() => requestBet?.(click)}>
          {`click ${index}`}
        </button>
      ))}
    </div>
  );
}

export function click(side: BetClick['side'], price: number | undefined, selectionId = 11): BetClick {
  return { marketId: MARKET, selectionId, handicap: 0, side, price, source: 'grid' };
}

export interface SetUpOptions {
  readonly settings?: Partial<UserSettings>;
  readonly tempStake?: number;
  readonly definition?: Partial<MarketDefinition>;
  readonly exchange?: Parameters<typeof createFakeExchange>[0];
  readonly clicks?: readonly BetClick[];
  readonly prices?: RunnerChange[];
}

export function setUpBetting(options: SetUpOptions = {}) {
  useSettingsStore.setState({ settings: { ...DEFAULT_USER_SETTINGS, ...options.settings } });
  useMarketScreenStore.setState({ tempStake: options.tempStake });
  const kit = createTestLiveExchange();
  const fake = createFakeExchange(options.exchange);
  act(() => {
    kit.applyMarket(
      marketImage(
        MARKET,
        marketDefinition([runnerDefinition(11), runnerDefinition(12)], options.definition),
        options.prices,
      ),
    );
  });
  render(
    <LiveExchangeTestProvider kit={kit}>
      <ExchangeClientContext.Provider value={fake.client}>
        <BetPlacementProvider runnerNames={{ '11_0': 'Arsenal', '12_0': 'Chelsea' }}>
          <Clicker clicks={options.clicks ?? [click('BACK', 3)]} />
        </BetPlacementProvider>
      </ExchangeClientContext.Provider>
      <ToastContainer />
    </LiveExchangeTestProvider>,
  );
  return { kit, fake };
}
