// One derived value of the account's orders on a market (order stream), re-rendering only when
// that value changes: `select` must return a primitive (useSyncExternalStore compares with
// Object.is).
import { useCallback, useSyncExternalStore } from 'react';
import type { OrderMarketCache } from '@greenbook/betfair';
import { useLiveExchange } from '@/lib/stream/use-live';

export function useOrdersValue<T>(marketId: string, select: (orders: OrderMarketCache | undefined) => T): T {
  const live = useLiveExchange();
  const subscribe = useCallback(
    (listener: () => void) => live.onOrders(marketId, listener),
    [live, marketId],
  );
  return useSyncExternalStore(subscribe, () => select(live.orders.markets.get(marketId)));
}
