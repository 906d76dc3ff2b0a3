// The search feature's public face for the app layer.
export { SearchPage } from './components/search-page';
