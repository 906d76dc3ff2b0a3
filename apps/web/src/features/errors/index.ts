// The errors feature's public face for the app layer.
export { AppErrorBoundary } from './components/app-error-boundary';
export { RouteCrash } from './components/route-crash';
export { GeoGate } from './components/geo-gate';
export { CrashPage } from './components/crash-page';
export { BlockedPage } from './components/blocked-page';
export { reportError } from './api/report-error';
export { startUnexpectedErrorReports } from './model/unexpected-errors';
