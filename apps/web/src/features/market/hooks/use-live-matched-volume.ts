// The market's matched volume from its stream image, as shown text (the §5 traded-volume display),
// in the account's currency. Selected as text, so a component using it re-renders only when the
// shown figure changes, not on every in-play message that moves the volume a little.
import { convertVolume, formatTradedVolume } from '@greenbook/trading';
import { useSetting } from '@/lib/storage/settings-store';
import { useMarketSelector } from '@/lib/stream/use-live';

/** The shown matched volume, or undefined while the market's image has not arrived. */
export function useLiveMatchedVolume(marketId: string): string | undefined {
  const conversionRate = useSetting('loggedUser').conversionRate;
  return useMarketSelector(marketId, (market) =>
    market?.totalMatched === undefined
      ? undefined
      : (formatTradedVolume(convertVolume(market.totalMatched, conversionRate) ?? 0) ?? ''),
  );
}
