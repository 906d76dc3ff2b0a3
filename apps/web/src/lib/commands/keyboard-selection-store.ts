// Issue 21 §5: the keyboard's place on the market screen — the runner selected and how many ticks
// from the best price the keyboard bets at (0: at best, following the live best price). Shown in
// the grid row and the ladder header it belongs to; another market or another runner starts again
// at best, so a key never bets a price chosen for something else.
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';

interface KeyboardSelectionState {
  readonly marketId: string | undefined;
  readonly runnerKey: string | undefined;
  /** Ticks away from the best price (+ higher odds, − lower), for both sides. */
  readonly ticks: number;
  readonly select: (marketId: string, runnerKey: string) => void;
  readonly stepPrice: (ticks: number) => void;
}

export const useKeyboardSelection = create<KeyboardSelectionState>()((set) => ({
  marketId: undefined,
  runnerKey: undefined,
  ticks: 0,
  select: (marketId, runnerKey) => set({ marketId, runnerKey, ticks: 0 }),
  stepPrice: (ticks) => set((state) => ({ ticks: state.ticks + ticks })),
}));

resetOnSignOut(useKeyboardSelection);

/** The runner key selected on this market, if any. */
export function useKeyboardRunner(marketId: string): string | undefined {
  return useKeyboardSelection((state) => (state.marketId === marketId ? state.runnerKey : undefined));
}

/** The runner after (step 1) or before (−1) the selected one in `order`, wrapping around. */
export function neighbourRunner(
  order: readonly string[],
  selected: string | undefined,
  step: 1 | -1,
): string | undefined {
  if (order.length === 0) return undefined;
  const index = selected === undefined ? -1 : order.indexOf(selected);
  if (index === -1) return step === 1 ? order[0] : order.at(-1);
  return order[(index + step + order.length) % order.length];
}
