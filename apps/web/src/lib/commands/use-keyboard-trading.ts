// Issue 21 §5: what the grid and the ladder offer the keyboard — move between the runners in the
// order they are drawn, step the price, and back or lay the selected runner. A keyboard bet is
// the same request a click on that price makes (lib/market BetRequestContext): one key press is
// one intent, refused on stale prices, through the confirmation dialog when the trader's settings
// ask for it. With no price on that side nothing is asked: the key says so instead of betting the
// empty cell's 1000 or 1.01.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceLadder, Side } from '@greenbook/trading';
import { notify } from '@/lib/toasts/notify';
import { useCommand } from './command-registry';
import { keyboardPrice } from './keyboard-price';
import { neighbourRunner, useKeyboardRunner, useKeyboardSelection } from './keyboard-selection-store';

export interface KeyboardTradingView {
  readonly marketId: string;
  /** The runner keys in the order the view draws them. */
  readonly order: readonly string[];
  readonly ladder: PriceLadder;
  /** The best price the view shows under this side for the runner now, if any. */
  readonly bestPrice: (runnerKey: string, side: Side) => number | undefined;
  /** Bets as a click on that price of that runner would. */
  readonly bet: (runnerKey: string, side: Side, price: number) => void;
}

export function useKeyboardTrading({ marketId, order, ladder, bestPrice, bet }: KeyboardTradingView): void {
  const { t } = useTranslation();
  const selected = useKeyboardRunner(marketId);
  const runner = selected !== undefined && order.includes(selected) ? selected : undefined;
  const move = useCallback(
    (step: 1 | -1) => {
      const next = neighbourRunner(order, runner, step);
      if (next !== undefined) useKeyboardSelection.getState().select(marketId, next);
    },
    [marketId, order, runner],
  );
  const place = (side: Side) => () => {
    if (runner === undefined) return;
    const price = keyboardPrice(ladder, bestPrice(runner, side), useKeyboardSelection.getState().ticks);
    if (price === undefined) notify('warning', t('keyboard.noPrice'), { bet: true });
    else bet(runner, side, price);
  };
  const step = (ticks: number) => () => useKeyboardSelection.getState().stepPrice(ticks);
  useCommand('nextRunner', order.length === 0 ? undefined : () => move(1));
  useCommand('previousRunner', order.length === 0 ? undefined : () => move(-1));
  useCommand('back', runner === undefined ? undefined : place('BACK'));
  useCommand('lay', runner === undefined ? undefined : place('LAY'));
  useCommand('priceUp', runner === undefined ? undefined : step(1));
  useCommand('priceDown', runner === undefined ? undefined : step(-1));
}

/** The keyboard's tick offset when this runner is the one selected (for its highlight), else undefined. */
export function useKeyboardTicks(marketId: string, runnerKey: string): number | undefined {
  return useKeyboardSelection((state) =>
    state.marketId === marketId && state.runnerKey === runnerKey ? state.ticks : undefined,
  );
}
