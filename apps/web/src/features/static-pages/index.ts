// The static pages' public face for the app layer.
export { NotFoundPage } from './components/not-found-page';
