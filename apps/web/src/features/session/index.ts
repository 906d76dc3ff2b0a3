// The session feature's public face for the app layer (routes and providers).
export { LandingPage } from './components/landing-page';
export { LoginPage } from './components/login-page';
export { LoginResultPage } from './components/login-result-page';
export { LoginDevelopmentPage } from './components/login-development-page';
export { LogoutButton } from './components/logout-button';
export { InactivityWatcher } from './components/inactivity-watcher';
export { SessionGate } from './components/session-gate';
export { loseSession, onSignOut, signOut } from './model/session-actions';
export { useSignOn } from './api/sign-on';
