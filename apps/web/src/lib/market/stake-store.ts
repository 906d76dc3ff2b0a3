// Non-persisted market-screen state (trading-core §3): the temporary stake typed or picked in the
// market header (cleared when the market changes) and the fullscreen flag. The amount is the
// stake-mode value: with LIABILITY it is the liability, converted per bet by the stake modes.
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';
import { useSetting } from '@/lib/storage/settings-store';

interface MarketScreenState {
  readonly tempStake: number | undefined;
  readonly marketFullscreen: boolean;
  readonly setTempStake: (stake: number | undefined) => void;
  readonly setMarketFullscreen: (fullscreen: boolean) => void;
}

export const useMarketScreenStore = create<MarketScreenState>()((set) => ({
  tempStake: undefined,
  marketFullscreen: false,
  setTempStake: (tempStake) => set({ tempStake }),
  setMarketFullscreen: (marketFullscreen) => set({ marketFullscreen }),
}));

resetOnSignOut(useMarketScreenStore);

/** The amount a click bets: the temporary stake, else the user's default stake. */
export function useCurrentStakeValue(): number {
  const tempStake = useMarketScreenStore((state) => state.tempStake);
  const defaultStake = useSetting('defaultStake');
  return tempStake ?? defaultStake;
}
