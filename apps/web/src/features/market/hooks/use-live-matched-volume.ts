// The market's matched volume from its stream image, as shown text (the §5 traded-volume display),
// in the account's currency. Selected as text, so a component using it re-renders only when the
// shown figure changes, not on every in-play message that moves the volume a little.
import { useCallback, useSyncExternalStore } from 'react';
import type { MarketCache } from '@greenbook/betfair';
import { convertVolume, formatTradedVolume } from '@greenbook/trading';
import { useSetting } from '@/lib/storage/settings-store';
import { throttleListener } from '@/lib/stream/throttle-listener';
import { useLiveExchange, useMarketSelector } from '@/lib/stream/use-live';

function shownVolume(market: MarketCache | undefined, conversionRate: number): string | undefined {
  return market?.totalMatched === undefined
    ? undefined
    : (formatTradedVolume(convertVolume(market.totalMatched, conversionRate) ?? 0) ?? '');
}

/** The shown matched volume, or undefined while the market's image has not arrived. */
export function useLiveMatchedVolume(marketId: string): string | undefined {
  const conversionRate = useSetting('loggedUser').conversionRate;
  return useMarketSelector(marketId, (market) => shownVolume(market, conversionRate));
}

/**
 * The same figure redrawn at most once a second: for the market selector, whose select is costly
 * to draw and whose figure on a busy in-play market changes 15–20 times a second (bench:web); the
 * title bar beside it keeps the live one.
 */
export function useMatchedVolumeEachSecond(marketId: string): string | undefined {
  const live = useLiveExchange();
  const conversionRate = useSetting('loggedUser').conversionRate;
  const subscribe = useCallback(
    (listener: () => void) => {
      const throttled = throttleListener(listener, 1000);
      const off = live.onMarket(marketId, throttled.listener);
      return () => {
        off();
        throttled.cancel();
      };
    },
    [live, marketId],
  );
  return useSyncExternalStore(subscribe, () => shownVolume(live.market(marketId), conversionRate));
}
