// React bindings of the live exchange: components subscribe to exactly what they draw with
// useSyncExternalStore, and the snapshot is a version number, so a price change re-renders only
// the runners (or markets) whose version moved (architecture.md).
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { MarketCache, OrderMarketCache, RunnerCache } from '@greenbook/betfair';
import type { ConnectionState, LiveExchange } from './live-exchange';

export const LiveExchangeContext = createContext<LiveExchange | undefined>(undefined);

export function useLiveExchange(): LiveExchange {
  const live = useContext(LiveExchangeContext);
  if (live === undefined) throw new Error('useLiveExchange outside LiveExchangeContext');
  return live;
}

export function useConnectionState(): ConnectionState {
  const live = useLiveExchange();
  return useSyncExternalStore(live.onConnectionState, () => live.connectionState);
}

/** Whether the market's prices may be bet on (market-freshness.ts), re-rendering when that changes. */
export function useMarketFresh(marketId: string): boolean {
  const live = useLiveExchange();
  return useSyncExternalStore(live.freshness.onChange, () => live.freshness.isFresh(marketId));
}

/** The market's cache, re-rendering when any of its data changes (headers, status, selectors). */
export function useMarket(marketId: string): MarketCache | undefined {
  const live = useLiveExchange();
  const subscribe = useCallback(
    (listener: () => void) => live.onMarket(marketId, listener),
    [live, marketId],
  );
  useSyncExternalStore(subscribe, () => live.market(marketId)?.version ?? -1);
  return live.market(marketId);
}

/** One runner, re-rendering only when that runner changed (a grid row, a ladder). */
export function useRunner(marketId: string, runnerKey: string): RunnerCache | undefined {
  const live = useLiveExchange();
  const subscribe = useCallback(
    (listener: () => void) => live.onMarket(marketId, listener),
    [live, marketId],
  );
  useSyncExternalStore(subscribe, () => live.runner(marketId, runnerKey)?.version ?? -1);
  return live.runner(marketId, runnerKey);
}

/** The account's orders on a market (order stream), re-rendering when they change. */
export function useMarketOrders(marketId: string) {
  const live = useLiveExchange();
  const subscribe = useCallback(
    (listener: () => void) => live.onOrders(marketId, listener),
    [live, marketId],
  );
  useSyncExternalStore(subscribe, () => live.orders.markets.get(marketId)?.version ?? -1);
  return live.orders.markets.get(marketId);
}

/**
 * One derived value of a market (its ladder type, a runner's status, whether it has prices…),
 * re-rendering only when that value changes. `select` must return a primitive or a value that
 * stays the same object while unchanged (useSyncExternalStore compares with Object.is), unless
 * `isEqual` is given: a new object equal to the last one then counts as unchanged (a figure
 * computed afresh on every price change re-renders only when what it shows changes).
 */
export function useMarketSelector<T>(
  marketId: string,
  select: (market: MarketCache | undefined) => T,
  isEqual?: (before: T, after: T) => boolean,
): T {
  const live = useLiveExchange();
  const last = useRef<{ readonly value: T } | undefined>(undefined);
  const subscribe = useCallback(
    (listener: () => void) => live.onMarket(marketId, listener),
    [live, marketId],
  );
  return useSyncExternalStore(subscribe, () => {
    const value = select(live.market(marketId));
    if (isEqual === undefined) return value;
    const before = last.current;
    if (before !== undefined && isEqual(before.value, value)) return before.value;
    last.current = { value };
    return value;
  });
}

/** One derived value of the account's orders on a market (see useMarketSelector). */
export function useMarketOrdersSelector<T>(
  marketId: string,
  select: (orders: OrderMarketCache | undefined) => T,
): T {
  const live = useLiveExchange();
  const subscribe = useCallback(
    (listener: () => void) => live.onOrders(marketId, listener),
    [live, marketId],
  );
  return useSyncExternalStore(subscribe, () => select(live.orders.markets.get(marketId)));
}

/**
 * The account's orders on every market (order stream), re-rendering on any order change: the
 * header's counters. Told once a frame when any order message was applied.
 */
export function useAccountOrders() {
  const live = useLiveExchange();
  // A count of flushes, not a sum of market versions: a market image replaces the market's cache
  // (its version starts again), which a sum could miss.
  const changes = useRef(0);
  const subscribe = useCallback(
    (listener: () => void) =>
      live.onAccountOrders(() => {
        changes.current += 1;
        listener();
      }),
    [live],
  );
  useSyncExternalStore(subscribe, () => changes.current);
  return live.orders;
}
