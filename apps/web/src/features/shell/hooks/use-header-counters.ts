// The header's counters from the live caches: order counts re-render on order changes only; the
// cash-out total (which moves with prices) is recomputed once a second (account-and-product §9:
// visible balances and cash-outs refresh every second), never per price tick.
import { REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useEffect, useState } from 'react';
import { useAccountOrders, useLiveExchange } from '@/lib/stream/use-live';
import {
  accountUnmatchedCount,
  cashOutTotal,
  marketOrderCounts,
  type MarketCounts,
} from '../model/order-counters';

export function useMarketCounters(marketId: string): MarketCounts {
  const orders = useAccountOrders();
  return marketOrderCounts(orders.markets.get(marketId));
}

export function useGeneralCounters(): { readonly cashOut: number; readonly unmatched: number } {
  const live = useLiveExchange();
  const orders = useAccountOrders();
  const [cashOut, setCashOut] = useState(() => cashOutTotal(live));
  useEffect(() => {
    const timer = setInterval(() => setCashOut(cashOutTotal(live)), REFRESH_INTERVALS_MS.visibleBalances);
    return () => clearInterval(timer);
  }, [live]);
  return { cashOut, unmatched: accountUnmatchedCount(orders) };
}
