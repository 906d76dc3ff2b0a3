// The session feature's public face for the app layer (routes and providers). The pages a visitor
// sees have their own faces, imported lazily, so their code stays out of every other route's first
// load: ./landing (the landing page) and ./login-pages (the login hand-off).
export { HeroShotPreload } from './components/hero-shot-preload';
export { LogoutButton } from './components/logout-button';
export { InactivityWatcher } from './components/inactivity-watcher';
export { SessionGate } from './components/session-gate';
export { loseSession, onSignOut, signOut } from './model/session-actions';
export { useSignOn } from './api/sign-on';
