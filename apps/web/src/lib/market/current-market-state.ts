// Status and in-play flag of a market as the screen should label it: the stream's current
// definition when the market is streamed (the market on screen), else the 10 s poll. The poll can
// lag the stream by up to its interval, so a market that just closed would still read SUSPENDED.
import { useMarketSelector } from '@/lib/stream/use-live';
import type { MarketState } from './market-states';

export type MarketStatusState = Pick<MarketState, 'status' | 'inPlay'>;

export function useCurrentMarketState(
  marketId: string,
  polled: MarketStatusState | undefined,
): MarketStatusState | undefined {
  const status = useMarketSelector(marketId, (market) => market?.definition?.status);
  const inPlay = useMarketSelector(marketId, (market) => market?.definition?.inPlay);
  return status === undefined ? polled : { status, inPlay };
}
