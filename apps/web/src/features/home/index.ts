// The home feature's public face for the app layer.
export { HomePage } from './components/home-page';
