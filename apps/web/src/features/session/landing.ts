// The landing page's public face: imported only lazily (app/layouts.tsx), so the landing is a chunk
// of its own and a signed-in page never loads it.
export { LandingPage } from './components/landing-page';
