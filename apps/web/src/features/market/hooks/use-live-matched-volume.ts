// The market's matched volume from its stream image, as shown text (the §5 traded-volume display),
// in the account's currency, for the title bar and the market selector.
import { useCallback, useSyncExternalStore } from 'react';
import type { MarketCache } from '@greenbook/betfair';
import { convertVolume, formatTradedVolume } from '@greenbook/trading';
import { useSetting } from '@/lib/storage/settings-store';
import { throttleListener } from '@/lib/stream/throttle-listener';
import { useLiveExchange } from '@/lib/stream/use-live';

function shownVolume(market: MarketCache | undefined, conversionRate: number): string | undefined {
  return market?.totalMatched === undefined
    ? undefined
    : (formatTradedVolume(convertVolume(market.totalMatched, conversionRate) ?? 0) ?? '');
}

/**
 * The shown matched volume, or undefined while the market's image has not arrived, redrawn at most
 * once a second. On a busy in-play market the figure changes 15–20 times a second (bench:web): the
 * market selector's select is costly to draw, and the title bar's text change laid the whole page
 * out from its root each time (the document is otherwise laid out within the ladders' rows).
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
