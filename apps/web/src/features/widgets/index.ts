// The widgets generator's public face for the app layer (its route loads the page lazily).
export { WidgetsPage } from './components/widgets-page';
