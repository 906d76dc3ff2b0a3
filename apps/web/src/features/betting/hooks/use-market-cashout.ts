// The market's cash-out record (trading-core §3/§4), recomputed off the render path: a change of
// the market's prices, the account's orders on it or the streams' state schedules one computation
// COALESCE_MS later, and every change in between joins it. A busy market therefore costs at most
// two computations a second, and components only re-render when the record changes: a busy
// market's prices move every half second, a cash out with no position on them stays the same.
// trading-core §9 gives 500 ms for the potential gains; the cash out shows beside them and uses
// the same figure (the spec's 1 s for cash outs is the sport list's).
import { useEffect, useState } from 'react';
import type { MarketCashout } from '@greenbook/trading';
import { useLiveExchange } from '@/lib/stream/use-live';
import { marketCashoutRecord } from '@/lib/stream/market-cashout-record';

export const CASHOUT_COALESCE_MS = 500;

export function useMarketCashout(marketId: string): MarketCashout | undefined {
  const live = useLiveExchange();
  const [record, setRecord] = useState<MarketCashout | undefined>(() => marketCashoutRecord(live, marketId));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recompute = () => {
      timer = undefined;
      const next = marketCashoutRecord(live, marketId);
      setRecord((previous) => (sameRecord(previous, next) ? previous : next));
    };
    const schedule = () => {
      timer ??= setTimeout(recompute, CASHOUT_COALESCE_MS);
    };
    recompute();
    const stops = [
      live.onMarket(marketId, schedule),
      live.onOrders(marketId, schedule),
      live.onConnectionState(schedule),
      live.freshness.onChange(schedule),
    ];
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [live, marketId]);
  return record;
}

/** Equal figures, flags and closing bets: a small record, compared as its JSON. */
function sameRecord(a: MarketCashout | undefined, b: MarketCashout | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}
