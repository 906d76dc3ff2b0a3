// Test setup of the betting feature: a live market, a fake exchange client, the placement
// provider and a clicker standing in for the grid or ladder.
import { act, render } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import type { MarketDefinition, RunnerChange } from '@greenbook/betfair';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@greenbook/trading';
import { useContext, useState } from 'react';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { BetRequestContext, type BetClick, type BetOutcome } from '@/lib/market/bet-request';
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

/** Outcome text of a settled request, as the ladder's popup would read it. */
function outcomeText(outcome: BetOutcome | undefined): string {
  if (outcome === undefined) return 'nothing placed';
  return outcome.ok
    ? `placed ${outcome.stake?.toFixed(2) ?? ''} @ ${outcome.odd ?? ''}`
    : `failed: ${outcome.message ?? ''}`;
}

function Clicker({ clicks }: { readonly clicks: readonly BetClick[] }) {
  const requestBet = useContext(BetRequestContext);
  const [outcomes, setOutcomes] = useState<Readonly<Record<number, string>>>({});
  return (
    <div>
      {clicks.map((click, index) => (
        <button
          key={index}
          type="button"
          onClick={() =>
            void requestBet?.(click).then((outcome) =>
              setOutcomes((shown) => ({ ...shown, [index]: outcomeText(outcome) })),
            )
          }
        >
          {`click ${index}`}
        </button>
      ))}
      {Object.entries(outcomes).map(([index, text]) => (
        <output key={index} aria-label={`outcome ${index}`}>
          {text}
        </output>
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
  const view = render(
    <LiveExchangeTestProvider kit={kit}>
      <ExchangeClientContext.Provider value={fake.client}>
        <BetPlacementProvider marketId={MARKET} runnerNames={{ '11_0': 'Arsenal', '12_0': 'Chelsea' }}>
          <Clicker clicks={options.clicks ?? [click('BACK', 3)]} />
        </BetPlacementProvider>
      </ExchangeClientContext.Provider>
      <ToastContainer />
    </LiveExchangeTestProvider>,
  );
  return { kit, fake, unmount: view.unmount };
}
