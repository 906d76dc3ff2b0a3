// The betting feature: turns price clicks (lib/market BetRequestContext) into bets — refusals,
// one-click placement, the confirmation dialog, toasts, the unmatched-bet animation — and the
// Keep In Play control for an unmatched bet, and closing positions (cash out per market and global,
// hedge, unlevel).
export { BetPlacementProvider, type BetPlacementProviderProps } from './components/bet-placement-provider';
export { KeepInPlayControl, type KeepInPlayControlProps } from './components/keep-in-play-control';
export { CashoutButton } from './components/cashout-button';
export { GlobalCashoutButton } from './components/global-cashout-button';
export { RunnerClosingProvider } from './components/runner-closing-provider';
