// trading-core §4: the live-market sound plays when the market turns OPEN and in play, the
// suspended sound when it turns SUSPENDED (each if enabled in the settings). With any sound on, the
// audio context is made while the screen is idle rather than by the first sound.
import { useEffect, useRef } from 'react';
import { playMarketSound, prepareMarketSounds } from '@/lib/market/market-sounds';
import { useSetting } from '@/lib/storage/settings-store';
import { useMarketSelector } from '@/lib/stream/use-live';

export function useMarketSounds(marketId: string): void {
  const sounds = useSetting('sounds');
  const state = useMarketSelector(marketId, (market) => {
    const definition = market?.definition;
    if (definition === undefined) return '';
    if (definition.status === 'SUSPENDED') return 'suspended';
    return definition.status === 'OPEN' && definition.inPlay ? 'live' : 'other';
  });
  const anySound = Object.values(sounds).some((sound) => sound.enabled);
  useEffect(() => {
    if (anySound) prepareMarketSounds();
  }, [anySound]);
  const previous = useRef({ marketId, state });
  useEffect(() => {
    const before = previous.current;
    previous.current = { marketId, state };
    // The first state seen (or that of another market) is not a transition.
    if (before.marketId !== marketId || before.state === '' || before.state === state) return;
    if (state === 'live' && sounds.liveMarket.enabled) playMarketSound(sounds.liveMarket.file);
    if (state === 'suspended' && sounds.suspendedMarket.enabled) playMarketSound(sounds.suspendedMarket.file);
  }, [marketId, state, sounds]);
}
