// The bet history feature's public face for the app layer.
export { BetHistoryPage } from './components/bet-history-page';
