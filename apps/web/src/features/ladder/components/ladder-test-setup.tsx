// Shared set-up of the ladder tests: a market in the live test kit, the fake exchange client and a
// toast host around the LadderView.
import { render } from '@testing-library/react';
import type { RunnerChange } from '@greenbook/betfair';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { BetRequestContext, type RequestBet } from '@/lib/market/bet-request';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { ToastHost } from '@/lib/toasts/toast-host';
import {
  createFakeExchangeClient,
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
  type FakeExchangeClient,
  type TestLiveExchange,
} from '@/testing/live-exchange-test-kit';
import type { LadderViewProps } from './ladder-view';
import { LadderView } from './ladder-view';
import { RowRenderProbeContext, type RowRenderProbe } from '../model/row-render-probe';
import { useLadderSelectionStore } from '../model/ladder-selection-store';

export const MARKET_ID = '1.100';
export const NAMES = { '1_0': 'Alpha', '2_0': 'Beta', '3_0': 'Gamma' };

/** Alpha 2.5/2.52 (ltp 2.5), Beta 1.8/1.82 (favourite), Gamma 5/5.1. */
export const PRICES: RunnerChange[] = [
  {
    id: 1,
    atb: [
      [2.5, 100],
      [2.48, 40],
    ],
    atl: [[2.52, 50]],
    trd: [
      [2.5, 30],
      [2.52, 10],
    ],
    ltp: 2.5,
  },
  { id: 2, atb: [[1.8, 20]], atl: [[1.82, 10]] },
  { id: 3, atb: [[5, 3]], atl: [[5.1, 4]] },
];

export interface LadderTest {
  readonly kit: TestLiveExchange;
  readonly fake: FakeExchangeClient;
}

/**
 * jsdom has no layout: a ladder body's box is its inline max height, its content the spacer's
 * inline height, and scrollTo sets scrollTop and fires scroll, as a browser would.
 */
export function polyfillScroll(): void {
  const px = (value: string | undefined) => Number.parseFloat(value ?? '') || 0;
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return px(this.style.maxHeight);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return px((this.firstElementChild as HTMLElement | null)?.style.height);
    },
  });
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  };
}

export function resetStores(): void {
  useLadderSelectionStore.setState({ selections: {}, sizedFor: {}, scrollIndex: {} });
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
}

export function renderLadder(
  props: Partial<LadderViewProps> = {},
  options: {
    definition?: Parameters<typeof marketDefinition>[1];
    prices?: RunnerChange[];
    probe?: RowRenderProbe;
    /** The bet placement the ladder's clicks reach (none: clicks place nothing). */
    requestBet?: RequestBet;
  } = {},
): LadderTest {
  const kit = createTestLiveExchange();
  const fake = createFakeExchangeClient();
  kit.applyMarket(
    marketImage(
      MARKET_ID,
      marketDefinition([runnerDefinition(1), runnerDefinition(2), runnerDefinition(3)], options.definition),
      options.prices ?? PRICES,
    ),
  );
  render(
    <LiveExchangeTestProvider kit={kit}>
      <ExchangeClientContext.Provider value={fake.client}>
        <BetRequestContext.Provider value={options.requestBet}>
          <RowRenderProbeContext.Provider value={options.probe}>
            <LadderView marketId={MARKET_ID} runnerNames={NAMES} {...props} />
          </RowRenderProbeContext.Provider>
        </BetRequestContext.Provider>
      </ExchangeClientContext.Provider>
      <ToastHost theme="light" />
    </LiveExchangeTestProvider>,
  );
  return { kit, fake };
}
