// The ladder feature (trading-core §2 "Ladder view", §4 "Ladder selection"): the app renders
// LadderView in the market page's ladder slot.
export { LadderView, type LadderViewProps } from './components/ladder-view';
