// The lists feature's public face for the app layer: `/sport/{eventTypeId}` and `/live`.
export { LiveListPage } from './components/live-list-page';
export { SportListPage, type Sport } from './components/sport-list-page';
