import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { CASHOUT_COALESCE_MS, useMarketCashout } from './use-market-cashout';

const MARKET = '1.300';

afterEach(() => vi.useRealTimers());

describe('useMarketCashout', () => {
  it('keeps the same record while prices move and the cash out does not, and a new one when it does', () => {
    vi.useFakeTimers();
    const kit = createTestLiveExchange();
    kit.live.watchMarkets([MARKET]);
    const prices = (back: number) => [
      { id: 11, atb: [[back, 100]] as [number, number][], atl: [[back + 0.02, 100]] as [number, number][] },
      { id: 12, atb: [[1.8, 100]] as [number, number][], atl: [[1.82, 100]] as [number, number][] },
    ];
    act(() =>
      kit.applyMarket(
        marketImage(MARKET, marketDefinition([runnerDefinition(11), runnerDefinition(12)]), prices(2.5)),
      ),
    );
    act(() => kit.goLive());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LiveExchangeTestProvider kit={kit}>{children}</LiveExchangeTestProvider>
    );
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useMarketCashout(MARKET);
      },
      { wrapper },
    );
    const first = result.current;
    expect(first?.hasMatchedBets).toBe(false);
    const rendersBefore = renders;
    // No position: the prices move, the cash out stays nothing to close.
    act(() => kit.applyMarket({ id: MARKET, rc: prices(2.54) }));
    act(() => {
      vi.advanceTimersByTime(CASHOUT_COALESCE_MS);
    });
    expect(result.current).toBe(first);
    expect(renders).toBe(rendersBefore);
    // A matched back makes a position: a new record.
    act(() => kit.applyOrders({ id: MARKET, orc: [{ id: 11, mb: [[3, 10]] }] }));
    act(() => {
      vi.advanceTimersByTime(CASHOUT_COALESCE_MS);
    });
    expect(result.current).not.toBe(first);
    expect(result.current?.hasMatchedBets).toBe(true);
  });
});
