// The market feature (trading-core §2 market page). The app mounts MarketPage at
// /market/:eventId/:marketId and fills its slots with the grid, the ladder and bet placement
// (see README.md).
export { MarketPage, type MarketPageProps } from './components/market-page';
export { useMarketCatalogue } from './api/get-market-catalogue';
export { useLiveStreamOffered } from './hooks/use-live-stream-offered';
